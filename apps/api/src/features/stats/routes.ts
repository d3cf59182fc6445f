import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminStats, userStats } from './service.ts';

const idParams = z.object({ id: z.string() });

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user-stats/:id', { schema: { params: idParams } }, (request) => userStats(app.db, request.actor, request.params.id));
  app.get('/admin-stats', (request) => adminStats(app.db, request.actor));
};

export default statsRoutes;
