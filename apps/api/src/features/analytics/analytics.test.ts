import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { analyticsDays, analyticsEvents, analyticsSalts } from '../../db/schema.ts';
import { buildApp } from '../../start/app.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { testConfig, useTestApp } from '../../test/testApp.ts';
import { PER_VISITOR_PER_MINUTE } from './eventBuffer.ts';
import { deleteExpiredEvents, rollUpFinishedDays } from './sweeper.ts';
import { utcDay, VisitorHasher } from './visitors.ts';

const t = useTestApp();
const today = utcDay(new Date());
const range = `from=${today}&to=${today}`;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** A browser of its own: the same machine seen with another User-Agent is another visitor. */
function browser(name: string = randomUUID()) {
  return `${BROWSER} Visitor/${name}`;
}

function beacon(body: unknown, headers: Record<string, string> = {}, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browser(), ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function eventCount(where = sql`true`): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents).where(where);
  return row?.n ?? 0;
}

/** Waits for the buffered events to be written: within 2 s, as the shop promises. */
async function written(where: ReturnType<typeof sql>, count: number) {
  await vi.waitFor(async () => expect(await eventCount(where)).toBe(count), { timeout: 2_500, interval: 100 });
}

async function summary(cookie: string) {
  const res = await t.app.inject({ url: `/api/analytics/summary?${range}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('POST /api/events', () => {
  it('answers 202 with nothing and sets no cookie, whatever it is sent', async () => {
    for (const body of [{ type: 'pageview', path: '/' }, 'not json', { type: 'order_paid', value: 1e6 }, { type: 'what' }]) {
      const res = await beacon(body);
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('never counts an order_paid a page claims', async () => {
    const before = await eventCount(eq(analyticsEvents.type, 'order_paid'));
    await beacon({ type: 'order_paid', orderId: randomUUID(), value: 500 });
    await beacon({ type: 'pageview', path: '/claims-paid' });
    await written(eq(analyticsEvents.path, '/claims-paid'), 1);
    expect(await eventCount(eq(analyticsEvents.type, 'order_paid'))).toBe(before);
  });

  it('counts nothing for DNT: 1 or Sec-GPC: 1, nor for a bot', async () => {
    await beacon({ type: 'pageview', path: '/private' }, { dnt: '1' });
    await beacon({ type: 'pageview', path: '/private' }, { 'sec-gpc': '1' });
    await beacon(
      { type: 'pageview', path: '/private' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    );
    await beacon({ type: 'pageview', path: '/private' }, { 'user-agent': '' });
    await beacon({ type: 'pageview', path: '/counted' }, { dnt: '0' });
    await written(eq(analyticsEvents.path, '/counted'), 1);
    expect(await eventCount(eq(analyticsEvents.path, '/private'))).toBe(0);
  });

  it('keeps no IP, no cookie and no query string but the campaign, and reads device, country and referrer', async () => {
    const cookie = 'atelier_session=secret-token';
    await beacon(
      {
        type: 'pageview',
        path: '/products?q=ada@example.com&utm_source=news&utm_campaign=winter',
        referrer: 'https://www.instagram.com/p/1',
      },
      {
        cookie,
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        'accept-language': 'en-GB,en;q=0.9',
      },
    );
    await written(eq(analyticsEvents.utmCampaign, 'winter'), 1);
    const [row] = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.utmCampaign, 'winter'));
    expect(row).toMatchObject({
      path: '/products',
      referrerDomain: 'instagram.com',
      utmSource: 'news',
      deviceClass: 'phone',
      country: 'GB',
    });
    const stored = JSON.stringify(await t.db.select().from(analyticsEvents));
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('secret-token');
    expect(stored).not.toContain('ada@example.com');
  });

  it('counts at most a bounded number of events a minute from one visitor', async () => {
    const userAgent = browser();
    const sent = PER_VISITOR_PER_MINUTE + 30;
    for (let i = 0; i < sent; i++) await beacon({ type: 'pageview', path: '/flood' }, { 'user-agent': userAgent });
    await written(eq(analyticsEvents.path, '/flood'), PER_VISITOR_PER_MINUTE);
  });

  it('writes the events of two instances of the shop on one database', async () => {
    const second = await buildApp(testConfig(), t.database);
    await second.ready();
    try {
      await beacon({ type: 'pageview', path: '/two-instances' }, {}, t.app);
      await beacon({ type: 'pageview', path: '/two-instances' }, {}, second);
      await beacon({ type: 'pageview', path: '/written-on-close' }, {}, second);
    } finally {
      await second.close();
    }
    expect(await eventCount(eq(analyticsEvents.path, '/written-on-close'))).toBe(1);
    await written(eq(analyticsEvents.path, '/two-instances'), 2);
  });
});

describe('visitors', () => {
  it('are hashed with a salt that changes every day, the old one deleted', async () => {
    let now = new Date('2031-03-04T23:59:00Z');
    const hasher = new VisitorHasher(t.db, () => now);
    const visit = { ip: '203.0.113.9', userAgent: BROWSER, host: 'shop.example' };
    const first = await hasher.hash(visit);
    expect(await hasher.hash(visit)).toBe(first);
    now = new Date('2031-03-05T00:01:00Z');
    const next = await hasher.hash(visit);
    expect(next).not.toBe(first);
    expect(next).not.toContain('203.0.113.9');
    const days = (await t.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).map((row) => row.day);
    expect(days).toEqual(['2031-03-05']);
  });
});

describe('the summary', () => {
  it('counts a scripted set of visits into the funnel, and a paid order once however often its page is reloaded', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const customer = await makeSignedInUser(t.app, t.db);
    const before = await summary(admin.cookie);
    const product = await makeProduct(t.db, { priceCents: 4_000 });
    const [ann, bob, cleo, dan] = ['ann', 'bob', 'cleo', 'dan'].map((name) => browser(name));
    for (const visitor of [ann, bob, cleo, dan]) await beacon({ type: 'pageview', path: '/' }, { 'user-agent': visitor ?? '' });
    for (const visitor of [ann, bob, cleo])
      await beacon({ type: 'product_view', productId: product.id }, { 'user-agent': visitor ?? '' });
    await beacon({ type: 'product_view', productId: product.id }, { 'user-agent': ann ?? '' });
    for (const visitor of [ann, bob]) {
      await beacon(
        { type: 'add_to_cart', productId: product.id, size: 'M', quantity: 1, value: 40 },
        { 'user-agent': visitor ?? '' },
      );
    }
    await beacon({ type: 'checkout_started', value: 42 }, { 'user-agent': ann ?? '' });

    const opened = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: product.id, quantity: 1 }]);
    await payOnSandboxPage(t.app, opened.json().id);
    for (let reload = 0; reload < 3; reload++) {
      expect((await confirmPayment(t.app, customer.cookie, opened.json().id)).statusCode).toBe(200);
    }
    await written(eq(analyticsEvents.type, 'checkout_started'), 1);

    const after = await summary(admin.cookie);
    const added = (i: number) => after.funnel[i].count - before.funnel[i].count;
    expect(after.funnel.map((step: { step: string }) => step.step)).toEqual([
      'visitors',
      'product views',
      'add to cart',
      'checkout started',
      'paid',
    ]);
    expect([0, 1, 2, 3, 4].map(added)).toEqual([4, 3, 2, 1, 1]);
    expect(after.pageviews - before.pageviews).toBe(4);
    expect(after.orders - before.orders).toBe(1);
    expect(after.revenue - before.revenue).toBeCloseTo(42, 2);
    expect(after.previous).toMatchObject({ visitors: 0, orders: 0, revenue: 0 });
  });

  it('is for admins only, and refuses a range that makes no sense', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    expect((await t.app.inject({ url: `/api/analytics/summary?${range}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/analytics/summary?${range}`, headers: { cookie: customer.cookie } })).statusCode,
    ).toBe(403);
    const reversed = await t.app.inject({
      url: '/api/analytics/summary?from=2026-02-01&to=2026-01-01',
      headers: { cookie: admin.cookie },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBeTruthy();
  });
});

describe('the tables', () => {
  it('list zero-result searches first by frequency, top products against sales, and export them as CSV', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    for (const query of ['velvet cape', 'velvet cape', 'linen', 'sequins']) {
      await beacon({ type: 'search', query, resultCount: query === 'linen' ? 4 : 0 });
    }
    const product = await makeProduct(t.db, { name: 'Much seen coat' });
    for (let i = 0; i < 3; i++) await beacon({ type: 'product_view', productId: product.id });
    await written(eq(analyticsEvents.type, 'search'), 4);
    await written(eq(analyticsEvents.productId, product.id), 3);

    const zero = await t.app.inject({
      url: `/api/analytics/searches?${range}&zeroResults=true`,
      headers: { cookie: admin.cookie },
    });
    expect(zero.json()).toEqual([
      { query: 'velvet cape', searches: 2, resultCount: 0 },
      { query: 'sequins', searches: 1, resultCount: 0 },
    ]);
    const top = await t.app.inject({ url: `/api/analytics/top-products?${range}`, headers: { cookie: admin.cookie } });
    expect(top.json()).toContainEqual({ productId: product.id, name: 'Much seen coat', views: 3, addsToCart: 0, orders: 0 });
    const csv = await t.app.inject({
      url: `/api/analytics/searches/export.csv?${range}&zeroResults=true`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe('query,searches,resultCount\r\nvelvet cape,2,0\r\nsequins,1,0\r\n');
  });
});

describe('the sweeper', () => {
  it('rolls finished days up, keeps them, and deletes raw events past the retention', async () => {
    const old = new Date(Date.now() - 120 * 86_400_000);
    await t.db.insert(analyticsEvents).values([
      { type: 'pageview', path: '/long-ago', visitorHash: 'a', createdAt: old },
      { type: 'pageview', path: '/long-ago', visitorHash: 'b', createdAt: old },
    ]);
    await t.db.delete(analyticsDays);
    await rollUpFinishedDays(t.db, new Date());
    while ((await deleteExpiredEvents(t.db, new Date(), 90)) > 0);
    expect(await eventCount(eq(analyticsEvents.path, '/long-ago'))).toBe(0);
    const [day] = await t.db
      .select()
      .from(analyticsDays)
      .where(eq(analyticsDays.day, utcDay(old)));
    expect(day).toMatchObject({ visitors: 2, pageviews: 2 });
  });
});
