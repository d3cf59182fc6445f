// Checkout: what the browser needs to know about payments, opening a hosted checkout, and confirming its payment into
// an order; the provider's notifications and the sandbox's own payment page come from the payments feature, told here
// how a paid session becomes its order. The provider is `app.payments` (app.ts).
import { type ClientConfig, confirmPaymentBody, createCheckoutBody } from '@atelier/domain';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { countingWrongCodes, toPrepaymentAnswer } from '../giftCards/index.ts';
import { latestShippingAddress, toOrder } from '../orders/index.ts';
import { sandboxRoutes, webhookRoutes } from '../payments/index.ts';
import { readShopMoney, readShopTax } from '../settings/index.ts';
import { limitCheckoutsOpened } from './checkoutRateLimit.ts';
import { confirmPayment, handlePaymentEvent } from './fulfilment.ts';
import { placePaidOrder } from './placePaidOrder.ts';
import { redeliver } from './redeliver.ts';
import { cancelCheckoutSession, createCheckoutSession } from './service.ts';

const checkoutApiRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'checkout', api: true, docs: 'Checkout' });
  const { payments } = app.config;
  const paymentsConfig = {
    paymentProvider: app.payments.name,
    stripePublishableKey: payments.provider === 'stripe' ? payments.stripe.publishableKey : null,
    demoPayments: payments.provider === 'sandbox' && payments.demo,
  };

  app.get('/api/config', async (): Promise<ClientConfig> => {
    const { currency, pricesIncludeTax } = await readShopTax(app.db);
    return { ...paymentsConfig, currency, pricesIncludeTax };
  });

  const createOptions = { onRequest: limitCheckoutsOpened(app), schema: { body: createCheckoutBody } };
  const countingWrongGiftCards = countingWrongCodes(app);
  app.post('/api/orders/create-checkout-session', createOptions, async (request, reply) => {
    const { hosted, prepayment } = await countingWrongGiftCards(request, reply, () =>
      createCheckoutSession(app.db, app.payments, request.actor, request.body, {
        caps: app.config.checkoutLimits,
        holdLimits: app.config.holdLimits,
        clientAddress: normalizeIP(request.ip),
        publicUrl: app.config.publicUrl,
      }),
    );
    // Counted here rather than by the page, which leaves for the payment page as the answer comes.
    await app.analytics.count(request, { type: 'checkout_started' });
    const opened = { id: hosted.providerSessionId, url: hosted.url };
    return prepayment ? { ...opened, ...toPrepaymentAnswer(prepayment, await readShopMoney(app.db)) } : opened;
  });

  app.post('/api/orders/cancel-checkout-session', { schema: { body: confirmPaymentBody } }, async (request) => {
    await cancelCheckoutSession(app.db, app.payments, request.actor, request.body.session_id);
    return { message: 'Checkout cancelled' };
  });

  app.post('/api/orders/confirm-payment', { schema: { body: confirmPaymentBody } }, async (request) => {
    const order = await confirmPayment(app.db, app.payments, request.actor, request.body.session_id, app.config.publicUrl);
    return { order: toOrder(order) };
  });

  await app.register(webhookRoutes, {
    prefix: '/api/orders',
    onPaymentEvent: (event) => handlePaymentEvent(app.db, app.payments, event, app.config.publicUrl),
  });
};

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(checkoutApiRoutes);
  await app.register(sandboxRoutes, {
    prefix: '/checkout/sandbox',
    placeOrder: (tx, session, payment) => placePaidOrder(tx, app.payments, session, payment, app.config.publicUrl),
    redeliver,
    savedAddress: latestShippingAddress,
  });
};

export default checkoutRoutes;
