import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Unavailable } from '../../errors.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async () => {
    if (!(await app.database.ping())) throw new Unavailable('The database is not answering');
    return { status: 'ok' };
  });
};

export default healthRoutes;
