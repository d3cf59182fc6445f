import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, orders, products } from '../../db/schema.ts';
import { confirmPayment, openCheckout } from '../../test/checkoutSteps.ts';
import { makeProduct, makePromotion, makeShippingMethod, makeShippingZone, makeSignedInUser } from '../../test/factories.ts';
import { FAKE_SHIPPING } from '../../test/fakeStripeApi.ts';
import { sendWebhook, stripeEvent, useStripeTestApp } from '../../test/stripeTestApp.ts';
import { testConfig } from '../../test/testApp.ts';

const t = useStripeTestApp();

async function stripeCheckout() {
  const customer = await makeSignedInUser(t.app, t.db);
  const product = await makeProduct(t.db, { name: 'Velvet dress', priceCents: 15_999, image: '/images/dress.webp' });
  const res = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: product.id, quantity: 2, price: 0.01 }]);
  expect(res.statusCode).toBe(200);
  return { customer, product, sessionId: res.json<{ id: string }>().id, url: res.json<{ url: string }>().url };
}

async function ordersOf(providerSessionId: string) {
  const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, providerSessionId));
  return t.db
    .select()
    .from(orders)
    .where(eq(orders.checkoutSessionId, session?.id ?? ''));
}

describe('checkout through Stripe', () => {
  it('tells the browser that Stripe is used, with the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_fake',
      demoPayments: false,
      currency: 'USD',
      pricesIncludeTax: false,
    });
  });

  it('opens a Stripe Checkout Session priced from the database, with the tax as its own line', async () => {
    const { customer, product, sessionId, url } = await stripeCheckout();
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const sent = t.fakeStripe.createRequests.at(-1);
    const [stored] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId));
    expect(sent).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '15999',
      'line_items[0][price_data][product_data][name]': product.name,
      'line_items[0][price_data][product_data][images][0]': 'http://localhost:3000/images/dress.webp',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '1600',
      'line_items[1][price_data][product_data][name]': 'Tax (5%)',
      success_url: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/?checkout=cancelled',
      customer_email: customer.user.email,
      'metadata[checkoutId]': stored?.id,
    });
    expect(stored).toMatchObject({ provider: 'stripe', totalCents: 33_598, status: 'open' });
  });

  it('asks Stripe’s page for a shipping address in the countries the shop ships to', async () => {
    await stripeCheckout();
    const sent = t.fakeStripe.createRequests.at(-1) ?? {};
    const countries = Object.entries(sent)
      .filter(([key]) => key.startsWith('shipping_address_collection[allowed_countries]'))
      .map(([, code]) => code);
    expect(countries.sort()).toEqual([...testConfig().shipToCountries].sort());
  });

  it('offers the zone of the chosen country: only that country, and its methods at fixed prices with delivery estimates', async () => {
    const zone = await makeShippingZone(t.db, { name: 'Far away', countries: ['JP'] });
    const slow = await makeShippingMethod(t.db, zone.id, {
      name: 'Sea mail',
      priceCents: 900,
      freeFromCents: 30_000,
      minDays: 20,
      maxDays: 30,
    });
    const fast = await makeShippingMethod(t.db, zone.id, { name: 'Air mail', priceCents: 2_500, minDays: 3, maxDays: 5 });
    await makeShippingMethod(t.db, zone.id, { name: 'Paused', priceCents: 100, active: false });
    const customer = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db, { priceCents: 15_999 });
    const res = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: product.id, quantity: 2 }], {
      shippingCountry: 'JP',
    });
    expect(res.statusCode).toBe(200);
    const sessionId = res.json<{ id: string }>().id;
    const sent = t.fakeStripe.createRequests.at(-1) ?? {};
    expect(sent['shipping_address_collection[allowed_countries][0]']).toBe('JP');
    expect(sent['shipping_address_collection[allowed_countries][1]']).toBeUndefined();
    // $319.98 of goods reach the free threshold of sea mail: it is offered free, and first.
    expect(t.fakeStripe.sessions.get(sessionId)?.shipping_options).toEqual([
      { amount: 0, displayName: 'Sea mail', minimumDays: 20, maximumDays: 30, metadata: { methodId: slow.id } },
      { amount: 2_500, displayName: 'Air mail', minimumDays: 3, maximumDays: 5, metadata: { methodId: fast.id } },
    ]);
    expect(sent['shipping_options[0][shipping_rate_data][type]']).toBe('fixed_amount');
    expect(sent['shipping_options[0][shipping_rate_data][fixed_amount][currency]']).toBe('usd');
    expect(sent['shipping_options[0][shipping_rate_data][delivery_estimate][minimum][unit]']).toBe('business_day');

    t.fakeStripe.pay(sessionId, { ...FAKE_SHIPPING, address: { ...FAKE_SHIPPING.address, country: 'JP' } }, 1);
    const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
    expect(order.shipping).toEqual({ name: 'Air mail', price: 25, minDays: 3, maxDays: 5 });
    expect(order.totals).toEqual({
      subtotal: 319.98,
      discount: 0,
      shipping: 25,
      tax: 16,
      total: 360.98,
      taxIncluded: false,
      taxLines: [{ rate: 5, base: 319.98, tax: 16 }],
      currency: 'USD',
    });
    expect(order.amount).toBe(360.98);
  });

  it('gives the paid order the address the customer typed on Stripe’s page', async () => {
    const { customer, sessionId } = await stripeCheckout();
    t.fakeStripe.pay(sessionId);
    const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
    expect(order.shippingAddress).toEqual({
      name: FAKE_SHIPPING.name,
      line1: '1 Harbour Road',
      line2: 'Flat 2',
      city: 'Dublin',
      postalCode: 'D02 X285',
      country: 'IE',
    });
    expect(order.statusHistory).toEqual([{ status: 'pending', changedAt: expect.any(String) }]);
  });

  it('answers 402 until Stripe says the session is paid, then makes the order with the payment intent as its reference', async () => {
    const { customer, sessionId } = await stripeCheckout();
    expect((await confirmPayment(t.app, customer.cookie, sessionId)).statusCode).toBe(402);
    const paid = t.fakeStripe.pay(sessionId);
    const res = await confirmPayment(t.app, customer.cookie, sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ orderId: paid.payment_intent, amount: 335.98, email: customer.user.email });
  });

  it("charges the shop's discounted total to the cent: the discount goes to Stripe as a one-off coupon", async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db, { priceCents: 15_999 });
    await makePromotion(t.db, { code: 'STRIPE15', label: 'Fifteen percent off', value: 15 });
    const opened = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: product.id, quantity: 3 }], {
      code: 'STRIPE15',
    });
    const sessionId: string = opened.json().id;

    const coupon = [...t.fakeStripe.coupons.values()].at(-1);
    // 15 % of $479.97, rounded to the cent, taken off once.
    expect(coupon).toMatchObject({ amount_off: 7_200, currency: 'usd', duration: 'once', max_redemptions: 1 });
    expect(t.fakeStripe.createRequests.at(-1)).toMatchObject({ 'discounts[0][coupon]': coupon?.id });
    const paid = t.fakeStripe.pay(sessionId);
    const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
    expect(paid.amount_total).toBe(Math.round(order.amount * 100));
    expect(order.totals).toMatchObject({ subtotal: 479.97, discount: 72, tax: 20.4 });
  });
});

