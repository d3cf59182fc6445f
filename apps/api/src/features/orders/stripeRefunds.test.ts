import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, outboxMails, products, refunds } from '../../db/schema.ts';
import { confirmPayment, openCheckout } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { sendWebhook, stripeEvent, useStripeTestApp } from '../../test/stripeTestApp.ts';

// The app's sweeps run on the test's clock, a minute passing when a test says: installed before the app starts, so
// the refund sweeper's timer is on it.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterAll(() => {
  vi.useRealTimers();
});

const t = useStripeTestApp();
const A_MINUTE_MS = 60_000;

/** A customer's order of two dresses at $159.99 unless told otherwise, paid on Stripe's page: $335.98 with the tax. */
async function paidThroughStripe({ priceCents = 15_999, quantity = 2 } = {}) {
  const customer = await makeSignedInUser(t.app, t.db);
  const admin = await makeSignedInUser(t.app, t.db, 'admin');
  const product = await makeProduct(t.db, { name: 'Velvet dress', priceCents, stock: 10 });
  const opened = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: product.id, quantity }]);
  const sessionId = opened.json<{ id: string }>().id;
  const paid = t.fakeStripe.pay(sessionId);
  const confirmed = await confirmPayment(t.app, customer.cookie, sessionId);
  const order = confirmed.json().order;
  return { customer, admin, product, order, paymentIntent: paid.payment_intent ?? '' };
}

