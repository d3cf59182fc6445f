// The Outbox for admins: every mail the shop wrote, how it stands, and sending a failed one again.
import { outboxMailDetail, outboxPage, outboxQuery } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { toOutboxMail, toOutboxMailDetail } from './mapper.ts';
import { listMails, OUTBOX_PAGE_SIZE, readMail, retryMail } from './service.ts';

const idParams = z.object({ id: z.string() });

const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'outbox', api: true, docs: 'Mail' });

  app.get(
    '/outbox',
    { schema: { summary: 'Every mail, newest first (admins)', querystring: outboxQuery, response: { 200: outboxPage } } },
    async (request) => {
      const { mails, total } = await listMails(app.db, request.actor, request.query.page ?? 1);
      return { mails: mails.map(toOutboxMail), total, pageSize: OUTBOX_PAGE_SIZE };
    },
  );

  app.get(
    '/outbox/:id',
    {
      schema: {
        summary: 'One mail with its HTML and text parts, secret links masked, until it is sent (admins; audited)',
        params: idParams,
        response: { 200: outboxMailDetail },
      },
    },
    async (request) => toOutboxMailDetail(await readMail(app.db, request.actor, request.params.id)),
  );

  app.post(
    '/outbox/:id/retry',
    { schema: { summary: 'Send a failed mail again (admins)', params: idParams, response: { 200: outboxMailDetail } } },
    async (request) => toOutboxMailDetail(await retryMail(app.db, request.actor, request.params.id)),
  );
};

export default outboxRoutes;
