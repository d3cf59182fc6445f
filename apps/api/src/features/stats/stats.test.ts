import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeProduct, makeReview, makeSignedInUser, makeUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { adminStats } from './service.ts';

// Many sign-ins in one file: lift the per-minute sign-in limit.
const t = useTestApp({ authAttemptsPerMinute: 1_000 });

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('customer stats', () => {
  it("adds up a customer's payments, purchased items and reviews, by email or id", async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    await makeOrder(t.db, { userId: user.id, email: user.email, lines: [{ quantity: 2, priceCents: 1_050 }] });
    await makeOrder(t.db, {
      userId: user.id,
      email: user.email,
      lines: [
        { quantity: 1, priceCents: 999 },
        { quantity: 3, priceCents: 1 },
      ],
    });
    await makeOrder(t.db, { lines: [{ quantity: 9 }] }); // someone else's
    await makeReview(t.db, { userId: user.id, productId: (await makeProduct(t.db)).id });

    const want = { totalPayments: 31.02, totalReviews: 1, totalPurchasedProducts: 6 };
    for (const key of [user.email, user.id, user.email.toUpperCase()]) {
      const res = await get(`/api/stats/user-stats/${encodeURIComponent(key)}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(want);
    }
  });

  it("counts a customer's payments and pieces net of what was refunded", async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const order = await makeOrder(t.db, {
      userId: user.id,
      email: user.email,
      amountCents: 3_150, // $30.00 and its 5 % tax
      lines: [{ quantity: 3, priceCents: 1_000 }],
    });
    const res = await get(`/api/orders/order/${order.id}`, cookie);
    const lineId = res.json().products[0]._id;
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/refunds`,
      headers: { cookie: admin.cookie },
      payload: { lines: [{ lineId, quantity: 1 }] },
    });
    const stats = (await get(`/api/stats/user-stats/${user.id}`, cookie)).json();
    expect(stats).toMatchObject({ totalPayments: 21, totalPurchasedProducts: 2 });
  });

  it('answers zeros for a customer who has done nothing yet', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const res = await get(`/api/stats/user-stats/${user.email}`, cookie);
    expect(res.json()).toEqual({ totalPayments: 0, totalReviews: 0, totalPurchasedProducts: 0 });
  });

  it("keeps a customer's stats from visitors and other customers, but not from admins", async () => {
    const owner = await makeUser(t.db);
    const { cookie: other } = await makeSignedInUser(t.app, t.db);
    const { cookie: admin } = await makeSignedInUser(t.app, t.db, 'admin');
    expect((await get(`/api/stats/user-stats/${owner.email}`)).statusCode).toBe(401);
    expect((await get(`/api/stats/user-stats/${owner.email}`, other)).statusCode).toBe(403);
    expect((await get(`/api/stats/user-stats/${owner.id}`, admin)).statusCode).toBe(200);
  });

  it.each(['nobody@example.com', randomUUID(), 'gibberish'])('answers 404 for an unknown user (%s)', async (key) => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const res = await get(`/api/stats/user-stats/${key}`, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found' });
  });
});

describe('admin stats', () => {
  it('refuses visitors and customers', async () => {
    expect((await get('/api/stats/admin-stats')).statusCode).toBe(401);
    const { cookie } = await makeSignedInUser(t.app, t.db);
    expect((await get('/api/stats/admin-stats', cookie)).statusCode).toBe(403);
  });

  it('counts the shop and spreads this year’s earnings over twelve months', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const before = (await get('/api/stats/admin-stats', cookie)).json();
    expect(before.monthlyEarnings).toHaveLength(12);

    const year = new Date().getUTCFullYear();
    await makeOrder(t.db, { amountCents: 10_001, createdAt: new Date(Date.UTC(year, 0, 31, 23, 59)) });
    await makeOrder(t.db, { amountCents: 2_000, createdAt: new Date(Date.UTC(year, 0, 1)) });
    await makeOrder(t.db, { amountCents: 555, createdAt: new Date(Date.UTC(year, 11, 31, 23, 0)) });
    await makeOrder(t.db, { amountCents: 7_000, createdAt: new Date(Date.UTC(year - 1, 11, 31, 23, 59)) }); // last year
    const reviewer = await makeUser(t.db);
    await makeReview(t.db, { userId: reviewer.id, productId: (await makeProduct(t.db)).id });

    const after = (await get('/api/stats/admin-stats', cookie)).json();
    expect(after).toMatchObject({
      totalOrders: before.totalOrders + 4,
      totalUsers: before.totalUsers + 1,
      totalProducts: before.totalProducts + 1,
      totalReviews: before.totalReviews + 1,
    });
    expect(after.totalEarnings).toBeCloseTo(before.totalEarnings + 195.56, 2);
    const change = after.monthlyEarnings.map((m: { month: number; earnings: number }, i: number) => ({
      month: m.month,
      earnings: Math.round((m.earnings - before.monthlyEarnings[i].earnings) * 100) / 100,
    }));
    expect(change).toEqual([
      { month: 1, earnings: 120.01 },
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((month) => ({ month, earnings: 0 })),
      { month: 12, earnings: 5.55 },
    ]);
  });

  it('adds up what promotions took off the orders the shop kept', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const before = (await get('/api/stats/admin-stats', cookie)).json();

    await makeOrder(t.db, { amountCents: 3_780, discountCents: 400 });
    await makeOrder(t.db, { amountCents: 1_000, discountCents: 125, status: 'shipped' });
    await makeOrder(t.db, { amountCents: 900, discountCents: 1_000, status: 'refunded', refundedCents: 900 });

    const after = (await get('/api/stats/admin-stats', cookie)).json();
    expect(after.totalDiscounts).toBeCloseTo(before.totalDiscounts + 5.25, 2);
  });

  it('counts earnings net of refunds, in the month of the order', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const year = new Date().getUTCFullYear();
    const order = await makeOrder(t.db, {
      amountCents: 4_200, // $40.00 and its 5 % tax
      lines: [{ priceCents: 4_000 }],
      createdAt: new Date(Date.UTC(year, 5, 10)),
    });
    const before = (await get('/api/stats/admin-stats', admin.cookie)).json();
    await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/refunds`, headers: { cookie: admin.cookie } });
    const after = (await get('/api/stats/admin-stats', admin.cookie)).json();
    expect(after.totalEarnings).toBeCloseTo(before.totalEarnings - 42, 2);
    expect(after.monthlyEarnings[5].earnings).toBeCloseTo(before.monthlyEarnings[5].earnings - 42, 2);
  });

  it('reports the calendar year asked about, with empty months as 0', async () => {
    const { user } = await makeSignedInUser(t.app, t.db, 'admin');
    await makeOrder(t.db, { amountCents: 4_250, createdAt: new Date(Date.UTC(2031, 5, 15)) });
    const stats = await adminStats(t.db, { ...user }, new Date(Date.UTC(2031, 8, 1)));
    expect(stats.monthlyEarnings).toEqual(Array.from({ length: 12 }, (_, i) => ({ month: i + 1, earnings: i === 5 ? 42.5 : 0 })));
  });
});
