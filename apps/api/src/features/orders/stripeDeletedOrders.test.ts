import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, refunds } from '../../db/schema.ts';
import { confirmPayment, openCheckout } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { sendWebhook, stripeEvent, useStripeTestApp } from '../../test/stripeTestApp.ts';

const t = useStripeTestApp();

/** A customer's order of a dress at $159.99 paid on Stripe's page, then deleted by an admin. */
async function deletedStripeOrder() {
  const customer = await makeSignedInUser(t.app, t.db);
  const admin = await makeSignedInUser(t.app, t.db, 'admin');
  const product = await makeProduct(t.db, { name: 'Velvet dress', priceCents: 15_999, stock: 10 });
  const opened = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: product.id, quantity: 1 }]);
  const sessionId = opened.json<{ id: string }>().id;
  const paid = t.fakeStripe.pay(sessionId);
  const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/orders/delete-order/${order._id}`,
    headers: { cookie: admin.cookie },
  });
  expect(deleted.statusCode).toBe(200);
  return { customer, admin, order, paid };
}

const listedIds = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/orders/', headers: { cookie } })).json().map((o: { _id: string }) => o._id);

describe('a deleted order paid through Stripe', () => {
  it('is not made again by a payment notification arriving afterwards', async () => {
    const { admin, order, paid } = await deletedStripeOrder();
    const hook = await sendWebhook(t.app, stripeEvent('checkout.session.completed', paid));
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toEqual({ received: true });
    const rows = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, paid.payment_intent ?? ''));
    expect(rows).toMatchObject([{ id: order._id, deletedAt: expect.any(Date) }]);
    expect(await listedIds(admin.cookie)).not.toContain(order._id);
  });

  it('still records a refund made in Stripe’s dashboard afterwards', async () => {
    const { admin, order, paid } = await deletedStripeOrder();
    const refunded = t.fakeStripe.refundInDashboard(paid.payment_intent ?? '', 5_000);
    const hook = await sendWebhook(t.app, stripeEvent('charge.refunded', refunded));
    expect(hook.statusCode).toBe(200);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toMatchObject([
      { amountCents: 5_000, reason: 'provider' },
    ]);
    expect(await listedIds(admin.cookie)).not.toContain(order._id);
  });
});
