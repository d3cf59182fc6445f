import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderStatusChanges } from '../../db/schema.ts';
import { makeOrder, makeSignedInUser, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

const cookieOf = (who?: { cookie: string }) => (who ? { cookie: who.cookie } : {});

async function shop() {
  const customer = await makeSignedInUser(t.app, t.db);
  const other = await makeSignedInUser(t.app, t.db);
  const admin = await makeSignedInUser(t.app, t.db, 'admin');
  const older = await makeOrder(t.db, {
    userId: customer.user.id,
    email: customer.user.email,
    createdAt: new Date('2030-01-01T00:00:00Z'),
    lines: [{ priceCents: 1_500, quantity: 2 }],
  });
  const newer = await makeOrder(t.db, {
    userId: customer.user.id,
    email: customer.user.email,
    createdAt: new Date('2030-02-01T00:00:00Z'),
  });
  return { customer, other, admin, older, newer };
}

describe("a customer's orders", () => {
  it('lists them newest first for the customer, whatever the case of the email', async () => {
    const { customer, older, newer } = await shop();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${customer.user.email.toUpperCase()}`,
      headers: cookieOf(customer),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((order: { _id: string }) => order._id)).toEqual([newer.id, older.id]);
    expect(body[1]).toEqual({
      _id: older.id,
      orderId: older.orderId,
      number: older.number,
      status: 'pending',
      amount: 30,
      refundedAmount: 0,
      refunds: [],
      email: customer.user.email,
      userId: customer.user.id,
      products: [
        {
          _id: expect.any(String),
          productId: null,
          name: 'Test item',
          size: null,
          price: 15,
          quantity: 2,
          refundedQuantity: 0,
          exchangedQuantity: 0,
          image: '',
          discount: 0,
          taxRate: 5,
        },
      ],
      shippingAddress: null,
      shipping: null,
      totals: { subtotal: 30, discount: 0, shipping: 0, tax: 0, total: 30, taxIncluded: false, taxLines: [], currency: 'USD' },
      promotion: null,
      statusHistory: [{ status: 'pending', changedAt: '2030-01-01T00:00:00.000Z' }],
      replacesOrderId: null,
      invoice: null,
      creditNotes: [],
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: older.updatedAt.toISOString(),
    });
  });

  it('are listed for an admin', async () => {
    const { customer, admin } = await shop();
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${customer.user.email}`, headers: cookieOf(admin) });
    expect(res.json()).toHaveLength(2);
  });

  it('stay with the deleted account: whoever registers its email again sees none of them', async () => {
    const { customer, admin, older } = await shop();
    const email = customer.user.email;
    await t.app.inject({ method: 'DELETE', url: `/api/auth/users/${customer.user.id}`, headers: cookieOf(admin) });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Newcomer', email, password: TEST_PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    const newcomer = { cookie: await signIn(t.app, email) };

    const listed = await t.app.inject({ method: 'GET', url: `/api/orders/${email}`, headers: cookieOf(newcomer) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([]);
    const oldOrder = await t.app.inject({ method: 'GET', url: `/api/orders/order/${older.id}`, headers: cookieOf(newcomer) });
    expect(oldOrder.statusCode).toBe(403);
    const forAdmin = await t.app.inject({ method: 'GET', url: `/api/orders/${email}`, headers: cookieOf(admin) });
    expect(forAdmin.json()).toEqual([]);
  });

  it('are hidden from another customer and from visitors', async () => {
    const { customer, other } = await shop();
    const url = `/api/orders/${customer.user.email}`;
    expect((await t.app.inject({ method: 'GET', url, headers: cookieOf(other) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('one order', () => {
  it('is shown to its customer and to an admin', async () => {
    const { customer, admin, older } = await shop();
    for (const who of [customer, admin]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/order/${older.id}`, headers: cookieOf(who) });
      expect(res.statusCode).toBe(200);
      expect(res.json()._id).toBe(older.id);
    }
  });

  it('is hidden from another customer and from visitors', async () => {
    const { other, older } = await shop();
    const url = `/api/orders/order/${older.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: cookieOf(other) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it.each(['not-an-id', '00000000-0000-4000-8000-000000000000'])('answers 404 for the id %j', async (id) => {
    const { admin } = await shop();
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/order/${id}`, headers: cookieOf(admin) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Order not found' });
  });
});

describe('managing orders', () => {
  it('lists every order newest first for an admin', async () => {
    const { admin, newer, older } = await shop();
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/', headers: cookieOf(admin) });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((order: { _id: string }) => order._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const createdAts = res.json().map((order: { createdAt: string }) => order.createdAt);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
  });

  it('changes the status and the date of the last update', async () => {
    const { admin, older } = await shop();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${older.id}`,
      headers: cookieOf(admin),
      payload: { status: 'shipped' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Order status updated successfully');
    expect(res.json().order).toMatchObject({ _id: older.id, status: 'shipped' });
    expect(res.json().order.updatedAt > older.updatedAt.toISOString()).toBe(true);
  });

  it('keeps every status change with its date and the admin who made it, oldest first', async () => {
    const { admin, customer } = await shop();
    const older = await makeOrder(t.db, { userId: customer.user.id, email: customer.user.email });
    for (const status of ['processing', 'shipped', 'shipped']) {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/update-order-status/${older.id}`,
        headers: cookieOf(admin),
        payload: { status },
      });
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/order/${older.id}`, headers: cookieOf(customer) });
    const history = res.json().statusHistory as { status: string; changedAt: string }[];
    // Setting the status it already has is no change: 'shipped' is kept once.
    expect(history.map((change) => change.status)).toEqual(['pending', 'processing', 'shipped']);
    expect(history.map((change) => change.changedAt)).toEqual(history.map((change) => change.changedAt).sort());
    const rows = await t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, older.id));
    expect(rows.filter((row) => row.status !== 'pending').map((row) => row.changedBy)).toEqual([admin.user.id, admin.user.id]);
  });

  it('keeps no history of a refused change', async () => {
    const { customer, older } = await shop();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${older.id}`,
      headers: cookieOf(customer),
      payload: { status: 'shipped' },
    });
    const rows = await t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, older.id));
    expect(rows.map((row) => row.status)).toEqual(['pending']);
  });

  it('refuses a status that is not one of pending, processing, shipped, completed', async () => {
    const { admin, older } = await shop();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${older.id}`,
      headers: cookieOf(admin),
      payload: { status: 'lost' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Status must be one of: pending, processing, shipped, completed' });
  });

  it('deletes an order', async () => {
    const { admin, older } = await shop();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/orders/delete-order/${older.id}`, headers: cookieOf(admin) });
    expect(res.json()).toEqual({ message: 'Order deleted successfully' });
    const gone = await t.app.inject({ method: 'GET', url: `/api/orders/order/${older.id}`, headers: cookieOf(admin) });
    expect(gone.statusCode).toBe(404);
  });

  it.each([
    ['list every order', 'GET', () => '/api/orders/', undefined],
    ['change a status', 'PATCH', (id: string) => `/api/orders/update-order-status/${id}`, { status: 'shipped' }],
    ['delete an order', 'DELETE', (id: string) => `/api/orders/delete-order/${id}`, undefined],
  ] as const)('lets only admins %s (403 for the customer, 401 for visitors)', async (_case, method, url, payload) => {
    const { customer, older } = await shop();
    const asCustomer = await t.app.inject({ method, url: url(older.id), headers: cookieOf(customer), payload });
    const asVisitor = await t.app.inject({ method, url: url(older.id), payload });
    expect(asCustomer.statusCode).toBe(403);
    expect(asVisitor.statusCode).toBe(401);
    const still = await t.app.inject({ method: 'GET', url: `/api/orders/order/${older.id}`, headers: cookieOf(customer) });
    expect(still.json().status).toBe('pending');
  });

  it('answers 404 when changing or deleting an order that does not exist', async () => {
    const { admin } = await shop();
    const missing = '00000000-0000-4000-8000-000000000000';
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${missing}`,
      headers: cookieOf(admin),
      payload: { status: 'shipped' },
    });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/orders/delete-order/${missing}`, headers: cookieOf(admin) });
    expect([patch.statusCode, del.statusCode]).toEqual([404, 404]);
  });
});
