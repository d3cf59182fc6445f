import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, orders, products } from '../../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp({ authAttemptsPerMinute: 1_000 });

const STOCK = 5;
// The payment page's words for a checkout cancelled before it was paid.
const CHECKOUT_CANCELLED = 'This checkout was cancelled and nothing was charged. Return to the shop to check out again.';

/** A customer whose checkout holds 2 of a product with 5 in stock. */
async function checkoutHoldingTwo() {
  const customer = await makeSignedInUser(t.app, t.db);
  const scarf = await makeProduct(t.db, { name: 'Silk scarf', priceCents: 4_500, stock: STOCK });
  const opened = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: scarf.id, quantity: 2 }]);
  expect(opened.statusCode).toBe(200);
  return { customer, scarf, sessionId: opened.json<{ id: string }>().id };
}

function cancel(cookie: string, sessionId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/cancel-checkout-session',
    headers: { cookie },
    payload: { session_id: sessionId },
  });
}

async function ordersOf(providerSessionId: string) {
  return t.db
    .select({ id: orders.id, amountCents: orders.amountCents })
    .from(orders)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, orders.checkoutSessionId))
    .where(eq(checkoutSessions.providerSessionId, providerSessionId));
}

async function stockOf(productId: string) {
  const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

describe('a sandbox payment', () => {
  it('makes its order as the card is charged, though the success page is never loaded', async () => {
    const { customer, scarf, sessionId } = await checkoutHoldingTwo();
    const paid = await payOnSandboxPage(t.app, sessionId);
    expect(paid.statusCode).toBe(303);

    const made = await ordersOf(sessionId);
    expect(made).toEqual([{ id: expect.any(String), amountCents: 9_450 }]);
    const listed = await t.app.inject({ url: `/api/orders/${customer.user.email}`, headers: { cookie: customer.cookie } });
    expect(JSON.stringify(listed.json())).toContain(made[0]?.id);
    expect(await stockOf(scarf.id)).toBe(STOCK - 2);

    // The success page, loaded late, finds the same order.
    const confirmed = await confirmPayment(t.app, customer.cookie, sessionId);
    expect(confirmed.json().order._id).toBe(made[0]?.id);
    expect(await ordersOf(sessionId)).toHaveLength(1);
  });

  it('says on the payment page that the checkout was cancelled, and charges nothing', async () => {
    const { customer, scarf, sessionId } = await checkoutHoldingTwo();
    expect((await cancel(customer.cookie, sessionId)).statusCode).toBe(200);
    const refused = await payOnSandboxPage(t.app, sessionId);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(CHECKOUT_CANCELLED);
    expect(await ordersOf(sessionId)).toEqual([]);
    expect(await stockOf(scarf.id)).toBe(STOCK);
  });

  it('answers a cancel after the payment with 409, and the order stands', async () => {
    const { customer, sessionId } = await checkoutHoldingTwo();
    await payOnSandboxPage(t.app, sessionId);
    const cancelled = await cancel(customer.cookie, sessionId);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This checkout has been paid');
    expect(await ordersOf(sessionId)).toHaveLength(1);
  });

  it('and a cancel at the same moment: exactly one of them wins, and the other says so', async () => {
    const ROUNDS = 20;
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { customer, scarf, sessionId } = await checkoutHoldingTwo();
      const [paid, cancelled] = await Promise.all([payOnSandboxPage(t.app, sessionId), cancel(customer.cookie, sessionId)]);
      const made = await ordersOf(sessionId);
      if (cancelled.statusCode === 200) {
        expect(cancelled.json().message).toBe('Checkout cancelled');
        expect(paid.statusCode).toBe(400);
        expect(paid.body).toContain(CHECKOUT_CANCELLED);
        expect(made).toEqual([]);
        expect(await stockOf(scarf.id)).toBe(STOCK);
        outcomes.push('cancelled');
      } else {
        expect(cancelled.statusCode).toBe(409);
        expect(cancelled.json().message).toBe('This checkout has been paid');
        expect(paid.statusCode).toBe(303);
        expect(made).toHaveLength(1);
        expect(await stockOf(scarf.id)).toBe(STOCK - 2);
        outcomes.push('paid');
      }
    }
    expect(outcomes).toHaveLength(ROUNDS);
  });
});
