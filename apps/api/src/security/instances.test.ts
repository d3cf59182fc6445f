import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { checkoutSessions, orders } from '../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from '../test/factories.ts';
import { testConfig, useTestApp } from '../test/testApp.ts';

// Two instances of the shop on one database, as behind a load balancer.
const t = useTestApp();
let second: FastifyInstance;
const CONFIRMATIONS = 20;

beforeAll(async () => {
  second = await buildApp(testConfig(), t.database);
  await second.ready();
});
afterAll(() => second?.close());

describe('two instances on one database', () => {
  it('honour a session started on either one', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const onSecond = await second.inject({
      method: 'GET',
      url: `/api/orders/${encodeURIComponent(user.email)}`,
      headers: { cookie },
    });
    expect(onSecond.statusCode).toBe(200);
    const loggedOut = await second.inject({ method: 'GET', url: `/api/orders/${encodeURIComponent(user.email)}` });
    expect(loggedOut.statusCode).toBe(401);
  });

  it(`turn ${CONFIRMATIONS} simultaneous confirmations of one payment, spread over both, into exactly one order`, async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db, { priceCents: 3_000 });
    const opened = await openCheckout(t.app, cookie, user.id, [{ _id: product.id, quantity: 2 }]);
    const sessionId: string = opened.json().id;
    expect((await payOnSandboxPage(second, sessionId)).statusCode).toBe(303);

    const instances = [t.app, second];
    const answers = await Promise.all(
      Array.from({ length: CONFIRMATIONS }, (_, i) => confirmPayment(instances[i % 2] as FastifyInstance, cookie, sessionId)),
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
