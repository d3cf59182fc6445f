import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, products } from '../db/schema.ts';
import { openCheckout } from './checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from './factories.ts';
import { useInstancesSharingRedis } from './instancesSharingRedis.ts';
import { servicesMissing } from './requiredServices.ts';
import { testConfig, useTestApp } from './testApp.ts';

// Two instances of the shop on one database and one Redis, behind the load balancer: what one account may hold and
// how often it may check out holds whichever instance answers. On PostgreSQL (TEST_DATABASE_URL) their checkouts
// really run side by side.
const t = useTestApp();
const cluster = useInstancesSharingRedis(t);
const { perAccountPerHour } = testConfig().checkoutLimits;
const AT_ONCE = 8;

async function openSessionsOf(userId: string) {
  return t.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')));
}

async function stockOf(productId: string) {
  const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

describe.skipIf(await servicesMissing(['haproxy', 'redis']))('checkouts of one account on two instances', () => {
  it(`are counted together: the checkout past ${perAccountPerHour} an hour is refused by either`, async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 50 });
    const before = await cluster.requestsServed();
    for (let i = 0; i < perAccountPerHour; i++) {
      expect((await openCheckout(cluster.client, cookie, user.id, [{ _id: scarf.id, quantity: 2 }])).statusCode).toBe(200);
    }

    const refused = await Promise.all(
      [1, 2].map(() => openCheckout(cluster.client, cookie, user.id, [{ _id: scarf.id, quantity: 1 }])),
    );

    expect(refused.map((res) => res.statusCode)).toEqual([429, 429]);
    expect(refused[0]?.json()).toEqual({
      message: 'You have started too many checkouts. Please wait a while and try again.',
    });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    const after = await cluster.requestsServed();
    expect(after.map((served, i) => served - (before[i] ?? 0))).toEqual(Array(2).fill(perAccountPerHour / 2 + 1));
    expect(await openSessionsOf(user.id)).toHaveLength(1);
    expect(await stockOf(scarf.id)).toBe(48);
  });

  it(`stay one open checkout when ${AT_ONCE} are opened at once over both, holding only its stock`, async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 50 });

    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => openCheckout(cluster.client, cookie, user.id, [{ _id: scarf.id, quantity: 3 }])),
    );

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses).toContain(200);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const open = await openSessionsOf(user.id);
    expect(open).toHaveLength(1);
    expect(await stockOf(scarf.id)).toBe(47);
    // The one left open is one the shopper was sent to pay on.
    const sentTo = answers.filter((res) => res.statusCode === 200).map((res) => res.json().id);
    expect(sentTo).toContain(open[0]?.providerSessionId);
  });
});
