import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Unavailable } from '../../errors.ts';
import { featurePolicy } from '../../routePolicy.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'health', api: true, docs: 'Health' });

  app.get('/health', async () => {
    if (!(await app.database.ping())) throw new Unavailable('The database is not answering');
    return { status: 'ok' };
  });
};

export default healthRoutes;
