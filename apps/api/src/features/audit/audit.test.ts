import { type AuditEntry, type AuditPage, totalsCents } from '@atelier/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, orders, products, users } from '../../db/schema.ts';
import { makeOrder, makeProduct, makeSignedInUser, makeUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
let customer: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  [admin, customer] = await Promise.all([makeSignedInUser(t.app, t.db, 'admin'), makeSignedInUser(t.app, t.db, 'user')]);
});

const asAdmin = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

/** The entries about one subject, newest first, as the API lists them. */
async function entriesAbout(subjectId: string): Promise<AuditEntry[]> {
  const res = await t.app.inject({ url: '/api/audit?limit=100', headers: { cookie: admin.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<AuditPage>().entries.filter((entry) => entry.subject.id === subjectId);
}

const rawQuery = (query: string) => t.database.db.execute(sql.raw(query));

describe('the audit trail records each admin action', () => {
  it('records a product created, with who created it and what it was', async () => {
    const res = await asAdmin('POST', '/api/products/create-product', {
      name: 'Velvet clutch',
      category: 'accessories',
      color: 'black',
      price: 59.5,
      description: 'Soft velvet.',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().product._id;
    const [entry] = await entriesAbout(id);
    expect(entry).toMatchObject({
      admin: { _id: admin.user.id, email: admin.user.email },
      kind: 'product.created',
      subject: { type: 'product', id, label: 'Velvet clutch' },
      before: null,
      after: { name: 'Velvet clutch', price: 59.5, category: 'accessories', stock: 0, oldPrice: null },
    });
    expect(Date.parse(entry?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records only the fields a product change changed, before and after', async () => {
    const product = await makeProduct(t.db, { priceCents: 4_500, color: 'red' });
    const res = await asAdmin('PATCH', `/api/products/update-product/${product.id}`, { price: 39, color: 'red' });
    expect(res.statusCode).toBe(200);
    const [entry] = await entriesAbout(product.id);
    expect(entry).toMatchObject({ kind: 'product.changed', before: { price: 45 }, after: { price: 39 } });
    expect(Object.keys(entry?.after ?? {})).toEqual(['price']);
  });

  it('records no entry for a product saved without a change', async () => {
    const product = await makeProduct(t.db, { priceCents: 4_500 });
    expect((await asAdmin('PATCH', `/api/products/update-product/${product.id}`, { price: 45 })).statusCode).toBe(200);
    expect(await entriesAbout(product.id)).toEqual([]);
  });

  it('records a product deleted with what it was, and keeps it after the product is gone', async () => {
    const product = await makeProduct(t.db, { name: 'Pearl earrings' });
    expect((await asAdmin('DELETE', `/api/products/${product.id}`)).statusCode).toBe(200);
    const [entry] = await entriesAbout(product.id);
    expect(entry).toMatchObject({ kind: 'product.deleted', before: { name: 'Pearl earrings' }, after: null });
  });

  it('records an order status changed', async () => {
    const order = await makeOrder(t.db);
    expect((await asAdmin('PATCH', `/api/orders/update-order-status/${order.id}`, { status: 'processing' })).statusCode).toBe(
      200,
    );
    const [entry] = await entriesAbout(order.id);
    expect(entry).toMatchObject({
      kind: 'order.statusChanged',
      subject: { type: 'order', id: order.id, label: order.email },
      before: { status: 'pending' },
      after: { status: 'processing' },
    });
  });

  it('records a refund with its amount and the lines it gave back', async () => {
    const lines = [{ name: 'Linen dress', size: 'S' as const, priceCents: 2_000, quantity: 2 }];
    const order = await makeOrder(t.db, { lines, amountCents: totalsCents(lines).totalCents });
    expect((await asAdmin('POST', `/api/orders/${order.id}/refunds`)).statusCode).toBe(200);
    const [entry] = await entriesAbout(order.id);
    expect(entry).toMatchObject({
      kind: 'order.refunded',
      subject: { type: 'order', id: order.id, label: order.email },
      before: null,
      after: { amount: 42, lines: ['2 × Linen dress (S)'] },
    });
  });

  it('records an order deleted with its reference, customer and amount', async () => {
    const order = await makeOrder(t.db, { lines: [{ priceCents: 2_550, quantity: 2 }] });
    expect((await asAdmin('DELETE', `/api/orders/delete-order/${order.id}`)).statusCode).toBe(200);
    const [entry] = await entriesAbout(order.id);
    expect(entry).toMatchObject({
      kind: 'order.deleted',
      before: { orderId: order.orderId, email: order.email, status: 'pending', amount: 51 },
      after: null,
    });
  });

  it('records a user role changed', async () => {
    const user = await makeUser(t.db);
    expect((await asAdmin('PUT', `/api/auth/users/${user.id}`, { role: 'admin' })).statusCode).toBe(200);
    const [entry] = await entriesAbout(user.id);
    expect(entry).toMatchObject({
      kind: 'user.roleChanged',
      subject: { type: 'user', id: user.id, label: user.email },
      before: { role: 'user' },
      after: { role: 'admin' },
    });
  });

  it('records a user deleted, and the entries of a deleted admin keep their email', async () => {
    const formerAdmin = await makeSignedInUser(t.app, t.db, 'admin');
    const product = await makeProduct(t.db);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${product.id}`,
      payload: { stock: 7, version: product.version },
      headers: { cookie: formerAdmin.cookie },
    });
    expect(changed.statusCode).toBe(200);

    expect((await asAdmin('DELETE', `/api/auth/users/${formerAdmin.user.id}`)).statusCode).toBe(200);

    const [deletion] = await entriesAbout(formerAdmin.user.id);
    expect(deletion).toMatchObject({
      kind: 'user.deleted',
      before: { email: formerAdmin.user.email, role: 'admin' },
      after: null,
    });
    const [change] = await entriesAbout(product.id);
    expect(change?.admin).toEqual({ _id: formerAdmin.user.id, email: formerAdmin.user.email });
  });
});

describe('the audit trail and its action stand or fall together', () => {
  it('records nothing when the action is refused', async () => {
    const lone = await makeUser(t.db);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries);
    const res = await asAdmin('PUT', `/api/auth/users/${lone.id}`, { role: 'superuser' });
    expect(res.statusCode).toBe(400);
    const sized = await makeProduct(t.db);
    await t.db.execute(sql`insert into product_sizes (product_id, size, stock) values (${sized.id}, 'M', 1)`);
    const [{ version } = sized] = await t.db.select().from(products).where(eq(products.id, sized.id));
    expect((await asAdmin('PATCH', `/api/products/update-product/${sized.id}`, { stock: 3, version })).statusCode).toBe(400);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries);
    expect(after).toEqual(before);
  });

  it('undoes the action when its entry cannot be written', async () => {
    const product = await makeProduct(t.db, { name: 'Gold cuff' });
    await rawQuery(`create function refuse_entry() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await rawQuery(`create trigger refuse_entries before insert on audit_entries for each row execute function refuse_entry()`);
    try {
      const res = await asAdmin('PATCH', `/api/products/update-product/${product.id}`, { name: 'Silver cuff' });
      expect(res.statusCode).toBe(500);
      const role = await asAdmin('PUT', `/api/auth/users/${customer.user.id}`, { role: 'admin' });
      expect(role.statusCode).toBe(500);
    } finally {
      await rawQuery('drop trigger refuse_entries on audit_entries');
    }
    const [kept] = await t.db.select({ name: products.name }).from(products).where(eq(products.id, product.id));
    expect(kept?.name).toBe('Gold cuff');
    const [stillCustomer] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, customer.user.id));
    expect(stillCustomer?.role).toBe('user');
  });
});

describe('the audit trail cannot be changed', () => {
  it('refuses to change or delete an entry, even straight in the database', async () => {
    const order = await makeOrder(t.db);
    await asAdmin('PATCH', `/api/orders/update-order-status/${order.id}`, { status: 'shipped' });
    const [entry] = await entriesAbout(order.id);
    const id = entry?._id ?? '';
    await expect(rawQuery(`update audit_entries set actor_email = 'someone@else.test' where id = '${id}'`)).rejects.toThrow();
    await expect(rawQuery(`delete from audit_entries where id = '${id}'`)).rejects.toThrow();
    await expect(rawQuery('truncate audit_entries')).rejects.toThrow();
    const [still] = await t.db.select().from(auditEntries).where(eq(auditEntries.id, id));
    expect(still?.actorEmail).toBe(admin.user.email);
    const [stillOrder] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(stillOrder?.status).toBe('shipped');
  });

  it('offers no way to change or delete an entry through the API', async () => {
    const [entry] = await t.db.select().from(auditEntries).limit(1);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await asAdmin(method, `/api/audit/${entry?.id}`, { actorEmail: 'x@y.z' });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('GET /api/audit', () => {
  it('lists newest first, a page at a time, filtered by admin and by kind', async () => {
    const other = await makeSignedInUser(t.app, t.db, 'admin');
    const product = await makeProduct(t.db);
    let version = product.version;
    for (const stock of [1, 2, 3]) {
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/products/update-product/${product.id}`,
        payload: { stock, version },
        headers: { cookie: other.cookie },
      });
      version = changed.json().product.version;
    }
    const res = await t.app.inject({
      url: `/api/audit?admin=${other.user.id}&kind=product.changed&limit=2`,
      headers: { cookie: admin.cookie },
    });
    const page = res.json<AuditPage>();
    expect(page.totalEntries).toBe(3);
    expect(page.totalPages).toBe(2);
    expect(page.entries.map((entry) => entry.after?.stock)).toEqual([3, 2]);
    const second = await t.app.inject({
      url: `/api/audit?admin=${other.user.id}&kind=product.changed&limit=2&page=2`,
      headers: { cookie: admin.cookie },
    });
    expect(second.json<AuditPage>().entries.map((entry) => entry.after?.stock)).toEqual([1]);

    const admins = await t.app.inject({ url: '/api/audit/admins', headers: { cookie: admin.cookie } });
    expect(admins.json().admins).toContainEqual({ _id: other.user.id, email: other.user.email });
  });

  it('answers 400 for an unknown kind or an admin that is no id', async () => {
    for (const query of ['kind=product.stolen', 'admin=nobody', 'page=0']) {
      const res = await t.app.inject({ url: `/api/audit?${query}`, headers: { cookie: admin.cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('is for admins only: a visitor gets 401 and a customer 403', async () => {
    for (const url of ['/api/audit', '/api/audit/admins']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    }
  });
});
