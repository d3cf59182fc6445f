// A hold ends with its hosted page; a payment whose news arrives after that takes the stock again, or, when the stock
// went to another customer meanwhile, is refunded in full at once.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, orders, outboxMails, products, refunds } from '../../db/schema.ts';
import { openCheckout } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { sendWebhook, stripeEvent, useStripeTestApp } from '../../test/stripeTestApp.ts';
import { releaseExpiredHolds } from '../stock/index.ts';

const t = useStripeTestApp();

async function stockOf(productId: string) {
  const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

/** A customer opens a Stripe checkout for `quantity` of the product; answers the Stripe session's id. */
async function checkoutFor(productId: string, quantity: number) {
  const customer = await makeSignedInUser(t.app, t.db);
  const res = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: productId, quantity }]);
  expect(res.statusCode).toBe(200);
  return { email: customer.user.email, sessionId: res.json<{ id: string }>().id };
}

/** The hosted page closed `seconds` ago, and the sweep ran since. */
async function pageClosed(sessionId: string, seconds = 1) {
  await t.db
    .update(checkoutSessions)
    .set({ expiresAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(checkoutSessions.providerSessionId, sessionId));
  await releaseExpiredHolds(t.db);
}

async function orderOf(sessionId: string) {
  const [row] = await t.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, orders.checkoutSessionId))
    .where(eq(checkoutSessions.providerSessionId, sessionId));
  return row?.order;
}

const subjectsTo = async (email: string) =>
  (await t.db.select({ subject: outboxMails.subject }).from(outboxMails).where(eq(outboxMails.to, email))).map(
    (mail) => mail.subject,
  );

describe('a payment that arrives after its hold ended', () => {
  it('gives the stock back as soon as the hosted page stops taking payment', async () => {
    const scarf = await makeProduct(t.db, { stock: 5 });
    const { sessionId } = await checkoutFor(scarf.id, 2);
    expect(await stockOf(scarf.id)).toBe(3);
    await pageClosed(sessionId);
    expect(await stockOf(scarf.id)).toBe(5);
  });

  it('takes the stock again and makes the order when the stock is still there', async () => {
    const scarf = await makeProduct(t.db, { stock: 5 });
    const { email, sessionId } = await checkoutFor(scarf.id, 2);
    await pageClosed(sessionId);

    const paid = t.fakeStripe.pay(sessionId);
    expect((await sendWebhook(t.app, stripeEvent('checkout.session.completed', paid))).statusCode).toBe(200);
    expect(await orderOf(sessionId)).toMatchObject({ status: 'pending', refundedCents: 0 });
    expect(await stockOf(scarf.id)).toBe(3);
    expect(t.fakeStripe.refunds).toEqual([]);
    expect(await subjectsTo(email)).toEqual([expect.stringContaining('order')]);
  });

  it('refunds it in full, once, when the stock went to another customer meanwhile', async () => {
    const lastTwo = await makeProduct(t.db, { stock: 2 });
    const late = await checkoutFor(lastTwo.id, 2);
    await pageClosed(late.sessionId);
    await checkoutFor(lastTwo.id, 2);
    expect(await stockOf(lastTwo.id)).toBe(0);

    const paid = t.fakeStripe.pay(late.sessionId);
    for (let news = 0; news < 2; news++) {
      expect((await sendWebhook(t.app, stripeEvent('checkout.session.completed', paid))).statusCode).toBe(200);
    }

    const order = await orderOf(late.sessionId);
    expect(order).toMatchObject({ status: 'cancelled', refundedCents: order?.amountCents });
    expect(t.fakeStripe.refunds).toMatchObject([{ amount: order?.amountCents, payment_intent: paid.payment_intent }]);
    const recorded = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order?.id ?? ''));
    expect(recorded).toMatchObject([{ reason: 'sold_out', amountCents: order?.amountCents, refundedBy: null }]);
    // The other customer's hold keeps the stock: nothing was taken twice, nothing given back that was not taken.
    expect(await stockOf(lastTwo.id)).toBe(0);
    expect(await subjectsTo(late.email)).toEqual([expect.stringMatching(/order #\d+ could not be filled$/)]);
  });
});
