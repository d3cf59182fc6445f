// One account cannot take the catalogue off sale: what a checkout may hold, how many an account has open, and how
// often it may open one.
import { MAX_LINES_PER_CHECKOUT, MAX_QUANTITY_PER_LINE, SIZES } from '@atelier/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { checkoutSessions } from '../../db/schema.ts';
import { type CartLine, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser, makeSizedProduct } from '../../test/factories.ts';
import { testConfig, useTestApp } from '../../test/testApp.ts';
import { releaseExpiredHolds } from '../stock/index.ts';

const t = useTestApp();
const { perAccountPerHour, perIpPerHour } = testConfig().checkoutLimits;

let nextAddress = 0;
/** An address of its own, so that only the limit a test is about can be reached. */
const freshAddress = () => `2001:db8:280:${(++nextAddress).toString(16)}::1`;

function openFrom(remoteAddress: string, cookie: string | undefined, userId: string, products: CartLine[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: cookie ? { cookie } : {},
    payload: { products, userId },
    remoteAddress,
  });
}

async function openSessionsOf(userId: string) {
  return t.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')));
}

async function stockShown(productId: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
  return res.json().product.stock;
}

describe('one account checking out again and again', () => {
  it('leaves a product with 500 in stock on sale for the next shopper after 60 checkouts from one account', async () => {
    const hoarder = await makeSignedInUser(t.app, t.db);
    const shopper = await makeSignedInUser(t.app, t.db);
    const coat = await makeProduct(t.db, { stock: 500 });

    for (let i = 0; i < 60; i++) {
      await openCheckout(t.app, hoarder.cookie, hoarder.user.id, [{ _id: coat.id, quantity: 10 }]);
    }

    expect(await stockShown(coat.id)).toBeGreaterThanOrEqual(490);
    const res = await openCheckout(t.app, shopper.cookie, shopper.user.id, [{ _id: coat.id, quantity: 10 }]);
    expect(res.statusCode).toBe(200);
    expect(await stockShown(coat.id)).toBeGreaterThan(0);
  });

  it('leaves the catalogue on sale after one checkout asking for every product and size', async () => {
    const hoarder = await makeSignedInUser(t.app, t.db);
    const shopper = await makeSignedInUser(t.app, t.db);
    const scarves = await Promise.all(Array.from({ length: 30 }, () => makeProduct(t.db, { stock: 5 })));
    const dresses = await Promise.all(
      Array.from({ length: 5 }, () => makeSizedProduct(t.db, Object.fromEntries(SIZES.map((size) => [size, 5])))),
    );
    const everyLine = [
      ...scarves.map((scarf) => ({ _id: scarf.id, quantity: 5 })),
      ...dresses.flatMap((dress) => SIZES.map((size) => ({ _id: dress.id, quantity: 5, size }))),
    ];
    expect(everyLine).toHaveLength(55);

    await openCheckout(t.app, hoarder.cookie, hoarder.user.id, everyLine);

    const res = await openCheckout(t.app, shopper.cookie, shopper.user.id, [
      { _id: scarves[0]?.id ?? '', quantity: 1 },
      { _id: dresses[0]?.id ?? '', quantity: 1, size: 'M' },
    ]);
    expect(res.statusCode).toBe(200);
    for (const product of [...scarves.slice(1), ...dresses.slice(1)]) expect(await stockShown(product.id)).toBeGreaterThan(0);
  });
});

