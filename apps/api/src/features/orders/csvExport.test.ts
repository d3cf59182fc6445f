import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema.ts';
import { makeOrder, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = (await makeSignedInUser(t.app, t.db, 'admin')).cookie;
});

const exportCsv = (query: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/orders/export.csv${query}`, headers: { cookie } });

describe('order export', () => {
  it('lists the orders of the days asked for, oldest first, with lines, subtotal, tax and total', async () => {
    const before = await makeOrder(t.db, { createdAt: new Date('2026-03-31T23:59:59Z') });
    const first = await makeOrder(t.db, {
      email: 'ada@example.com',
      status: 'shipped',
      createdAt: new Date('2026-04-01T00:00:00Z'),
      lines: [
        { quantity: 2, priceCents: 12_000 },
        { quantity: 1, priceCents: 4_550 },
      ],
    });
    await t.db.update(orderLines).set({ name: '=cmd|calc', size: 'M' }).where(eq(orderLines.priceCents, 12_000));
    const last = await makeOrder(t.db, {
      createdAt: new Date('2026-04-30T23:59:59.999Z'),
      promotionCode: 'WELCOME10',
      promotionLabel: '10% off your first order',
      discountCents: 400,
    });
    const after = await makeOrder(t.db, { createdAt: new Date('2026-05-01T00:00:00Z') });

    const res = await exportCsv('?from=2026-04-01&to=2026-04-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2026-04-01-to-2026-04-30.csv"');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.order_id)).toEqual([first.id, last.id]);
    expect(rows[0]).toEqual({
      order_id: first.id,
      payment_reference: first.orderId,
      date: '2026-04-01T00:00:00.000Z',
      customer_email: 'ada@example.com',
      lines: '2 × =cmd|calc (M) @ 120.00; 1 × Test item @ 45.50',
      subtotal: '285.50',
      discount_code: '',
      discount: '0.00',
      tax: '14.28',
      delivery_method: '',
      delivery: '0.00',
      delivery_days: '',
      expected_delivery: '',
      total: '285.50',
      status: 'shipped',
      deleted_at: '',
    });
    expect(rows[1]).toMatchObject({ discount_code: 'WELCOME10', discount: '4.00' });
    expect(rows.map((row) => row.order_id)).not.toContain(before.id);
    expect(rows.map((row) => row.order_id)).not.toContain(after.id);
  });

  it('pages through many orders of one instant without losing or repeating one', async () => {
    const instant = new Date('2025-01-15T12:00:00.123456Z');
    const made = await t.db
      .insert(orders)
      .values(
        Array.from({ length: 1_100 }, (_, i) => ({
          orderId: `pi_bulk_${i}`,
          email: 'many@example.com',
          amountCents: 100,
          createdAt: instant,
        })),
      )
      .returning({ id: orders.id });
    const rows = parse((await exportCsv('?from=2025-01-15&to=2025-01-15')).body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.order_id).sort()).toEqual(made.map((order) => order.id).sort());
  }, 60_000);

  it('guards a customer email a spreadsheet would run', async () => {
    await makeOrder(t.db, { email: '@evil.example', createdAt: new Date('2024-02-02T10:00:00Z') });
    const rows = parse((await exportCsv('?from=2024-02-02&to=2024-02-02')).body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.customer_email)).toEqual(["'@evil.example"]);
  });

  it.each([
    ['?from=2026-13-01', 'from must be a date that exists'],
    ['?from=2026-02-30', 'from must be a date that exists'],
    ['?to=2026-04-31', 'to must be a date that exists'],
    ['?to=2025-02-29', 'to must be a date that exists'],
    ['?from=yesterday', 'from must be a date written YYYY-MM-DD'],
    ['?from=2026-05-02&to=2026-05-01', 'from must not be after to'],
    ['?to=9999-12-31', 'to must be a day of the years 2000 to 2100'],
    ['?from=0000-01-01', 'from must be a day of the years 2000 to 2100'],
  ])('refuses the range %s', async (query, message) => {
    const res = await exportCsv(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses the export to a customer', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'user');
    const res = await exportCsv('', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not allowed to do that');
  });

  it('counts every order once when none is left out of the range', async () => {
    const all = await t.db.select({ id: orders.id }).from(orders);
    const rows = parse((await exportCsv('')).body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(all.length);
  });
});

describe('delivery in the export', () => {
  it('shows the method paid for, its price, its window and the dates it makes', async () => {
    await makeOrder(t.db, {
      createdAt: new Date('2026-06-05T10:00:00Z'), // a Friday
      shippingMethodName: 'Express',
      shippingPriceCents: 1_495,
      shippingMinDays: 1,
      shippingMaxDays: 2,
    });
    const rows = parse((await exportCsv('?from=2026-06-05&to=2026-06-05')).body, { columns: true }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({
      delivery_method: 'Express',
      delivery: '14.95',
      delivery_days: '1-2',
      expected_delivery: 'Jun 8 – Jun 9',
    });
  });
});
