import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { Unavailable } from '../../shared/errors.ts';
import { isReady } from './service.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'health', api: true, docs: 'Health' });

  app.get('/health', async () => {
    if (!(await app.database.ping())) throw new Unavailable('The database is not answering');
    return { status: 'ok' };
  });

  // For load balancers: send traffic here only once the database answers with the schema this code expects, and no
  // longer once the instance is shutting down.
  app.get('/ready', async () => {
    if (app.draining) throw new Unavailable('Not ready: shutting down');
    if (!(await isReady(app.database))) throw new Unavailable('Not ready: the database is not answering or not migrated');
    return { status: 'ready' };
  });
};

export default healthRoutes;