describe('what one checkout may hold', () => {
  it(`refuses more than ${MAX_QUANTITY_PER_LINE} of one item with a 400 saying so, holding nothing`, async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const coat = await makeProduct(t.db, { stock: 500 });
    const dress = await makeSizedProduct(t.db, { M: 50 });
    for (const lines of [
      [{ _id: coat.id, quantity: MAX_QUANTITY_PER_LINE + 1 }],
      [
        { _id: dress.id, quantity: MAX_QUANTITY_PER_LINE, size: 'M' },
        { _id: dress.id, quantity: 1, size: 'M' },
      ],
    ]) {
      const res = await openFrom(freshAddress(), cookie, user.id, lines);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: `You can buy at most ${MAX_QUANTITY_PER_LINE} of each item in one order` });
    }
    expect(await stockShown(coat.id)).toBe(500);
    expect(await stockShown(dress.id)).toBe(50);
    expect(await openSessionsOf(user.id)).toEqual([]);
  });

  it(`refuses more than ${MAX_LINES_PER_CHECKOUT} different items with a 400 saying so, and leaves an open checkout as it was`, async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const dresses = await Promise.all(
      Array.from({ length: 5 }, () => makeSizedProduct(t.db, Object.fromEntries(SIZES.map((size) => [size, 3])))),
    );
    const lines = dresses.flatMap((dress) => SIZES.map((size) => ({ _id: dress.id, quantity: 1, size })));
    const kept = await openFrom(freshAddress(), cookie, user.id, lines.slice(0, MAX_LINES_PER_CHECKOUT));
    expect(kept.statusCode).toBe(200);

    const res = await openFrom(freshAddress(), cookie, user.id, lines.slice(0, MAX_LINES_PER_CHECKOUT + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `One order can hold at most ${MAX_LINES_PER_CHECKOUT} different items. Please remove some from your cart and order them separately.`,
    });
    expect((await openSessionsOf(user.id)).map((session) => session.providerSessionId)).toEqual([kept.json().id]);
    expect(await stockShown(dresses[4]?.id ?? '')).toBe(SIZES.length * 3);
  });
});

