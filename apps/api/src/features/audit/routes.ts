// The audit trail for admins: read only. No route changes or deletes an entry, and the database refuses it too.
import { auditAdmins, auditPage, auditQuery } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { toAuditEntry } from './mapper.ts';
import { listAuditEntries, listAuditedAdmins } from './service.ts';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'audit', api: true, docs: 'Audit' });

  app.get(
    '/audit',
    {
      schema: {
        summary: 'Admin actions, newest first, filtered by admin and kind (admins)',
        querystring: auditQuery,
        response: { 200: auditPage },
      },
    },
    async (request) => {
      const { entries, total } = await listAuditEntries(app.db, request.actor, request.query);
      return {
        entries: entries.map(toAuditEntry),
        totalPages: Math.ceil(total / request.query.limit),
        totalEntries: total,
      };
    },
  );

  app.get(
    '/audit/admins',
    {
      schema: { summary: 'Everyone who has acted as an admin, to filter the trail by (admins)', response: { 200: auditAdmins } },
    },
    async (request) => ({
      admins: (await listAuditedAdmins(app.db, request.actor)).map(({ id, email }) => ({ _id: id, email })),
    }),
  );
};

export default auditRoutes;
