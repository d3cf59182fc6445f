// The provider's payment notifications. Signatures cover the exact bytes sent, so this plugin alone keeps bodies raw.
import type { FastifyPluginAsync } from 'fastify';
import { handlePaymentEvent } from './fulfilment.ts';

const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/webhook', { config: { allowCrossSite: true } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const event = app.payments.parseWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
    await handlePaymentEvent(app.db, app.payments, event, app.config.publicUrl);
    return { received: true };
  });
};

export default webhookRoutes;