describe('stock held through Stripe', () => {
  const stockOf = async (productId: string) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock;
  const cancel = (cookie: string, sessionId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-checkout-session',
      headers: { cookie },
      payload: { session_id: sessionId },
    });

  it('asks Stripe to close the page after the 30 minutes the stock is held', async () => {
    const before = Math.floor(Date.now() / 1000);
    await stripeCheckout();
    const expiresAt = Number(t.fakeStripe.createRequests.at(-1)?.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(expiresAt).toBeLessThanOrEqual(before + 32 * 60);
  });

  it('gives the stock back when Stripe says the page expired unpaid', async () => {
    const { product, sessionId } = await stripeCheckout();
    expect(await stockOf(product.id)).toBe(48);
    const [stored] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId));
    const expired = { id: sessionId, metadata: { checkoutId: stored?.id }, status: 'expired', payment_status: 'unpaid' };
    expect((await sendWebhook(t.app, stripeEvent('checkout.session.expired', expired))).statusCode).toBe(200);
    expect((await sendWebhook(t.app, stripeEvent('checkout.session.expired', expired))).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(50);
  });

  it('closes the Stripe page before giving the stock back when the customer cancels', async () => {
    const { customer, product, sessionId } = await stripeCheckout();
    expect((await cancel(customer.cookie, sessionId)).statusCode).toBe(200);
    expect(t.fakeStripe.sessions.get(sessionId)?.status).toBe('expired');
    expect(await stockOf(product.id)).toBe(50);
  });

  it('keeps the stock of a session paid on Stripe’s page meanwhile, refusing the cancel', async () => {
    const { customer, product, sessionId } = await stripeCheckout();
    t.fakeStripe.pay(sessionId);
    expect((await cancel(customer.cookie, sessionId)).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(48);
  });
});

