import { DEMO_PAYMENTS_NOTICE } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { openCheckout } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// A production shop started with PAYMENTS=sandbox: a demo that takes no real payment.
const t = useTestApp({ payments: { provider: 'sandbox', demo: true } });

describe('a demo shop', () => {
  it('tells the browser that no real payment is taken, so every page can say so', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      paymentProvider: 'sandbox',
      stripePublishableKey: null,
      demoPayments: true,
      currency: 'USD',
      pricesIncludeTax: false,
    });
  });

  it('says plainly on the payment page that no real payment is taken', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db);
    const opened = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: product.id, quantity: 1 }]);
    const page = await t.app.inject({ method: 'GET', url: `/checkout/sandbox/${opened.json<{ id: string }>().id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(DEMO_PAYMENTS_NOTICE);
  });
});
