// GET /api/channels (admins): the feeds' addresses, how many products each lists and those left out, with why; and
// PUT /api/channels/token to require a secret token in the addresses, or no longer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { requireFeedToken, salesChannels } from './service.ts';

const tokenBody = z.object({ required: z.boolean({ error: 'required must be true or false' }) });

const channelsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'channels', api: true, docs: 'Channels' });

  app.get('/channels', { schema: { summary: 'The product feeds and the products they leave out (admins)' } }, async (request) =>
    salesChannels(app.db, request.actor, app.config.publicUrl),
  );

  app.put(
    '/channels/token',
    { schema: { summary: 'Require a new secret token in the feeds’ addresses, or none (admins)', body: tokenBody } },
    async (request) => {
      await requireFeedToken(app.db, request.actor, request.body.required);
      return salesChannels(app.db, request.actor, app.config.publicUrl);
    },
  );
};

export default channelsRoutes;
