import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, orders } from '../db/schema.ts';
import { useBalancedInstances } from './balancedInstances.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from './checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from './factories.ts';
import { servicesMissing } from './requiredServices.ts';
import { useTestApp } from './testApp.ts';

// Two instances of the shop on one database, behind the load balancer.
const t = useTestApp();
const cluster = useBalancedInstances(t);
const CONFIRMATIONS = 20;

describe.skipIf(await servicesMissing(['haproxy']))('two instances on one database behind the balancer', () => {
  it('honour a session whichever of them answers', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const before = await cluster.requestsServed();
    const url = `/api/orders/${encodeURIComponent(user.email)}`;

    const answers = await Promise.all([1, 2, 3, 4].map(() => cluster.client.inject({ method: 'GET', url, headers: { cookie } })));

    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const after = await cluster.requestsServed();
    expect(after.map((served, i) => served - (before[i] ?? 0))).toEqual([2, 2]);
    expect((await cluster.client.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it(`turn ${CONFIRMATIONS} simultaneous confirmations of one payment, spread over both, into exactly one order`, async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db, { priceCents: 3_000 });
    const opened = await openCheckout(cluster.client, cookie, user.id, [{ _id: product.id, quantity: 2 }]);
    const sessionId: string = opened.json().id;
    expect((await payOnSandboxPage(cluster.client, sessionId)).statusCode).toBe(303);

    const answers = await Promise.all(
      Array.from({ length: CONFIRMATIONS }, () => confirmPayment(cluster.client, cookie, sessionId)),
    );

    expect(answers.map((res) => res.statusCode)).toEqual(Array(CONFIRMATIONS).fill(200));
    expect(new Set(answers.map((res) => res.json().order._id)).size).toBe(1);
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId));
    const made = await t.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutSessionId, session?.id ?? ''));
    expect(made).toHaveLength(1);
    expect(made[0]?.amountCents).toBe(6_300);
  });
});
