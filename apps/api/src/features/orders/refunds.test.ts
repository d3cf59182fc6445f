import { totalsCents } from '@atelier/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders, outboxMails, productSizes, products, refunds } from '../../db/schema.ts';
import { makeOrder, makeProduct, makeShopSettings, makeSignedInUser, makeSizedProduct } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

type Who = { cookie: string } | undefined;
const headers = (who: Who, extra: Record<string, string> = {}) => ({ ...(who ? { cookie: who.cookie } : {}), ...extra });

/** A paid order of a dress (2 in size M at $45.00) and a ring ($12.50), charged with its 5 % tax, as checkout charges. */
async function paidOrder(status: 'pending' | 'processing' = 'pending') {
  const customer = await makeSignedInUser(t.app, t.db);
  const admin = await makeSignedInUser(t.app, t.db, 'admin');
  const dress = await makeSizedProduct(t.db, { M: 3 }, { name: 'Velvet dress', priceCents: 4_500 });
  const ring = await makeProduct(t.db, { name: 'Gold ring', priceCents: 1_250, stock: 7 });
  const lines = [
    { productId: dress.id, name: 'Velvet dress', size: 'M' as const, priceCents: 4_500, quantity: 2 },
    { productId: ring.id, name: 'Gold ring', priceCents: 1_250, quantity: 1 },
  ];
  const order = await makeOrder(t.db, {
    userId: customer.user.id,
    email: customer.user.email,
    status,
    amountCents: totalsCents(lines).totalCents, // $107.63
    lines,
  });
  const stored = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const lineOf = (name: string) => stored.find((line) => line.name === name)?.id ?? '';
  return { customer, admin, dress, ring, order, dressLine: lineOf('Velvet dress'), ringLine: lineOf('Gold ring') };
}

