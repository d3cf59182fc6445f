import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders, refunds } from '../../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser, makeSizedProduct } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

const as = (who: { cookie: string }) => ({ cookie: who.cookie });

/** A customer's paid order of two dresses at $45.00 in size M and a ring at $12.50: $107.63 with the tax. */
async function paidOrder() {
  const customer = await makeSignedInUser(t.app, t.db);
  const admin = await makeSignedInUser(t.app, t.db, 'admin');
  const dress = await makeSizedProduct(t.db, { M: 5 }, { name: 'Garden Silk Twill Dress', priceCents: 4_500 });
  const ring = await makeProduct(t.db, { name: 'Gold ring', priceCents: 1_250, stock: 5 });
  const opened = await openCheckout(t.app, customer.cookie, customer.user.id, [
    { _id: dress.id, quantity: 2, size: 'M' },
    { _id: ring.id, quantity: 1 },
  ]);
  const sessionId: string = opened.json().id;
  await payOnSandboxPage(t.app, sessionId);
  const confirmed = await confirmPayment(t.app, customer.cookie, sessionId);
  expect(confirmed.statusCode).toBe(200);
  return { customer, admin, dress, ring, sessionId, order: confirmed.json().order as { _id: string; products: Line[] } };
}

interface Line {
  _id: string;
  productId: string | null;
  name: string;
  size: string | null;
  price: number;
  quantity: number;
}

const deleteOrder = (id: string, admin: { cookie: string }) =>
  t.app.inject({ method: 'DELETE', url: `/api/orders/delete-order/${id}`, headers: as(admin) });

async function exportedRow(id: string, admin: { cookie: string }) {
  const res = await t.app.inject({ method: 'GET', url: '/api/orders/export.csv', headers: as(admin) });
  const rows = parse(res.body, { columns: true }) as Record<string, string>[];
  return rows.find((row) => row.order_id === id);
}

describe('a deleted order', () => {
  it('reads 404 and leaves the lists, while the books keep it with its lines, payment and refunds', async () => {
    const { customer, admin, order } = await paidOrder();
    const ring = order.products.find((line) => line.name === 'Gold ring');
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refunds`,
      headers: as(admin),
      payload: { lines: [{ lineId: ring?._id, quantity: 1 }] },
    });
    expect(refunded.statusCode).toBe(200);

    const deleted = await deleteOrder(order._id, admin);
    expect(deleted.json()).toEqual({ message: 'Order deleted successfully' });

    for (const who of [admin, customer]) {
      const read = await t.app.inject({ method: 'GET', url: `/api/orders/order/${order._id}`, headers: as(who) });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ message: 'Order not found' });
      const own = await t.app.inject({ method: 'GET', url: `/api/orders/${customer.user.email}`, headers: as(who) });
      expect(own.json()).toEqual([]);
    }
    const all = await t.app.inject({ method: 'GET', url: '/api/orders/', headers: as(admin) });
    expect(all.json().map((listed: { _id: string }) => listed._id)).not.toContain(order._id);

    expect(await exportedRow(order._id, admin)).toMatchObject({
      total: '107.63',
      lines: '2 × Garden Silk Twill Dress (M) @ 45.00; 1 × Gold ring @ 12.50',
      deleted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(kept).toMatchObject({ amountCents: 10_763, refundedCents: 1_313 });
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, order._id))).toHaveLength(2);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toMatchObject([{ amountCents: 1_313 }]);
  });

  it('is marked in the export only once deleted', async () => {
    const { admin, order } = await paidOrder();
    expect(await exportedRow(order._id, admin)).toMatchObject({ deleted_at: '' });
  });

  it('can be neither changed, refunded nor deleted again', async () => {
    const { admin, order } = await paidOrder();
    await deleteOrder(order._id, admin);
    const attempts = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/update-order-status/${order._id}`,
        headers: as(admin),
        payload: { status: 'shipped' },
      }),
      t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/refunds`, headers: as(admin) }),
      deleteOrder(order._id, admin),
    ]);
    expect(attempts.map((res) => [res.statusCode, res.json()])).toEqual(Array(3).fill([404, { message: 'Order not found' }]));
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(kept).toMatchObject({ status: 'pending', refundedCents: 0 });
  });

  it('stays deleted when its payment is confirmed again afterwards', async () => {
    const { customer, admin, order, sessionId } = await paidOrder();
    await deleteOrder(order._id, admin);

    const again = await confirmPayment(t.app, customer.cookie, sessionId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Order not found' });
    const all = await t.app.inject({ method: 'GET', url: '/api/orders/', headers: as(admin) });
    expect(all.json().map((listed: { email: string }) => listed.email)).not.toContain(customer.user.email);
    const own = await t.app.inject({ method: 'GET', url: `/api/orders/${customer.user.email}`, headers: as(customer) });
    expect(own.json()).toEqual([]);
  });

  it('still counts in what the shop earned and the customer paid, not in the orders the admin sees', async () => {
    const { customer, admin, order } = await paidOrder();
    const stats = async () => (await t.app.inject({ method: 'GET', url: '/api/stats/admin-stats', headers: as(admin) })).json();
    const paid = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/stats/user-stats/${customer.user.email}`, headers: as(customer) })).json();
    const [before, paidBefore] = [await stats(), await paid()];
    await deleteOrder(order._id, admin);
    const after = await stats();
    expect(after.totalEarnings).toBe(before.totalEarnings);
    expect(after.monthlyEarnings).toEqual(before.monthlyEarnings);
    expect(after.totalOrders).toBe(before.totalOrders - 1);
    expect(await paid()).toEqual({ ...paidBefore, totalPayments: 107.63, totalPurchasedProducts: 3 });
  });
});

describe('deleting a product that was ordered', () => {
  it('keeps the order’s lines with their name, size and price as they were bought', async () => {
    const { customer, admin, dress, order } = await paidOrder();
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/products/${dress.id}`, headers: as(admin) });
    expect(removed.statusCode).toBe(200);

    const read = await t.app.inject({ method: 'GET', url: `/api/orders/order/${order._id}`, headers: as(customer) });
    expect(read.statusCode).toBe(200);
    expect(read.json().products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: null, name: 'Garden Silk Twill Dress', size: 'M', price: 45, quantity: 2 }),
        expect.objectContaining({ name: 'Gold ring', size: null, price: 12.5, quantity: 1 }),
      ]),
    );
    expect(read.json().amount).toBe(107.63);
    expect((await exportedRow(order._id, admin))?.lines).toBe('2 × Garden Silk Twill Dress (M) @ 45.00; 1 × Gold ring @ 12.50');
  });
});
