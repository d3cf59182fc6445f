// Free accounts cannot take the shop off sale by holding its stock in checkouts they never pay (decision 470): open
// checkouts share a cap per client address and per product, and a new account's hold is short. The shop runs behind
// its proxy, which names each client in X-Forwarded-For.
import { randomUUID } from 'node:crypto';
import { MAX_LINES_PER_CHECKOUT, MAX_QUANTITY_PER_LINE, type Size } from '@atelier/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { checkoutSessions, orders, products } from '../../db/schema.ts';
import { type CartLine, confirmPayment, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser, makeSizedProduct, makeUser, signIn } from '../../test/factories.ts';
import { testConfig, useTestApp } from '../../test/testApp.ts';
import { releaseExpiredHolds } from '../stock/index.ts';

const PROXY = '127.0.0.1';
const t = useTestApp({ trustProxy: PROXY });
const { unitsPerAddress, newAccountHoldMs } = testConfig().holdLimits;

let nextNetwork = 0;
/** A client address of its own (a /64 of its own), as the proxy names it. */
const freshAddress = () => `2001:db8:470:${(++nextNetwork).toString(16)}::1`;

interface Account {
  id: string;
  cookie: string;
}

/** Registers an account through the shop from `address` and signs it in: nothing confirms the email. */
async function registerFrom(address: string): Promise<Account> {
  const email = `hoarder-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'a-long-enough-password';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'x-forwarded-for': address },
    payload: { username: `hoarder-${randomUUID().slice(0, 6)}`, email, password },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().user._id, cookie: await signIn(t.app, email, password) };
}

function openFrom(address: string, account: Account, products: CartLine[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: { cookie: account.cookie, 'x-forwarded-for': address },
    payload: { products, userId: account.id },
  });
}

/** What the storefront shows on sale of a product: its stock, and each size's. */
async function onSale(productId: string): Promise<{ stock: number; sizes: { size: Size; stock: number }[] }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
  const { stock, sizes } = res.json().product;
  return { stock, sizes };
}

/** A shop of 18 coats with 50 each and 2 dresses with 50 in S and M: a cart of 20 lines of 10 takes a tenth of all. */
async function stockedShop() {
  const coats = await Promise.all(Array.from({ length: 18 }, () => makeProduct(t.db, { stock: 50 })));
  const dresses = await Promise.all(Array.from({ length: 2 }, () => makeSizedProduct(t.db, { S: 50, M: 50 })));
  const lines: CartLine[] = [
    ...coats.map((coat) => ({ _id: coat.id, quantity: MAX_QUANTITY_PER_LINE })),
    ...dresses.flatMap((dress) => [{ _id: dress.id, quantity: MAX_QUANTITY_PER_LINE, size: 'S' }]),
  ];
  expect(lines).toHaveLength(MAX_LINES_PER_CHECKOUT);
  return { ids: [...coats, ...dresses].map((product) => product.id), lines };
}

async function expectHalfOfEverythingOnSale(ids: string[]) {
  for (const id of ids) {
    const { stock, sizes } = await onSale(id);
    expect(stock).toBeGreaterThanOrEqual(sizes.length > 0 ? 50 : 25);
    for (const size of sizes) expect(size.stock).toBeGreaterThanOrEqual(25);
  }
}

/** Units held by the accounts' open checkouts, read from their rows. */
async function unitsHeldBy(accounts: Account[]): Promise<number> {
  const sessions = await t.db
    .select({ heldLines: checkoutSessions.heldLines })
    .from(checkoutSessions)
    .where(
      and(
        inArray(
          checkoutSessions.userId,
          accounts.map((account) => account.id),
        ),
        eq(checkoutSessions.status, 'open'),
      ),
    );
  return sessions.flatMap((session) => session.heldLines).reduce((sum, line) => sum + line.quantity, 0);
}

describe('five new accounts each checking out 20 lines of 10', () => {
  it('leave at least half of every product and size on sale when they come from one address', async () => {
    const shop = await stockedShop();
    const address = freshAddress();
    const hoarders = [];
    for (let i = 0; i < 5; i++) hoarders.push(await registerFrom(address));

    for (const hoarder of hoarders) expect((await openFrom(address, hoarder, shop.lines)).statusCode).toBe(200);

    await expectHalfOfEverythingOnSale(shop.ids);
    expect(await unitsHeldBy(hoarders)).toBeLessThanOrEqual(unitsPerAddress);
  });

  it('leave at least half of every product and size on sale when they come from five addresses', async () => {
    const shop = await stockedShop();
    const addresses = Array.from({ length: 5 }, freshAddress);
    const hoarders = [];
    for (const address of addresses) hoarders.push({ address, account: await registerFrom(address) });

    for (const { address, account } of hoarders) expect((await openFrom(address, account, shop.lines)).statusCode).toBe(200);

    await expectHalfOfEverythingOnSale(shop.ids);
  });

  it('still let the next shopper’s checkout of a few items hold them', async () => {
    const shop = await stockedShop();
    const address = freshAddress();
    for (let i = 0; i < 5; i++) await openFrom(address, await registerFrom(address), shop.lines);
    const [coat = '', dress = ''] = [shop.ids[0], shop.ids[19]];
    const before = [await onSale(coat), await onSale(dress)];

    const shopper = await makeSignedInUser(t.app, t.db);
    const res = await openFrom(freshAddress(), { id: shopper.user.id, cookie: shopper.cookie }, [
      { _id: coat, quantity: 2 },
      { _id: dress, quantity: 1, size: 'M' },
    ]);

    expect(res.statusCode).toBe(200);
    expect((await onSale(coat)).stock).toBe((before[0]?.stock ?? 0) - 2);
    expect((await onSale(dress)).sizes.find((size) => size.size === 'M')?.stock).toBe(50 - 1);
  });
});

describe('checkouts from one address at the same moment', () => {
  it(`hold no more than ${unitsPerAddress} units together, each asking for products of its own`, async () => {
    const address = freshAddress();
    const accounts = [];
    for (let i = 0; i < 8; i++) accounts.push(await registerFrom(address));
    // Disjoint carts lock no product in common: only the address makes them take turns.
    const carts = await Promise.all(
      accounts.map(() => Promise.all(Array.from({ length: 5 }, () => makeProduct(t.db, { stock: 100 })))),
    );

    const answers = await Promise.all(
      accounts.map((account, i) =>
        openFrom(
          address,
          account,
          (carts[i] ?? []).map((coat) => ({ _id: coat.id, quantity: 10 })),
        ),
      ),
    );

    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(await unitsHeldBy(accounts)).toBe(unitsPerAddress);
    const taken = await Promise.all(carts.flat().map(async (coat) => 100 - (await onSale(coat.id)).stock));
    expect(taken.reduce((sum, units) => sum + units, 0)).toBe(unitsPerAddress);
  });
});

describe('a line a checkout could not hold', () => {
  /** A product of which a hoarder's checkout holds half and a second checkout asks the rest but holds none. */
  async function unheldLine() {
    const ring = await makeProduct(t.db, { stock: 20 });
    const first = await makeSignedInUser(t.app, t.db);
    await openFrom(freshAddress(), { id: first.user.id, cookie: first.cookie }, [{ _id: ring.id, quantity: 10 }]);
    const customer = await makeSignedInUser(t.app, t.db);
    const res = await openFrom(freshAddress(), { id: customer.user.id, cookie: customer.cookie }, [
      { _id: ring.id, quantity: 10 },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await onSale(ring.id)).stock).toBe(10);
    return { ring, customer, sessionId: res.json<{ id: string }>().id };
  }

  it('is taken from stock when it is paid for', async () => {
    const { ring, customer, sessionId } = await unheldLine();
    expect((await payOnSandboxPage(t.app, sessionId)).statusCode).toBe(303);
    const confirmed = await confirmPayment(t.app, customer.cookie, sessionId);
    expect(confirmed.json().order).toMatchObject({ status: 'pending', products: [{ productId: ring.id, quantity: 10 }] });
    expect((await onSale(ring.id)).stock).toBe(0);
  });

  it('is refunded in full when it sold out before the payment, taking nothing', async () => {
    const { ring, customer, sessionId } = await unheldLine();
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, ring.id));

    expect((await payOnSandboxPage(t.app, sessionId)).statusCode).toBe(303);
    const confirmed = await confirmPayment(t.app, customer.cookie, sessionId);

    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().order.status).toBe('cancelled');
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    expect(order?.refundedCents).toBe(order?.amountCents);
    expect((await onSale(ring.id)).stock).toBe(3);
  });
});

describe('a new account', () => {
  it('holds its checkout’s stock for a shorter time than its page takes payment; an older one for as long', async () => {
    const scarf = await makeProduct(t.db, { stock: 10 });
    const newcomer = await makeSignedInUser(t.app, t.db);
    const regular = await makeUser(t.db, { createdAt: new Date(Date.now() - 2 * 24 * 60 * 60_000) });
    const regularAccount = { id: regular.id, cookie: await signIn(t.app, regular.email) };
    const opened = Date.now();

    await openFrom(freshAddress(), { id: newcomer.user.id, cookie: newcomer.cookie }, [{ _id: scarf.id, quantity: 1 }]);
    await openFrom(freshAddress(), regularAccount, [{ _id: scarf.id, quantity: 1 }]);

    const [young] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, newcomer.user.id));
    const [older] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, regular.id));
    expect(young?.holdEndsAt.getTime()).toBeLessThanOrEqual(Date.now() + newAccountHoldMs);
    expect(young?.holdEndsAt.getTime()).toBeGreaterThanOrEqual(opened + newAccountHoldMs - 5_000);
    expect(young?.expiresAt.getTime()).toBeGreaterThan((young?.holdEndsAt.getTime() ?? 0) + 10 * 60_000);
    expect(older?.holdEndsAt).toEqual(older?.expiresAt);
  });

  it('gets its stock back on the shelf when its hold ends, and can still pay, taking it then', async () => {
    const scarf = await makeProduct(t.db, { stock: 4 });
    const newcomer = await makeSignedInUser(t.app, t.db);
    const res = await openFrom(freshAddress(), { id: newcomer.user.id, cookie: newcomer.cookie }, [
      { _id: scarf.id, quantity: 2 },
    ]);
    expect((await onSale(scarf.id)).stock).toBe(2);

    await t.db
      .update(checkoutSessions)
      .set({ holdEndsAt: sql`now() - interval '1 second'` })
      .where(eq(checkoutSessions.userId, newcomer.user.id));
    await releaseExpiredHolds(t.db);
    expect((await onSale(scarf.id)).stock).toBe(4);

    expect((await payOnSandboxPage(t.app, res.json().id)).statusCode).toBe(303);
    expect((await confirmPayment(t.app, newcomer.cookie, res.json().id)).json().order.status).toBe('pending');
    expect((await onSale(scarf.id)).stock).toBe(2);
  });
});

describe('the caps on what open checkouts hold', () => {
  const env = { NODE_ENV: 'test' };

  it('are read from the environment, with defaults that hold a few items as before', () => {
    expect(loadConfig(env).holdLimits).toEqual({
      percentOfStock: 50,
      unitsAlways: 5,
      unitsPerAddress: 100,
      newAccountMs: 24 * 60 * 60_000,
      newAccountHoldMs: 10 * 60_000,
    });
    const set = {
      ...env,
      HOLD_PERCENT_OF_STOCK: '30',
      HOLD_UNITS_ALWAYS: '2',
      HOLD_UNITS_PER_ADDRESS: '40',
      NEW_ACCOUNT_HOURS: '72',
      NEW_ACCOUNT_HOLD_MINUTES: '5',
    };
    expect(loadConfig(set).holdLimits).toEqual({
      percentOfStock: 30,
      unitsAlways: 2,
      unitsPerAddress: 40,
      newAccountMs: 72 * 60 * 60_000,
      newAccountHoldMs: 5 * 60_000,
    });
  });

  it.each([
    ['HOLD_PERCENT_OF_STOCK', '101'],
    ['HOLD_UNITS_PER_ADDRESS', '-1'],
    ['NEW_ACCOUNT_HOLD_MINUTES', '31'],
  ])('refuse to start with %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ ...env, [name]: value })).toThrow(name);
  });
});
