import { type Order, refundAmountOf, totalsCents } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema.ts';
import { makeOrder, makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

/** A paid order of two scarves at $45.00 and a ring at $12.50 ($107.63 with tax), delivered by Express for $14.95. */
async function deliveredOrder() {
  const admin = await makeSignedInUser(t.app, t.db, 'admin');
  const customer = await makeSignedInUser(t.app, t.db);
  const scarf = await makeProduct(t.db, { name: 'Silk scarf', priceCents: 4_500 });
  const ring = await makeProduct(t.db, { name: 'Gold ring', priceCents: 1_250 });
  const lines = [
    { productId: scarf.id, name: 'Silk scarf', priceCents: 4_500, quantity: 2 },
    { productId: ring.id, name: 'Gold ring', priceCents: 1_250, quantity: 1 },
  ];
  const order = await makeOrder(t.db, {
    userId: customer.user.id,
    email: customer.user.email,
    amountCents: totalsCents(lines).totalCents + 1_495, // $122.58
    shippingMethodName: 'Express',
    shippingPriceCents: 1_495,
    shippingMinDays: 1,
    shippingMaxDays: 2,
    lines,
  });
  const stored = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const lineOf = (name: string) => stored.find((line) => line.name === name)?.id ?? '';
  return { admin, customer, order, scarfLine: lineOf('Silk scarf'), ringLine: lineOf('Gold ring') };
}

const refund = (orderId: string, cookie: string, body?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds`,
    headers: { cookie },
    ...(body ? { payload: body } : {}),
  });

describe('refunds of an order with delivery', () => {
  it('gives back the delivery with the whole order', async () => {
    const { admin, order } = await deliveredOrder();
    const res = await refund(order.id, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().refund.amount).toBe(122.58);
    expect(res.json().order).toMatchObject({ status: 'refunded', refundedAmount: 122.58 });
  });

  it('leaves the delivery out of chosen lines unless asked', async () => {
    const { admin, order, ringLine } = await deliveredOrder();
    const res = await refund(order.id, admin.cookie, { lines: [{ lineId: ringLine, quantity: 1 }] });
    expect(res.json().refund.amount).toBe(13.13);
  });

  it('gives back the delivery with chosen lines when asked, once only', async () => {
    const { admin, order, ringLine, scarfLine } = await deliveredOrder();
    const first = await refund(order.id, admin.cookie, { lines: [{ lineId: ringLine, quantity: 1 }], shipping: true });
    expect(first.json().refund.amount).toBe(28.08); // $13.13 + $14.95
    const second = await refund(order.id, admin.cookie, { lines: [{ lineId: scarfLine, quantity: 1 }], shipping: true });
    expect(second.json().refund.amount).toBe(47.25);
    // What is left, without the delivery given back already: never more than was paid.
    const rest = await refund(order.id, admin.cookie);
    expect(rest.json().refund.amount).toBe(47.25);
    expect(rest.json().order).toMatchObject({ status: 'refunded', refundedAmount: 122.58 });
    expect((await refund(order.id, admin.cookie)).statusCode).toBe(409);
  });

  it('refunds the delivery left when every line went back without it', async () => {
    const { admin, order, ringLine, scarfLine } = await deliveredOrder();
    await refund(order.id, admin.cookie, {
      lines: [
        { lineId: ringLine, quantity: 1 },
        { lineId: scarfLine, quantity: 2 },
      ],
    });
    const rest = await refund(order.id, admin.cookie);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().refund.amount).toBe(14.95);
    expect(rest.json().order.refundedAmount).toBe(122.58);
  });

  it('refunds exactly what the admin’s refund dialog names, worked out from the order as the API shows it', async () => {
    const { admin, order, ringLine, scarfLine } = await deliveredOrder();
    const shown = async () =>
      (await t.app.inject({ url: `/api/orders/order/${order.id}`, headers: { cookie: admin.cookie } })).json<Order>();
    // The dialog's steps: one scarf and the ring chosen (no delivery), then the whole of what is left (delivery too).
    const chosen = { [scarfLine]: 1, [ringLine]: 1 };
    const named = refundAmountOf(await shown(), chosen, false);
    const some = await refund(order.id, admin.cookie, {
      lines: [
        { lineId: scarfLine, quantity: 1 },
        { lineId: ringLine, quantity: 1 },
      ],
    });
    expect(some.json().refund.amount).toBe(named);
    expect(named).toBe(60.38);

    const rest = await shown();
    const namedRest = refundAmountOf(rest, { [scarfLine]: 1 }, true);
    const refundedRest = await refund(order.id, admin.cookie);
    expect(refundedRest.json().refund.amount).toBe(namedRest);
    expect(namedRest).toBe(62.2); // $47.25 and the $14.95 delivery
  });

  it('refuses a shipping flag that is not true or false', async () => {
    const { admin, order, ringLine } = await deliveredOrder();
    const res = await refund(order.id, admin.cookie, { lines: [{ lineId: ringLine, quantity: 1 }], shipping: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'shipping must be true or false' });
  });

  it('answers the order’s delivery and totals, the total being the amount paid', async () => {
    const { customer, order } = await deliveredOrder();
    const res = await t.app.inject({ url: `/api/orders/order/${order.id}`, headers: { cookie: customer.cookie } });
    expect(res.json()).toMatchObject({
      amount: 122.58,
      shipping: { name: 'Express', price: 14.95, minDays: 1, maxDays: 2 },
      totals: { subtotal: 102.5, discount: 0, shipping: 14.95, tax: 5.13, total: 122.58 },
    });
  });
});
