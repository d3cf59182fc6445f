// What the browser needs to know about payments before checkout.
import type { ClientConfig } from '@atelier/domain';
import type { FastifyPluginAsync } from 'fastify';

const configRoutes: FastifyPluginAsync = async (app) => {
  const clientConfig: ClientConfig = {
    paymentProvider: app.config.stripe ? 'stripe' : 'sandbox',
    stripePublishableKey: app.config.stripe?.publishableKey ?? null,
  };
  app.get('/config', async () => clientConfig);
};

export default configRoutes;
