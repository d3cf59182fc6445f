// The app taking payments through Stripe's SDK against the local fake Stripe API, and signed notifications to send it.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { Config, StripeSettings } from '../config/config.ts';
import { type FakeStripeApi, startFakeStripeApi } from './fakeStripeApi.ts';
import { type TestApp, useTestApp } from './testApp.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret';

export interface StripeTestApp extends TestApp {
  fakeStripe: FakeStripeApi;
}

export function useStripeTestApp(overrides: Partial<Config> = {}): StripeTestApp {
  const stripeSettings: StripeSettings = {
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: null,
  };
  const handle = {} as { fakeStripe: FakeStripeApi };
  // Registered before useTestApp, so the fake API is listening when the app reads its address.
  beforeAll(async () => {
    handle.fakeStripe = await startFakeStripeApi();
    stripeSettings.apiBase = handle.fakeStripe.url;
  });
  afterAll(() => handle.fakeStripe.close());
  const t = useTestApp({ payments: { provider: 'stripe', stripe: stripeSettings }, ...overrides });
  return Object.defineProperties(t, { fakeStripe: { get: () => handle.fakeStripe } }) as StripeTestApp;
}

/** A notification as Stripe sends it, signed with the shop's secret unless a `signature` is given. */
export function sendWebhook(app: FastifyInstance, event: object, signature?: string) {
  const payload = JSON.stringify(event);
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({
    method: 'POST',
    url: '/api/orders/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

export function stripeEvent(type: string, object: object) {
  return { id: `evt_${Math.random().toString(16).slice(2)}`, object: 'event', type, data: { object } };
}
