import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, promotions } from '../../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makePromotion, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// Customers paying at once while an automatic promotion with a use limit runs: the limit holds. On PostgreSQL
// (TEST_DATABASE_URL) the checkouts and payments really run side by side.
const t = useTestApp();
const LIMIT = 3;
const CUSTOMERS = 2 * LIMIT;

describe('an automatic promotion with a use limit, rushed', () => {
  it(`discounts exactly ${LIMIT} of ${CUSTOMERS} orders paid at once with a use limit of ${LIMIT}`, async () => {
    const promotion = await makePromotion(t.db, { code: null, label: 'Opening week', usageLimit: LIMIT });
    // Each buys a product of their own, so nothing but the promotion makes their checkouts wait for each other.
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, async () => ({
        ...(await makeSignedInUser(t.app, t.db)),
        scarf: await makeProduct(t.db, { stock: 10 }),
      })),
    );

    const buy = async (
      { user, cookie, scarf }: (typeof customers)[number],
      opened?: Awaited<ReturnType<typeof openCheckout>>,
    ) => {
      const session = opened ?? (await openCheckout(t.app, cookie, user.id, [{ _id: scarf.id, quantity: 1 }]));
      expect(session.statusCode).toBe(200);
      expect((await payOnSandboxPage(t.app, session.json().id)).statusCode).toBe(303);
      return confirmPayment(t.app, cookie, session.json().id);
    };
    // The first half hold every use with open checkouts; then they pay while the second half open theirs, so a use
    // moves from held to counted while the later checkouts decide.
    const [early, late] = [customers.slice(0, LIMIT), customers.slice(LIMIT)];
    const earlySessions = await Promise.all(
      early.map(({ user, cookie, scarf }) => openCheckout(t.app, cookie, user.id, [{ _id: scarf.id, quantity: 1 }])),
    );
    const confirmed = await Promise.all([
      ...early.map((customer, i) => buy(customer, earlySessions[i])),
      ...late.map((customer) => buy(customer)),
    ]);

    expect(confirmed.map((res) => res.statusCode)).toEqual(Array(CUSTOMERS).fill(200));
    const discounted = await t.db.select().from(orders).where(eq(orders.promotionId, promotion.id));
    expect(discounted).toHaveLength(LIMIT);
    const [counted] = await t.db.select({ used: promotions.used }).from(promotions).where(eq(promotions.id, promotion.id));
    expect(counted?.used).toBe(discounted.length);
  });
});
