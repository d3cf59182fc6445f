// The provider's payment notifications. Signatures cover the exact bytes sent, so this plugin alone keeps bodies raw.
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentEvent } from './providers/provider.ts';

interface WebhookOptions {
  /** What the shop makes of a verified notification: an order, a hold given back, a refund recorded. */
  onPaymentEvent: (event: PaymentEvent) => Promise<unknown>;
}

const webhookRoutes: FastifyPluginAsync<WebhookOptions> = async (app, { onPaymentEvent }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/webhook', { config: { feature: 'payments', allowCrossSite: true } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const event = app.payments.parseWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
    await onPaymentEvent(event);
    return { received: true };
  });
};

export default webhookRoutes;