function refund(orderId: string, who: Who, body?: object, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds`,
    headers: headers(who, extra),
    ...(body ? { payload: body } : {}),
  });
}

const cancel = (orderId: string, who: Who) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: headers(who) });

async function stockOf(productId: string) {
  const [product] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  const [sizeM] = await t.db
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, 'M')));
  return { stock: product?.stock, sizeM: sizeM?.stock };
}

const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const mailsTo = (email: string) => t.db.select().from(outboxMails).where(eq(outboxMails.to, email));

describe('an admin refunding an order', () => {
  it('refunds one dress with its share of the tax, puts it back in stock in its size and keeps the order open', async () => {
    await makeShopSettings(t.db, { name: 'Maison Lune' });
    const { admin, customer, dress, order, dressLine } = await paidOrder();
    const res = await refund(order.id, admin, { lines: [{ lineId: dressLine, quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.refund).toMatchObject({
      amount: 47.25,
      reason: 'refund',
      lines: [{ lineId: dressLine, name: 'Velvet dress', quantity: 1 }],
      refundedBy: admin.user.username,
    });
    expect(body.order).toMatchObject({ status: 'pending', amount: 107.63, refundedAmount: 47.25 });
    expect(body.order.products.find((line: { _id: string }) => line._id === dressLine).refundedQuantity).toBe(1);
    expect(await stockOf(dress.id)).toEqual({ stock: 4, sizeM: 4 });
    const [mail] = await mailsTo(customer.user.email);
    expect(mail?.subject).toBe(`Your Maison Lune refund for order #${order.number} is on its way`);
    expect(mail?.text).toContain(`We have refunded $47.25 for order #${order.number} to the card you paid with`);
  });

  it('refunds everything left when no lines are named, to exactly what was paid, and marks the order refunded', async () => {
    const { admin, order, dressLine, ring, dress } = await paidOrder();
    await refund(order.id, admin, { lines: [{ lineId: dressLine, quantity: 1 }] });
    const res = await refund(order.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().refund.amount).toBe(60.38);
    expect(res.json().order).toMatchObject({ status: 'refunded', refundedAmount: 107.63 });
    expect((await stockOf(dress.id)).sizeM).toBe(5);
    expect((await stockOf(ring.id)).stock).toBe(8);
  });

  it('refuses a refund above what was paid, and changes nothing', async () => {
    const { admin, order, dressLine, dress } = await paidOrder();
    await refund(order.id, admin, { lines: [{ lineId: dressLine, quantity: 1 }] });
    const res = await refund(order.id, admin, { lines: [{ lineId: dressLine, quantity: 2 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 1 of Velvet dress can still be refunded: refunds never exceed what was paid');
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await stockOf(dress.id)).toEqual({ stock: 4, sizeM: 4 });
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.refundedCents).toBe(4_725);
  });

  it('refuses a refund of a fully refunded order', async () => {
    const { admin, order } = await paidOrder();
    await refund(order.id, admin);
    const again = await refund(order.id, admin);
    expect(again.statusCode).toBe(409);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('keeps the sum of refunds within what was paid in the database itself', async () => {
    const { order } = await paidOrder();
    const tooMuch = t.db
      .insert(refunds)
      .values({ orderId: order.id, amountCents: 10_764, reason: 'refund', idempotencyKey: 'by-hand' });
    await expect(tooMuch).rejects.toThrow();
    expect(await refundsOf(order.id)).toHaveLength(0);
  });

  it('refunds once when the same refund is asked twice at the same moment', async () => {
    const { admin, order, dressLine, dress, customer } = await paidOrder();
    const ask = () => refund(order.id, admin, { lines: [{ lineId: dressLine, quantity: 2 }] });
    const answers = await Promise.all([ask(), ask()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await stockOf(dress.id)).toEqual({ stock: 5, sizeM: 5 });
    expect(await mailsTo(customer.user.email)).toHaveLength(1);
  });

  it('never pays back more than was paid when a refund of one dress and one of all that is left arrive at once', async () => {
    const { admin, order, dressLine, dress, ring } = await paidOrder();
    const answers = await Promise.all([
      refund(order.id, admin, { lines: [{ lineId: dressLine, quantity: 1 }] }),
      refund(order.id, admin),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const made = await refundsOf(order.id);
    expect(made.reduce((sum, row) => sum + row.amountCents, 0)).toBe(10_763);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      refundedCents: 10_763,
      status: 'refunded',
    });
    expect(await stockOf(dress.id)).toEqual({ stock: 5, sizeM: 5 });
    expect((await stockOf(ring.id)).stock).toBe(8);
  });

  it('answers the same refund again for a repeated Idempotency-Key, refunding once', async () => {
    const { admin, order, ringLine } = await paidOrder();
    const body = { lines: [{ lineId: ringLine, quantity: 1 }] };
    const first = await refund(order.id, admin, body, { 'idempotency-key': 'click-1' });
    const second = await refund(order.id, admin, body, { 'idempotency-key': 'click-1' });
    expect(second.statusCode).toBe(200);
    expect(second.json().refund._id).toBe(first.json().refund._id);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('answers the first refund again for its Idempotency-Key once that refund closed the order', async () => {
    const { admin, order } = await paidOrder();
    const first = await refund(order.id, admin, undefined, { 'idempotency-key': 'all-1' });
    expect(first.json().order.status).toBe('refunded');
    const again = await refund(order.id, admin, undefined, { 'idempotency-key': 'all-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().refund._id).toBe(first.json().refund._id);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('refuses with 422 an Idempotency-Key used before for other lines, refunding nothing more', async () => {
    const { admin, order, ringLine, dressLine } = await paidOrder();
    const first = await refund(order.id, admin, { lines: [{ lineId: ringLine, quantity: 1 }] }, { 'idempotency-key': 'k-2' });
    expect(first.statusCode).toBe(200);
    const other = await refund(order.id, admin, { lines: [{ lineId: dressLine, quantity: 1 }] }, { 'idempotency-key': 'k-2' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a refund of other lines');
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('refuses a field it does not read, such as an amount, and refunds nothing', async () => {
    const { admin, order } = await paidOrder();
    const res = await refund(order.id, admin, { amount: 1000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/amount/);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });

  it('refuses a line of another order', async () => {
    const { admin, order } = await paidOrder();
    const other = await paidOrder();
    const res = await refund(order.id, admin, { lines: [{ lineId: other.ringLine, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });

  it('refuses a customer refunding their own order, and a visitor', async () => {
    const { customer, order } = await paidOrder();
    expect((await refund(order.id, customer)).statusCode).toBe(403);
    expect((await refund(order.id, undefined)).statusCode).toBe(401);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });

  it('no longer lets an admin move a refunded order to another status', async () => {
    const { admin, order } = await paidOrder();
    await refund(order.id, admin);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${order.id}`,
      headers: headers(admin),
      payload: { status: 'shipped' },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('a customer cancelling an order', () => {
  it("cancels a pending order: all of it refunded, the stock back, a mail sent in the shop's name", async () => {
    await makeShopSettings(t.db, { name: 'Maison Lune' });
    const { customer, order, dress, ring } = await paidOrder();
    const res = await cancel(order.id, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', refundedAmount: 107.63 });
    expect(res.json().refund).toMatchObject({ amount: 107.63, reason: 'cancellation', refundedBy: customer.user.username });
    expect(await stockOf(dress.id)).toEqual({ stock: 5, sizeM: 5 });
    expect((await stockOf(ring.id)).stock).toBe(8);
    const [mail] = await mailsTo(customer.user.email);
    expect(mail?.subject).toBe(`Your Maison Lune order #${order.number} is cancelled`);
  });

  it('refuses to cancel once the order is processing, with 409', async () => {
    const { customer, order, dress } = await paidOrder('processing');
    const res = await cancel(order.id, customer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order is already being prepared and can no longer be cancelled');
    expect(await refundsOf(order.id)).toHaveLength(0);
    expect(await stockOf(dress.id)).toEqual({ stock: 3, sizeM: 3 });
  });

  it("refuses another customer's order as reading it does, and an admin's cancel of someone's order", async () => {
    const { order, admin } = await paidOrder();
    const stranger = await makeSignedInUser(t.app, t.db);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/order/${order.id}`, headers: headers(stranger) });
    expect(read.statusCode).toBe(403);
    expect((await cancel(order.id, stranger)).statusCode).toBe(403);
    expect((await cancel(order.id, admin)).statusCode).toBe(403);
    expect((await cancel(order.id, undefined)).statusCode).toBe(401);
    expect((await cancel('00000000-0000-4000-8000-000000000000', stranger)).statusCode).toBe(404);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });

  it('refuses to cancel an order twice', async () => {
    const { customer, order } = await paidOrder();
    await cancel(order.id, customer);
    expect((await cancel(order.id, customer)).statusCode).toBe(409);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });
});
