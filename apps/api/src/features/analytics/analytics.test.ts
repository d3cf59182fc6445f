import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { analyticsDayCounts, analyticsDays, analyticsEvents, analyticsSalts, checkoutSessions } from '../../db/schema.ts';
import { buildApp } from '../../start/app.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { testConfig, useTestApp } from '../../test/testApp.ts';
import { PER_VISITOR_PER_MINUTE } from './eventBuffer.ts';
import { deleteExpiredEvents, rollUpFinishedDayCounts, rollUpFinishedDays } from './sweeper.ts';
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

/** A checkout of one `productId` opened by `customer` from a browser that sends `headers`. */
function checkoutOpenedBy(
  customer: { cookie: string; user: { id: string } },
  productId: string,
  headers: Record<string, string>,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: { cookie: customer.cookie, ...headers },
    payload: { products: [{ _id: productId, quantity: 1 }], userId: customer.user.id },
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

  it('reads nothing of a signed-in shopper’s session', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db);
    const statements: string[] = [];
    t.database.statementLog.listener = (statement) => statements.push(statement);
    try {
      expect((await beacon({ type: 'pageview', path: '/signed-in' }, { cookie })).statusCode).toBe(202);
    } finally {
      t.database.statementLog.listener = null;
    }
    // The writer's round may run meanwhile; no statement reads the sessions.
    expect(statements.filter((statement) => statement.includes('"sessions"'))).toEqual([]);
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
    // The bound is per clock minute: a flood that could not be sent in the rest of this one starts with the next.
    const leftOfMinute = 60_000 - (Date.now() % 60_000);
    if (leftOfMinute < 15_000) await new Promise((resolve) => setTimeout(resolve, leftOfMinute));
    const userAgent = browser();
    const sent = PER_VISITOR_PER_MINUTE + 30;
    for (let i = 0; i < sent; i++) await beacon({ type: 'pageview', path: '/flood' }, { 'user-agent': userAgent });
    await written(eq(analyticsEvents.path, '/flood'), PER_VISITOR_PER_MINUTE);
  }, 120_000);

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
    // The shop counts the checkout it opens for ann, as her page leaves for the payment page.
    const opened = await checkoutOpenedBy(customer, product.id, { 'user-agent': ann ?? '' });
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

  it('counts no checkout opened for a request that asks not to be followed', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db, { priceCents: 4_000 });
    const before = await eventCount(eq(analyticsEvents.type, 'checkout_started'));
    const opened = await checkoutOpenedBy(customer, product.id, { 'user-agent': browser(), dnt: '1' });
    expect(opened.statusCode).toBe(200);
    await beacon({ type: 'pageview', path: '/after-a-private-checkout' });
    await written(eq(analyticsEvents.path, '/after-a-private-checkout'), 1);
    expect(await eventCount(eq(analyticsEvents.type, 'checkout_started'))).toBe(before);
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

describe('the reports of devices, countries, discount codes and abandoned checkouts', () => {
  it('count visitors by device and country, codes applied and refused, and checkouts opened and never paid', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const visit = (path: string, agent: string, language: string) =>
      beacon({ type: 'pageview', path }, { 'user-agent': agent, 'accept-language': language });
    await visit('/devices-a', `${phone} Visitor/${randomUUID()}`, 'pl-PL,pl;q=0.9');
    await visit('/devices-b', `${phone} Visitor/${randomUUID()}`, 'pl-PL');
    await visit('/devices-c', browser(), 'cs-CZ');
    for (const type of ['code_applied', 'code_applied', 'code_refused']) await beacon({ type, query: 'spring10' });
    await written(eq(analyticsEvents.query, 'SPRING10'), 3);
    await written(sql`${analyticsEvents.path} like '/devices-%'`, 3);

    const read = async (name: string) => {
      const res = await t.app.inject({ url: `/api/analytics/${name}?${range}`, headers: { cookie: admin.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await read('countries')).toEqual(
      expect.arrayContaining([
        { country: 'PL', pageviews: 2, visitors: 2 },
        { country: 'CZ', pageviews: 1, visitors: 1 },
      ]),
    );
    const byDevice = new Map((await read('devices')).map((row: { device: string; visitors: number }) => [row.device, row]));
    expect(byDevice.get('phone')).toMatchObject({ visitors: expect.any(Number) });
    expect((byDevice.get('phone') as { visitors: number }).visitors).toBeGreaterThanOrEqual(2);
    expect(await read('discount-codes')).toContainEqual({ code: 'SPRING10', applied: 2, refused: 1, orders: 0, revenue: 0 });

    const shopper = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db, { name: 'Left in the cart', priceCents: 2_500, stock: 5 });
    const before = (await read('abandoned-checkouts')) as { checkouts: number; value: number }[];
    const opened = await openCheckout(t.app, shopper.cookie, shopper.user.id, [{ _id: product.id, quantity: 2 }]);
    expect(opened.statusCode, opened.body).toBe(200);
    await t.db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(eq(checkoutSessions.providerSessionId, opened.json().id));
    const after = (await read('abandoned-checkouts')) as { day: string; checkouts: number; value: number }[];
    const sum = (rows: { checkouts: number; value: number }[]) =>
      rows.reduce((total, row) => ({ checkouts: total.checkouts + row.checkouts, value: total.value + row.value }), {
        checkouts: 0,
        value: 0,
      });
    expect(after.map((row) => row.day)).toEqual([today]);
    expect(sum(after).checkouts).toBe(sum(before).checkouts + 1);
    expect(sum(after).value).toBeGreaterThanOrEqual(sum(before).value + 50);
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
    await t.db.delete(analyticsDayCounts);
    await rollUpFinishedDays(t.db, new Date());
    await rollUpFinishedDayCounts(t.db, new Date());
    while ((await deleteExpiredEvents(t.db, new Date(), 90)) > 0);
    expect(await eventCount(eq(analyticsEvents.path, '/long-ago'))).toBe(0);
    const [day] = await t.db
      .select()
      .from(analyticsDays)
      .where(eq(analyticsDays.day, utcDay(old)));
    expect(day).toMatchObject({ visitors: 2, pageviews: 2 });

    // The top tables read the day's roll-ups once its raw events are gone, and today's raw events beside them.
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    await beacon({ type: 'pageview', path: '/long-ago' });
    await written(eq(analyticsEvents.path, '/long-ago'), 1);
    const res = await t.app.inject({
      url: `/api/analytics/top-pages?from=${utcDay(old)}&to=${today}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.json()).toContainEqual({ path: '/long-ago', pageviews: 3, visitors: 3 });
  });
});
