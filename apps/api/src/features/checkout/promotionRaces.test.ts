import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, products } from '../../db/schema.ts';
import { useBalancedInstances } from '../../test/balancedInstances.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makePromotion, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// Checkouts with one code at once, over two instances behind the load balancer: the code's limits hold whichever
// instance answers. On PostgreSQL (TEST_DATABASE_URL) the checkouts really run side by side.
const t = useTestApp();
const cluster = useBalancedInstances(t);
const AT_ONCE = 20;
const LIMIT = 5;

async function stockOf(productId: string) {
  const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

describe('a code with limits, rushed', () => {
  it(`opens exactly ${LIMIT} discounted checkouts of ${AT_ONCE} at once with a use limit of ${LIMIT}; the others hold nothing`, async () => {
    const promotion = await makePromotion(t.db, { code: 'RUSH5', usageLimit: LIMIT });
    // Each buys a product of their own, so nothing but the code makes their checkouts wait for each other.
    const shoppers = await Promise.all(
      Array.from({ length: AT_ONCE }, async () => ({
        ...(await makeSignedInUser(t.app, t.db)),
        scarf: await makeProduct(t.db, { stock: 10 }),
      })),
    );

    const answers = await Promise.all(
      shoppers.map(({ user, cookie, scarf }) =>
        openCheckout(cluster.client, cookie, user.id, [{ _id: scarf.id, quantity: 2 }], { code: 'RUSH5' }),
      ),
    );

    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(200), ...Array(AT_ONCE - LIMIT).fill(409)]);
    for (const refused of answers.filter((res) => res.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: 'This code has reached its limit.' });
    }
    const discounted = await t.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.promotionId, promotion.id), eq(checkoutSessions.status, 'open')));
    expect(discounted).toHaveLength(LIMIT);
    const stocks = await Promise.all(shoppers.map(({ scarf }) => stockOf(scarf.id)));
    expect(stocks.filter((stock) => stock === 8)).toHaveLength(LIMIT);
    expect(stocks.filter((stock) => stock === 10)).toHaveLength(AT_ONCE - LIMIT);
  });

  it("refuses a customer's second order with a once-per-customer code even when both checkouts opened at once", async () => {
    const scarf = await makeProduct(t.db, { stock: 100 });
    await makePromotion(t.db, { code: 'ONCE', perCustomerLimit: 1 });
    const { user, cookie } = await makeSignedInUser(t.app, t.db);

    const opened = await Promise.all(
      [1, 2].map(() => openCheckout(cluster.client, cookie, user.id, [{ _id: scarf.id, quantity: 1 }], { code: 'ONCE' })),
    );
    const paid = [];
    for (const res of opened.filter((answer) => answer.statusCode === 200)) {
      const page = await payOnSandboxPage(cluster.client, res.json().id);
      if (page.statusCode === 303) paid.push(await confirmPayment(cluster.client, cookie, res.json().id));
    }

    expect(paid.map((res) => res.json().order.promotion?.code)).toEqual(['ONCE']);
    const again = await openCheckout(cluster.client, cookie, user.id, [{ _id: scarf.id, quantity: 1 }], { code: 'ONCE' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already used this code.' });
    const withCode = await t.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, user.id), isNotNull(checkoutSessions.promotionId)));
    expect(withCode.filter((session) => session.status === 'paid')).toHaveLength(1);
  });
});
