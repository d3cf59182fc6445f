// Whatever path changes the stock (a refund, a cancellation, the hold sweeper, a payment service's notification, an
// import), the next answer and the next page show it: none of them names the copies it outdates.
import { totalsCents } from '@atelier/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions } from '../db/schema.ts';
import { releaseExpiredHolds } from '../features/stock/index.ts';
import { answeredFromCopy } from '../test/answeredFromCopy.ts';
import { openCheckout } from '../test/checkoutSteps.ts';
import { makeOrder, makeProduct, makeSignedInUser } from '../test/factories.ts';
import { fakeWebBuild } from '../test/fakeWebBuild.ts';
import { sendWebhook, stripeEvent, useStripeTestApp } from '../test/stripeTestApp.ts';

const t = useStripeTestApp({
  webDistDir: fakeWebBuild(),
  copyFreshMs: 60_000,
  cacheHitHeader: true,
  authAttemptsPerMinute: 1_000,
});

const asked = (url: string) => t.app.inject({ url });
/** A copy's answer: the test proves there is a copy to outdate before it changes anything. */
const fromCopy = (url: string) => answeredFromCopy(t.app, url);

/** The stock the product's answer and page show, each read by `read`. */
async function shownStock(productId: string, read: typeof asked = asked) {
  const answer = (await read(`/api/products/${productId}`)).json().product.stock as number;
  const page = (await read(`/shop/${productId}`)).body;
  return { answer, page: Number(/In stock: (\d+)/.exec(page)?.[1]) };
}

/** A pending order of 2 of a product with 5 left on the shelf. */
async function pendingOrder() {
  const customer = await makeSignedInUser(t.app, t.db);
  const admin = await makeSignedInUser(t.app, t.db, 'admin');
  const product = await makeProduct(t.db, { priceCents: 2_000, stock: 5 });
  const lines = [{ productId: product.id, name: product.name, priceCents: 2_000, quantity: 2 }];
  const order = await makeOrder(t.db, {
    userId: customer.user.id,
    email: customer.user.email,
    status: 'pending',
    amountCents: totalsCents(lines).totalCents,
    lines,
  });
  return { customer, admin, product, order };
}

/** A checkout holding 2 of a product that had 5. */
async function heldCheckout() {
  const customer = await makeSignedInUser(t.app, t.db);
  const product = await makeProduct(t.db, { priceCents: 2_000, stock: 5 });
  const res = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: product.id, quantity: 2 }]);
  expect(res.statusCode).toBe(200);
  return { product, sessionId: res.json<{ id: string }>().id };
}

describe('the next answer and page after a change to the stock', () => {
  it('show the stock an admin’s refund put back', async () => {
    const { admin, product, order } = await pendingOrder();
    expect(await shownStock(product.id, fromCopy)).toEqual({ answer: 5, page: 5 });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/refunds`,
      headers: { cookie: admin.cookie },
    });
    expect(refund.statusCode).toBe(200);
    expect(await shownStock(product.id)).toEqual({ answer: 7, page: 7 });
  });

  it('show the stock a customer’s cancellation put back', async () => {
    const { customer, product, order } = await pendingOrder();
    expect(await shownStock(product.id, fromCopy)).toEqual({ answer: 5, page: 5 });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: { cookie: customer.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await shownStock(product.id)).toEqual({ answer: 7, page: 7 });
  });

  it('show the stock the hold sweeper released, within a second', async () => {
    const { product, sessionId } = await heldCheckout();
    expect(await shownStock(product.id, fromCopy)).toEqual({ answer: 3, page: 3 });
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(checkoutSessions.providerSessionId, sessionId));
    expect(await releaseExpiredHolds(t.db)).toBe(1);
    await expect.poll(() => shownStock(product.id), { timeout: 1_000 }).toEqual({ answer: 5, page: 5 });
  });

  it('show the stock a payment service’s notification of an expired checkout released', async () => {
    const { product, sessionId } = await heldCheckout();
    expect(await shownStock(product.id, fromCopy)).toEqual({ answer: 3, page: 3 });
    const expired = { ...t.fakeStripe.sessions.get(sessionId), status: 'expired' };
    expect((await sendWebhook(t.app, stripeEvent('checkout.session.expired', expired))).statusCode).toBe(200);
    expect(await shownStock(product.id)).toEqual({ answer: 5, page: 5 });
  });

  it('show a product added by an import in the next listing', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const total = async (read = asked) => (await read('/api/products')).json().totalProducts as number;
    const before = await total(fromCopy);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/products/import/confirm',
      headers: { cookie: admin.cookie, 'content-type': 'text/csv' },
      payload:
        'name,category,color,price,old_price,description,image,stock,sizes\nImported bangle,accessories,gold,24.50,,A bangle,,9,\n',
    });
    expect(imported.statusCode).toBe(201);
    expect(await total()).toBe(before + 1);
  });
});
