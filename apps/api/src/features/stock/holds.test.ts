import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, productSizes, products } from '../../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser, makeSizedProduct } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { releaseExpiredHolds } from './holds.ts';

const t = useTestApp({ authAttemptsPerMinute: 1_000 });

async function stockOf(productId: string) {
  const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  const sizes = await t.db.select().from(productSizes).where(eq(productSizes.productId, productId));
  return { stock: row?.stock, ...Object.fromEntries(sizes.map((s) => [s.size, s.stock])) };
}

async function sessionsOf(userId: string) {
  return t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId));
}

function cancel(cookie: string | undefined, sessionId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/cancel-checkout-session',
    headers: cookie ? { cookie } : {},
    payload: { session_id: sessionId },
  });
}

/** Moves a session's page expiry into the past, so the sweep ends its hold. */
async function expire(providerSessionId: string, agoMinutes = 60) {
  await t.db
    .update(checkoutSessions)
    .set({ expiresAt: sql`now() - make_interval(mins => ${agoMinutes})` })
    .where(eq(checkoutSessions.providerSessionId, providerSessionId));
}

describe('checkout holding stock', () => {
  it('takes the stock of each line when the session opens, a sized line from its size', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 5 });
    const dress = await makeSizedProduct(t.db, { S: 2, M: 3 });
    const res = await openCheckout(t.app, cookie, user.id, [
      { _id: scarf.id, quantity: 2 },
      { _id: dress.id, quantity: 1, size: 'M' },
      { _id: dress.id, quantity: 1, size: 'M' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await stockOf(scarf.id)).toEqual({ stock: 3 });
    expect(await stockOf(dress.id)).toEqual({ stock: 3, S: 2, M: 1 });
    const [session] = await sessionsOf(user.id);
    expect(session?.lines.map((line) => [line.name, line.size, line.quantity])).toEqual([
      [scarf.name, null, 2],
      [dress.name, 'M', 2],
    ]);
  });

  it('answers 409 naming every short line with what is available, and creates nothing', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 1 });
    const dress = await makeSizedProduct(t.db, { S: 0, M: 4 });
    const res = await openCheckout(t.app, cookie, user.id, [
      { _id: scarf.id, quantity: 2 },
      { _id: dress.id, quantity: 1, size: 'S' },
      { _id: dress.id, quantity: 4, size: 'M' },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Some items in your cart are no longer in stock in that quantity',
      lines: [
        { _id: scarf.id, size: null, available: 1 },
        { _id: dress.id, size: 'S', available: 0 },
      ],
    });
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await stockOf(scarf.id)).toEqual({ stock: 1 });
    expect(await stockOf(dress.id)).toEqual({ stock: 4, S: 0, M: 4 });
  });

  it.each([
    ['a size of a one-size product', 'one-size', 'M', 'comes in one size only'],
    ['no size for a sized product', 'sized', undefined, 'Choose a size of'],
    ['a size the product is not made in', 'sized', 'XL', 'does not come in size XL'],
    ['a size off the scale', 'sized', 'XXL', 'Size must be one of: XS, S, M, L, XL'],
  ])('refuses %s with 400, holding nothing', async (_case, kind, size, message) => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const product = kind === 'sized' ? await makeSizedProduct(t.db, { M: 3 }) : await makeProduct(t.db, { stock: 3 });
    const before = await stockOf(product.id);
    const res = await openCheckout(t.app, cookie, user.id, [{ _id: product.id, quantity: 1, ...(size ? { size } : {}) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await stockOf(product.id)).toEqual(before);
  });

  it('names the product as the French page does when it refuses a size from a French page', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const dress = await makeSizedProduct(
      t.db,
      { M: 3 },
      { name: 'Wrap dress', translations: { fr: { name: 'Robe portefeuille' } } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: { cookie, 'accept-language': 'fr' },
      payload: { products: [{ _id: dress.id, quantity: 1, size: 'XL' }], userId: user.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Robe portefeuille n’existe pas en taille XL');
    const inEnglish = await openCheckout(t.app, cookie, user.id, [{ _id: dress.id, quantity: 1 }]);
    expect(inEnglish.json().message).toBe('Choose a size of Wrap dress');
  });

  it('keeps the stock taken once paid, and the order lines carry their sizes', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const dress = await makeSizedProduct(t.db, { L: 2 });
    const sessionId = (await openCheckout(t.app, cookie, user.id, [{ _id: dress.id, quantity: 2, size: 'L' }])).json().id;
    expect((await payOnSandboxPage(t.app, sessionId)).statusCode).toBe(303);
    const confirmed = await confirmPayment(t.app, cookie, sessionId);
    expect(confirmed.json().order.products).toMatchObject([{ productId: dress.id, size: 'L', quantity: 2 }]);
    await expire(sessionId);
    await releaseExpiredHolds(t.db);
    expect(await stockOf(dress.id)).toEqual({ stock: 0, L: 0 });
  });

  it('gives the stock back once the page has expired, even with two instances sweeping at once', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const dress = await makeSizedProduct(t.db, { XS: 3 });
    const sessionId = (await openCheckout(t.app, cookie, user.id, [{ _id: dress.id, quantity: 3, size: 'XS' }])).json().id;
    expect(await stockOf(dress.id)).toEqual({ stock: 0, XS: 0 });

    await expire(sessionId);
    await Promise.all([releaseExpiredHolds(t.db), releaseExpiredHolds(t.db)]);
    expect(await stockOf(dress.id)).toEqual({ stock: 3, XS: 3 });
    expect((await sessionsOf(user.id))[0]?.status).toBe('expired');
  });

  it('lets the next shopper buy what an abandoned checkout held, without waiting for a sweep', async () => {
    const first = await makeSignedInUser(t.app, t.db);
    const second = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 1 });
    const abandoned = (await openCheckout(t.app, first.cookie, first.user.id, [{ _id: scarf.id, quantity: 1 }])).json().id;
    expect((await openCheckout(t.app, second.cookie, second.user.id, [{ _id: scarf.id, quantity: 1 }])).statusCode).toBe(409);

    await expire(abandoned);
    expect((await openCheckout(t.app, second.cookie, second.user.id, [{ _id: scarf.id, quantity: 1 }])).statusCode).toBe(200);
    expect(await stockOf(scarf.id)).toEqual({ stock: 0 });
  });

  it('refuses payment on the sandbox page once it has expired, charging nothing', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 2 });
    const sessionId = (await openCheckout(t.app, cookie, user.id, [{ _id: scarf.id, quantity: 1 }])).json().id;
    await expire(sessionId, 1);
    const res = await payOnSandboxPage(t.app, sessionId);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This checkout has expired and nothing was charged.');
    expect((await confirmPayment(t.app, cookie, sessionId)).statusCode).toBe(402);
  });

  it('gives the stock back when the customer cancels, once however often they cancel', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 4 });
    const sessionId = (await openCheckout(t.app, cookie, user.id, [{ _id: scarf.id, quantity: 3 }])).json().id;
    const answers = await Promise.all([cancel(cookie, sessionId), cancel(cookie, sessionId)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json()).toEqual({ message: 'Checkout cancelled' });
    expect(await stockOf(scarf.id)).toEqual({ stock: 4 });
    expect((await payOnSandboxPage(t.app, sessionId)).statusCode).toBe(400);
  });

  it('refuses to cancel someone else’s checkout, or one already paid', async () => {
    const owner = await makeSignedInUser(t.app, t.db);
    const other = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 4 });
    const sessionId = (await openCheckout(t.app, owner.cookie, owner.user.id, [{ _id: scarf.id, quantity: 1 }])).json().id;
    expect((await cancel(undefined, sessionId)).statusCode).toBe(401);
    expect((await cancel(other.cookie, sessionId)).statusCode).toBe(403);
    await payOnSandboxPage(t.app, sessionId);
    const paid = await cancel(owner.cookie, sessionId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ message: 'This checkout has been paid' });
    expect(await stockOf(scarf.id)).toEqual({ stock: 3 });
  });
});