const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const stockOf = async (productId: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock;
const refundMailsTo = async (email: string) =>
  (await t.db.select().from(outboxMails).where(eq(outboxMails.to, email))).filter((mail) => mail.subject.includes('refund'));

/** Ages a pending refund past the minute the sweeper leaves to the request that recorded it, then lets a minute pass. */
async function sweepAMinuteLater(refundId: string) {
  await t.db.update(refunds).set({ createdAt: sql`now() - make_interval(mins => 2)` }).where(eq(refunds.id, refundId));
  await vi.advanceTimersByTimeAsync(A_MINUTE_MS);
}

describe('refunds through Stripe', () => {
  it('refunds one dress through Stripe’s Refunds API, naming the request with an idempotency key', async () => {
    const { admin, order, paymentIntent, product } = await paidThroughStripe();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refunds`,
      headers: { cookie: admin.cookie },
      payload: { lines: [{ lineId: order.products[0]._id, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refund.amount).toBe(167.99);
    const sent = t.fakeStripe.refundRequests.at(-1);
    expect(sent?.fields).toMatchObject({ payment_intent: paymentIntent, amount: '16799' });
    const [stored] = await refundsOf(order._id);
    expect(sent?.idempotencyKey).toBe(`refund-${stored?.id}`);
    expect(stored?.providerRefundId).toBe(t.fakeStripe.refunds.at(-1)?.id);
    const [stock] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    expect(stock?.stock).toBe(9);
  });

  it('cancels a pending order by refunding all of it through Stripe', async () => {
    const { customer, order, paymentIntent } = await paidThroughStripe();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(t.fakeStripe.refunds.filter((r) => r.payment_intent === paymentIntent)).toEqual([
      expect.objectContaining({ amount: 33_598 }),
    ]);
    expect((await orderRow(order._id))?.status).toBe('cancelled');
  });
});

describe('charge.refunded from Stripe', () => {
  it('records a refund made in Stripe’s dashboard once, however often the notification comes', async () => {
    const { order, paymentIntent } = await paidThroughStripe();
    const charge = t.fakeStripe.refundInDashboard(paymentIntent, 10_000);
    for (let i = 0; i < 2; i++) {
      const hook = await sendWebhook(t.app, stripeEvent('charge.refunded', charge));
      expect(hook.statusCode).toBe(200);
    }
    const recorded = await refundsOf(order._id);
    expect(recorded).toEqual([expect.objectContaining({ amountCents: 10_000, reason: 'provider', refundedBy: null })]);
    expect(await orderRow(order._id)).toMatchObject({ refundedCents: 10_000, status: 'pending' });
  });

  it('marks the order refunded when Stripe’s dashboard refunds what is left', async () => {
    const { order, paymentIntent } = await paidThroughStripe();
    await sendWebhook(t.app, stripeEvent('charge.refunded', t.fakeStripe.refundInDashboard(paymentIntent, 33_598)));
    expect(await orderRow(order._id)).toMatchObject({ refundedCents: 33_598, status: 'refunded' });
  });

  it('adds nothing for the notification of a refund the shop made itself', async () => {
    const { admin, order, paymentIntent } = await paidThroughStripe();
    await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/refunds`, headers: { cookie: admin.cookie } });
    await sendWebhook(t.app, stripeEvent('charge.refunded', t.fakeStripe.chargeOf(paymentIntent)));
    expect(await refundsOf(order._id)).toHaveLength(1);
    expect(await orderRow(order._id)).toMatchObject({ refundedCents: 33_598, status: 'refunded' });
  });

  it('refunds only what is left after a refund in Stripe’s dashboard when an admin then refunds the rest', async () => {
    const { admin, order, paymentIntent } = await paidThroughStripe({ priceCents: 2_500, quantity: 1 }); // $26.25
    await sendWebhook(t.app, stripeEvent('charge.refunded', t.fakeStripe.refundInDashboard(paymentIntent, 1_000)));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refunds`,
      headers: { cookie: admin.cookie },
    });
    // Stripe is asked first: what it was asked for is what the customer gets back, whatever the shop records after.
    const askedOfStripe = t.fakeStripe.refundRequests.filter((r) => r.fields.payment_intent === paymentIntent);
    expect(askedOfStripe.map((r) => r.fields.amount)).toEqual(['1625']);
    expect(res.statusCode).toBe(200);
    expect(res.json().refund.amount).toBe(16.25);
    expect(await orderRow(order._id)).toMatchObject({ refundedCents: 2_625, status: 'refunded' });
  });

  it('refuses a charge.refunded notification with a bad signature, recording nothing', async () => {
    const { order, paymentIntent } = await paidThroughStripe();
    const charge = t.fakeStripe.refundInDashboard(paymentIntent, 500);
    const res = await sendWebhook(t.app, stripeEvent('charge.refunded', charge), 't=1,v1=forged');
    expect(res.statusCode).toBe(400);
    expect(await refundsOf(order._id)).toHaveLength(0);
  });
});

describe('a refund Stripe does not answer', () => {
  afterEach(() => {
    t.fakeStripe.refundOutcome = 'answered';
  });

  it('is left pending with a 202 saying so, holding its amount, and the sweeper settles it exactly once', async () => {
    const { admin, customer, order, paymentIntent, product } = await paidThroughStripe();
    t.fakeStripe.refundOutcome = 'lost';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refunds`,
      headers: { cookie: admin.cookie },
      payload: { lines: [{ lineId: order.products[0]._id, quantity: 1 }] },
    });

    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      message:
        'The payment service has not confirmed this refund yet. It is recorded as pending and will be completed automatically.',
      refund: { amount: 167.99, status: 'pending' },
      order: { refundedAmount: 167.99, status: 'pending' },
    });
    const [pending] = await refundsOf(order._id);
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: null });
    expect(await stockOf(product.id)).toBe(8);
    expect(await refundMailsTo(customer.user.email)).toHaveLength(0);

    t.fakeStripe.refundOutcome = 'answered';
    await sweepAMinuteLater(pending?.id ?? '');
    await vi.waitFor(async () => expect((await refundsOf(order._id))[0]?.status).toBe('settled'));
    await sweepAMinuteLater(pending?.id ?? '');

    const madeByStripe = t.fakeStripe.refunds.filter((r) => r.payment_intent === paymentIntent);
    expect(madeByStripe).toEqual([expect.objectContaining({ amount: 16_799 })]);
    const asked = t.fakeStripe.refundRequests.filter((r) => r.fields.payment_intent === paymentIntent);
    expect(asked.length).toBeGreaterThan(1);
    expect(new Set(asked.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${pending?.id}`]));
    expect(await refundsOf(order._id)).toEqual([
      expect.objectContaining({ status: 'settled', providerRefundId: madeByStripe[0]?.id, amountCents: 16_799 }),
    ]);
    expect(await stockOf(product.id)).toBe(9);
    expect(await refundMailsTo(customer.user.email)).toHaveLength(1);
    expect(await orderRow(order._id)).toMatchObject({ refundedCents: 16_799, status: 'pending' });
  });

  it('refunds nothing and holds nothing when Stripe refuses the refund', async () => {
    const { admin, order, product } = await paidThroughStripe();
    t.fakeStripe.refundOutcome = 'refused';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refunds`,
      headers: { cookie: admin.cookie },
    });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This payment has already been refunded at the payment service' });
    expect(await refundsOf(order._id)).toHaveLength(0);
    expect(await orderRow(order._id)).toMatchObject({ refundedCents: 0, status: 'pending' });
    expect(await stockOf(product.id)).toBe(8);
  });
});
