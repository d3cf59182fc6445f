import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../routePolicy.ts';
import { adminStats, userStats } from './service.ts';

const idParams = z.object({ id: z.string() });

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'stats', api: true, docs: 'Stats' });
  app.get('/user-stats/:id', { schema: { params: idParams } }, (request) => userStats(app.db, request.actor, request.params.id));
  // The shop's figures are the same for every admin; any change in the shop can change them.
  app.get('/admin-stats', { config: { sharedAnswer: { servesTo: 'admins', revalidated: false } } }, (request) =>
    adminStats(app.db, request.actor),
  );
};

export default statsRoutes;