describe('Stripe webhook', () => {
  it('fulfils a completed, paid session once, however the success page races it', async () => {
    const { customer, sessionId } = await stripeCheckout();
    const paid = t.fakeStripe.pay(sessionId);
    const [hook, page] = await Promise.all([
      sendWebhook(t.app, stripeEvent('checkout.session.completed', paid)),
      confirmPayment(t.app, customer.cookie, sessionId),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toEqual({ received: true });
    expect(page.json().order.orderId).toBe(paid.payment_intent);
    expect(await ordersOf(sessionId)).toHaveLength(1);
  });

  it('fulfils a delayed payment when it succeeds, with the address the notification carries', async () => {
    const { sessionId } = await stripeCheckout();
    const paid = t.fakeStripe.pay(sessionId, {
      name: 'Katherine Johnson',
      address: { line1: '5 Rue Royale', line2: null, city: 'Paris', postal_code: '75008', country: 'FR', state: null },
    });
    const hook = await sendWebhook(t.app, stripeEvent('checkout.session.async_payment_succeeded', paid));
    expect(hook.statusCode).toBe(200);
    expect(await ordersOf(sessionId)).toMatchObject([
      {
        orderId: paid.payment_intent,
        amountCents: 33_598,
        shippingName: 'Katherine Johnson',
        shippingLine1: '5 Rue Royale',
        shippingLine2: null,
        shippingCity: 'Paris',
        shippingPostalCode: '75008',
        shippingCountry: 'FR',
      },
    ]);
  });

  it('reads the address from a notification in an older API version’s shape too', async () => {
    const { sessionId } = await stripeCheckout();
    const { collected_information: _newer, ...paid } = t.fakeStripe.pay(sessionId);
    const hook = await sendWebhook(t.app, stripeEvent('checkout.session.completed', paid));
    expect(hook.statusCode).toBe(200);
    expect(await ordersOf(sessionId)).toMatchObject([{ shippingName: FAKE_SHIPPING.name, shippingCity: 'Dublin' }]);
  });

  it('makes no order for a completed session whose payment is still pending', async () => {
    const { sessionId } = await stripeCheckout();
    const unpaid = t.fakeStripe.sessions.get(sessionId);
    const hook = await sendWebhook(t.app, stripeEvent('checkout.session.completed', { ...unpaid, status: 'complete' }));
    expect(hook.statusCode).toBe(200);
    expect(await ordersOf(sessionId)).toEqual([]);
  });

  it('refuses a notification with a bad signature and makes no order', async () => {
    const { sessionId } = await stripeCheckout();
    const paid = t.fakeStripe.pay(sessionId);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: '{}', secret: 'whsec_someone_else' });
    const res = await sendWebhook(t.app, stripeEvent('checkout.session.completed', paid), forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid Stripe signature' });
    expect(await ordersOf(sessionId)).toEqual([]);
  });

  it('refuses a notification without a signature', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Missing Stripe signature' });
  });

  it('acknowledges a paid session the shop never opened without making an order', async () => {
    const before = await t.db.select().from(orders);
    const hook = await sendWebhook(
      t.app,
      stripeEvent('checkout.session.completed', {
        id: 'cs_test_elsewhere',
        payment_status: 'paid',
        payment_intent: 'pi_x',
        metadata: {},
      }),
    );
    expect(hook.statusCode).toBe(200);
    expect(await t.db.select().from(orders)).toHaveLength(before.length);
  });
});