describe('one open checkout per account', () => {
  it('gives the stock of the previous checkout back at once when the account opens another; its page takes no payment', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 5 });
    const ring = await makeProduct(t.db, { stock: 5 });
    const first = (await openFrom(freshAddress(), cookie, user.id, [{ _id: scarf.id, quantity: 4 }])).json().id;

    const second = await openFrom(freshAddress(), cookie, user.id, [
      { _id: ring.id, quantity: 2 },
      { _id: scarf.id, quantity: 5 },
    ]);

    expect(second.statusCode).toBe(200);
    expect(await stockShown(ring.id)).toBe(3);
    expect(await stockShown(scarf.id)).toBe(0);
    expect((await openSessionsOf(user.id)).map((session) => session.providerSessionId)).toEqual([second.json().id]);
    const late = await payOnSandboxPage(t.app, first);
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('This checkout was cancelled and nothing was charged.');
  });

  it('gives back one size and takes another of the same dress when the account opens another', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const dress = await makeSizedProduct(t.db, { S: 1, M: 2, L: 1 });
    const first = await openFrom(freshAddress(), cookie, user.id, [
      { _id: dress.id, quantity: 1, size: 'S' },
      { _id: dress.id, quantity: 2, size: 'M' },
    ]);
    expect(first.statusCode).toBe(200);

    const second = await openFrom(freshAddress(), cookie, user.id, [
      { _id: dress.id, quantity: 1, size: 'M' },
      { _id: dress.id, quantity: 1, size: 'S' },
      { _id: dress.id, quantity: 1, size: 'L' },
    ]);

    expect(second.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${dress.id}` });
    expect(res.json().product).toMatchObject({
      stock: 1,
      sizes: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 1 },
        { size: 'L', stock: 0 },
      ],
    });
  });

  it('keeps the account to one open checkout when it opens several at once', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 50 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => openFrom(freshAddress(), cookie, user.id, [{ _id: scarf.id, quantity: 3 }])),
    );
    expect(answers.map((res) => res.statusCode)).toContain(200);
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Another checkout is being opened for your account. Please try again in a moment.',
        lines: [],
      });
    }
    expect(await openSessionsOf(user.id)).toHaveLength(1);
    expect(await stockShown(scarf.id)).toBe(47);
  });

  it('leaves other accounts’ checkouts open', async () => {
    const first = await makeSignedInUser(t.app, t.db);
    const second = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 10 });
    await openFrom(freshAddress(), first.cookie, first.user.id, [{ _id: scarf.id, quantity: 2 }]);
    await openFrom(freshAddress(), second.cookie, second.user.id, [{ _id: scarf.id, quantity: 3 }]);
    expect(await openSessionsOf(first.user.id)).toHaveLength(1);
    expect(await stockShown(scarf.id)).toBe(5);
  });

  it('ends a hold with its own checkout: the checkout that replaced it brings it no more time', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 5 });
    await openFrom(freshAddress(), cookie, user.id, [{ _id: scarf.id, quantity: 2 }]);
    const [first] = await openSessionsOf(user.id);
    await openFrom(freshAddress(), cookie, user.id, [{ _id: scarf.id, quantity: 3 }]);
    const [second] = await openSessionsOf(user.id);
    expect(second?.expiresAt.getTime()).toBeGreaterThan(first?.expiresAt.getTime() ?? Number.POSITIVE_INFINITY);

    // The second checkout's page expired an hour ago: the sweep gives everything back.
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(checkoutSessions.id, second?.id ?? ''));
    await releaseExpiredHolds(t.db);
    expect(await stockShown(scarf.id)).toBe(5);
    expect(await openSessionsOf(user.id)).toEqual([]);
  });
});

describe('how often checkouts may be opened', () => {
  it(`answers 429 with Retry-After to an account's checkout past ${perAccountPerHour} an hour, from any address`, async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const other = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 50 });
    for (let i = 0; i < perAccountPerHour; i++) {
      expect((await openFrom(freshAddress(), cookie, user.id, [{ _id: scarf.id, quantity: 1 }])).statusCode).toBe(200);
    }
    const [held] = await openSessionsOf(user.id);

    const refused = await openFrom(freshAddress(), cookie, user.id, [{ _id: scarf.id, quantity: 2 }]);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'You have started too many checkouts. Please wait a while and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await openSessionsOf(user.id)).toEqual([held]);
    expect(await stockShown(scarf.id)).toBe(49);
    expect((await openFrom(freshAddress(), other.cookie, other.user.id, [{ _id: scarf.id, quantity: 1 }])).statusCode).toBe(200);
  });

  it(`answers 429 to checkouts from one address past ${perIpPerHour} an hour, signed in or not`, async () => {
    const address = freshAddress();
    for (let i = 0; i < perIpPerHour; i++) {
      expect((await openFrom(address, undefined, 'nobody', [{ _id: 'x', quantity: 1 }])).statusCode).toBe(401);
    }
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 5 });
    const refused = await openFrom(address, cookie, user.id, [{ _id: scarf.id, quantity: 1 }]);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stockShown(scarf.id)).toBe(5);
    expect((await openFrom(freshAddress(), cookie, user.id, [{ _id: scarf.id, quantity: 1 }])).statusCode).toBe(200);
  });
});

describe('the caps and limits a shop sets', () => {
  const env = { NODE_ENV: 'test' };

  it('are read from the environment, with the storefront’s defaults when unset', () => {
    expect(loadConfig(env).checkoutLimits).toEqual({
      maxQuantityPerLine: MAX_QUANTITY_PER_LINE,
      maxLinesPerCheckout: MAX_LINES_PER_CHECKOUT,
      perAccountPerHour: 20,
      perIpPerHour: 120,
    });
    const set = {
      ...env,
      MAX_QUANTITY_PER_LINE: '4',
      MAX_LINES_PER_CHECKOUT: '8',
      CHECKOUTS_PER_HOUR_PER_ACCOUNT: '6',
      CHECKOUTS_PER_HOUR_PER_IP: '30',
    };
    expect(loadConfig(set).checkoutLimits).toEqual({
      maxQuantityPerLine: 4,
      maxLinesPerCheckout: 8,
      perAccountPerHour: 6,
      perIpPerHour: 30,
    });
  });

  it.each([
    ['MAX_QUANTITY_PER_LINE', '100'],
    ['MAX_QUANTITY_PER_LINE', '0'],
    ['MAX_LINES_PER_CHECKOUT', '101'],
    ['CHECKOUTS_PER_HOUR_PER_ACCOUNT', 'many'],
  ])('refuse to start with %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ ...env, [name]: value })).toThrow(name);
  });
});
