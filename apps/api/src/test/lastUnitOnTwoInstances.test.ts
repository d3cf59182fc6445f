import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, products } from '../db/schema.ts';
import { useBalancedInstances } from './balancedInstances.ts';
import { openCheckout } from './checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from './factories.ts';
import { servicesMissing } from './requiredServices.ts';
import { useTestApp } from './testApp.ts';

// Two instances of the shop on one database, behind the load balancer; on PostgreSQL (TEST_DATABASE_URL) their
// checkouts really run side by side, each on its own connection.
const settings = { authAttemptsPerMinute: 1_000 };
const t = useTestApp(settings);
const cluster = useBalancedInstances(t, { config: settings });
const SHOPPERS = 30;

describe.skipIf(await servicesMissing(['haproxy']))('the last unit in stock', () => {
  it(`goes to exactly one of ${SHOPPERS} shoppers checking out at once over two instances; the others hear it is gone`, async () => {
    const scarf = await makeProduct(t.db, { stock: 1 });
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => makeSignedInUser(t.app, t.db)));
    const before = await cluster.requestsServed();

    const answers = await Promise.all(
      shoppers.map(({ user, cookie }) => openCheckout(cluster.client, cookie, user.id, [{ _id: scarf.id, quantity: 1 }])),
    );

    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(SHOPPERS - 1).fill(409)]);
    for (const refused of answers.filter((res) => res.statusCode === 409)) {
      expect(refused.json().lines).toEqual([{ _id: scarf.id, size: null, available: 0 }]);
    }
    const sessions = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.status, 'open'));
    expect(sessions).toHaveLength(1);
    const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, scarf.id));
    expect(row?.stock).toBe(0);
    const after = await cluster.requestsServed();
    expect(after.map((served, i) => served - (before[i] ?? 0))).toEqual([SHOPPERS / 2, SHOPPERS / 2]);
  });
});
