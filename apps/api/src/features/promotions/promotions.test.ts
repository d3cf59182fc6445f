import type { AuditPage, Promotion, PromotionInput } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '../../db/schema.ts';
import { makeProduct, makePromotion, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// Copies on, as in production: a change of a promotion must show on the next read of the automatic ones.
const t = useTestApp({ copyFreshMs: 60_000 });
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
let customer: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  [admin, customer] = await Promise.all([makeSignedInUser(t.app, t.db, 'admin'), makeSignedInUser(t.app, t.db, 'user')]);
});

let unique = 0;
const newCode = (prefix = 'SPRING') => `${prefix}${Date.now().toString(36).toUpperCase()}${++unique}`;
const as = (cookie: string | null) => (cookie ? { cookie } : {});

const post = (payload: unknown, cookie: string | null = admin.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/promotions', payload: payload as object, headers: as(cookie) });
const put = (id: string, payload: unknown, cookie: string | null = admin.cookie) =>
  t.app.inject({ method: 'PUT', url: `/api/promotions/${id}`, payload: payload as object, headers: as(cookie) });
const remove = (id: string, cookie: string | null = admin.cookie) =>
  t.app.inject({ method: 'DELETE', url: `/api/promotions/${id}`, headers: as(cookie) });
const apply = (payload: unknown, cookie: string | null = null) =>
  t.app.inject({ method: 'POST', url: '/api/promotions/apply', payload: payload as object, headers: as(cookie) });

const percentOff = (fields: Partial<PromotionInput> = {}): PromotionInput => ({
  code: newCode(),
  label: '15% off everything',
  kind: 'percentage',
  value: 15,
  ...fields,
});

describe('admins write promotions', () => {
  it('creates a code with every field, and lists it with its uses and state', async () => {
    const code = newCode();
    const res = await post({
      code,
      label: '$10 off dresses over $100',
      kind: 'fixed',
      value: 10,
      categories: ['dress'],
      minSubtotal: 100,
      startsAt: '2020-01-01T00:00:00.000Z',
      endsAt: '2099-01-01T00:00:00.000Z',
      usageLimit: 50,
      perCustomerLimit: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      code,
      label: '$10 off dresses over $100',
      kind: 'fixed',
      value: 10,
      categories: ['dress'],
      minSubtotal: 100,
      startsAt: '2020-01-01T00:00:00.000Z',
      endsAt: '2099-01-01T00:00:00.000Z',
      usageLimit: 50,
      perCustomerLimit: 1,
      active: true,
      used: 0,
      state: 'active',
      createdAt: expect.any(String),
      translations: {},
    });
    const list = await t.app.inject({ url: '/api/promotions', headers: as(admin.cookie) });
    expect(list.statusCode).toBe(200);
    expect(list.json<Promotion[]>().find((p) => p.code === code)).toMatchObject({ used: 0, usageLimit: 50, state: 'active' });
  });

  it('creates an automatic promotion when no code is given', async () => {
    const res = await post({ code: '', label: '−20% at checkout', kind: 'percentage', value: 20, active: false });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: null, active: false, state: 'inactive' });
  });

  it('names each bad field: a percentage over 90, an end before the start, a bad code, a long label', async () => {
    const res = await post({
      code: 'no spaces',
      label: 'x'.repeat(61),
      kind: 'percentage',
      value: 95,
      startsAt: '2026-12-02T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      code: 'Code must be 3 to 32 letters, digits, - or _',
      label: 'Label must be at most 60 characters',
      value: 'Percentage must be a whole number from 1 to 90',
      endsAt: 'End must be after the start',
    });
    const dates = await post(percentOff({ value: 95, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }));
    expect(dates.statusCode).toBe(400);
    expect(dates.json()).toEqual({
      message: 'Percentage must be a whole number from 1 to 90',
      fields: { value: 'Percentage must be a whole number from 1 to 90', endsAt: 'End must be after the start' },
    });
  });

  it.each([
    [{ kind: 'fixed', value: 0 }, 'value', 'Amount off must be greater than 0'],
    [{ kind: 'fixed', value: 'ten' }, 'value', 'Value must be a number'],
    [{ kind: 'bogo' }, 'kind', 'Kind must be one of: percentage, fixed, free_shipping'],
    [{ categories: ['shoes'] }, 'categories.0', 'Category must be one of: accessories, dress, jewellery, cosmetics'],
    [{ usageLimit: 0 }, 'usageLimit', 'Usage limit must be at least 1'],
    [{ perCustomerLimit: 1.5 }, 'perCustomerLimit', 'Per customer limit must be a whole number'],
    [{ startsAt: 'tomorrow' }, 'startsAt', 'Start must be a date and time'],
    [{ minSubtotal: -5 }, 'minSubtotal', 'Minimum subtotal must be greater than 0'],
    [{ code: 'AB' }, 'code', 'Code must be 3 to 32 letters, digits, - or _'],
    [{ label: '' }, 'label', 'Label is required'],
  ])('refuses %j, naming %s, and writes nothing', async (fields, field, why) => {
    const before = (await t.db.select({ id: promotions.id }).from(promotions)).length;
    const res = await post(percentOff(fields as Partial<PromotionInput>));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ [field]: why });
    expect((await t.db.select({ id: promotions.id }).from(promotions)).length).toBe(before);
  });

  it('refuses a code another promotion has, whatever its case', async () => {
    const code = newCode('SUMMER');
    expect((await post(percentOff({ code }))).statusCode).toBe(201);
    const again = await post(percentOff({ code: code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'A promotion with this code already exists',
      fields: { code: 'A promotion with this code already exists' },
    });
    const other = await post(percentOff());
    const renamed = await put(other.json()._id, percentOff({ code: code.toLowerCase() }));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().fields).toEqual({ code: 'A promotion with this code already exists' });
  });

  it('changes every field but the use count', async () => {
    const promotion = await makePromotion(t.db, { used: 3 });
    const res = await put(promotion.id, percentOff({ code: promotion.code, label: 'Now 25% off', value: 25, active: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ label: 'Now 25% off', value: 25, used: 3, active: false, state: 'inactive' });
  });

  it('answers 404 for a promotion that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await put(id, percentOff())).json()).toEqual({ message: 'Promotion not found' });
      expect((await remove(id)).statusCode).toBe(404);
    }
  });

  it('deletes a promotion nobody used, and deactivates one already used, saying so', async () => {
    const unused = await makePromotion(t.db);
    expect((await remove(unused.id)).json()).toEqual({ message: 'Promotion deleted', deactivated: false });
    expect(await t.db.select().from(promotions).where(eq(promotions.id, unused.id))).toEqual([]);

    const used = await makePromotion(t.db, { used: 2 });
    const res = await remove(used.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'This promotion has been used, so it was deactivated instead of deleted',
      deactivated: true,
    });
    const [kept] = await t.db.select().from(promotions).where(eq(promotions.id, used.id));
    expect(kept).toMatchObject({ active: false, used: 2 });
  });

  it('is for admins only: a visitor gets 401 and a customer 403, and nothing changes', async () => {
    const promotion = await makePromotion(t.db);
    for (const [cookie, status] of [
      [null, 401],
      [customer.cookie, 403],
    ] as const) {
      expect((await t.app.inject({ url: '/api/promotions', headers: as(cookie) })).statusCode).toBe(status);
      expect((await post(percentOff(), cookie)).statusCode).toBe(status);
      expect((await put(promotion.id, percentOff({ label: 'Taken' }), cookie)).statusCode).toBe(status);
      expect((await remove(promotion.id, cookie)).statusCode).toBe(status);
    }
    const [kept] = await t.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(kept?.label).toBe(promotion.label);
  });

  it('records each change in the audit trail', async () => {
    const created = (await post(percentOff({ label: 'Audited' }))).json<Promotion>();
    await put(created._id, percentOff({ code: created.code, label: 'Audited again' }));
    await remove(created._id);
    const res = await t.app.inject({ url: '/api/audit?limit=100', headers: as(admin.cookie) });
    const entries = res.json<AuditPage>().entries.filter((entry) => entry.subject.id === created._id);
    expect(entries.map((entry) => entry.kind)).toEqual(['promotion.deleted', 'promotion.changed', 'promotion.created']);
    expect(entries[1]).toMatchObject({ before: { label: 'Audited' }, after: { label: 'Audited again' } });
  });
});

describe('trying a code in the cart', () => {
  it('answers the discount, subtotal, tax and total, priced by the shop, matching the code regardless of case', async () => {
    const promotion = await makePromotion(t.db, { code: newCode('Welcome'), label: 'Welcome: 10% off', value: 10 });
    const dress = await makeProduct(t.db, { priceCents: 4_500, category: 'dress' });
    const ring = await makeProduct(t.db, { priceCents: 1_999, category: 'jewellery' });
    const res = await apply({
      code: promotion.code?.toLowerCase(),
      products: [
        { _id: dress.id, quantity: 2, price: 0.01 },
        { _id: ring.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    // $109.99, 10 % off is $11.00 (10.999 rounded); tax 5 % of $98.99 is $4.95 (4.9495 rounded).
    expect(res.json()).toEqual({
      code: promotion.code,
      label: 'Welcome: 10% off',
      discount: 11,
      subtotal: 109.99,
      tax: 4.95,
      total: 103.94,
      taxIncluded: false,
      taxLines: [{ rate: 5, base: 98.99, tax: 4.95 }],
      currency: 'USD',
    });
  });

  it('counts nothing: trying a code twice leaves its uses as they were', async () => {
    const promotion = await makePromotion(t.db, { usageLimit: 1 });
    const product = await makeProduct(t.db);
    for (let i = 0; i < 3; i++) {
      expect((await apply({ code: promotion.code, products: [{ _id: product.id, quantity: 1 }] })).statusCode).toBe(200);
    }
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row?.used).toBe(0);
  });

  it.each<[string, Parameters<typeof makePromotion>[1], string | null, number, string]>([
    ['an unknown code', {}, 'UNKNOWN-CODE', 404, 'This code is not valid.'],
    ['a switched-off code', { active: false }, null, 404, 'This code is not valid.'],
    ['a code not started yet', { startsAt: new Date(Date.now() + 86_400_000) }, null, 404, 'This code is not valid.'],
    ['an ended code', { endsAt: new Date(Date.now() - 1_000) }, null, 400, 'This code has expired.'],
    ['a used-up code', { usageLimit: 5, used: 5 }, null, 409, 'This code has reached its limit.'],
    ['a code of another category', { categories: ['cosmetics'] }, null, 400, 'This code does not apply to these products.'],
    ['a code for bigger carts', { minSubtotalCents: 10_000 }, null, 400, 'Spend $55.00 more to use this code.'],
  ])('refuses %s with a message a shopper understands', async (_what, fields, code, status, message) => {
    const promotion = await makePromotion(t.db, fields);
    const product = await makeProduct(t.db, { priceCents: 4_500, category: 'dress' });
    const res = await apply({ code: code ?? promotion.code, products: [{ _id: product.id, quantity: 1 }] }, customer.cookie);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });

  it.each([
    [{ code: 42, products: [] }, 'Code must be text'],
    [{ code: 'WELCOME10', products: [] }, 'Your cart is empty'],
    [{ code: 'WELCOME10', products: [{ _id: 'x', quantity: 0 }] }, 'Quantity must be at least 1'],
    [{ code: 'WELCOME10', products: 'all' }, 'products must be a list of cart lines'],
    [{ code: 'WELCOME10', products: [{ _id: 'x', quantity: 1, size: 'XXL' }] }, 'Size must be one of: XS, S, M, L, XL'],
  ])('refuses a malformed request %j with 400', async (payload, message) => {
    const res = await apply(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a cart with a product the shop does not have', async () => {
    const promotion = await makePromotion(t.db);
    for (const _id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await apply({ code: promotion.code, products: [{ _id, quantity: 1 }] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Some products in your cart are no longer available' });
    }
  });

  it('says a free-delivery code makes delivery free, taking nothing off the goods', async () => {
    const promotion = await makePromotion(t.db, { label: 'Free delivery', kind: 'free_shipping', value: 0 });
    const product = await makeProduct(t.db, { priceCents: 2_000 });
    const res = await apply({ code: promotion.code, products: [{ _id: product.id, quantity: 1 }] });
    expect(res.json()).toEqual({
      code: promotion.code,
      label: 'Free delivery',
      discount: 0,
      subtotal: 20,
      shipping: 0,
      tax: 1,
      total: 21,
      taxIncluded: false,
      taxLines: [{ rate: 5, base: 20, tax: 1 }],
      currency: 'USD',
    });
  });

  it('gives one discount per order: an automatic promotion taking more off wins over the code', async () => {
    const promotion = await makePromotion(t.db, { label: '10% off', value: 10 });
    const automatic = await makePromotion(t.db, {
      code: null,
      label: '−30% on cosmetics',
      value: 30,
      categories: ['cosmetics'],
    });
    try {
      const lipstick = await makeProduct(t.db, { priceCents: 2_000, category: 'cosmetics' });
      const dress = await makeProduct(t.db, { priceCents: 8_000, category: 'dress' });
      // 30 % of $20.00 is $6.00, less than 10 % of $100.00: the code stands.
      const both = await apply({
        code: promotion.code,
        products: [
          { _id: lipstick.id, quantity: 1 },
          { _id: dress.id, quantity: 1 },
        ],
      });
      expect(both.json()).toMatchObject({ code: promotion.code, label: '10% off', discount: 10 });
      // With two lipsticks, 30 % of $40.00 is $12.00, more than $4.00 off: the automatic one applies, never both.
      const lipsticks = await apply({ code: promotion.code, products: [{ _id: lipstick.id, quantity: 2 }] });
      expect(lipsticks.json()).toEqual({
        code: null,
        label: '−30% on cosmetics',
        discount: 12,
        subtotal: 40,
        tax: 1.4,
        total: 29.4,
        taxIncluded: false,
        taxLines: [{ rate: 5, base: 28, tax: 1.4 }],
        currency: 'USD',
      });
      // A cart asked without a code gets what the automatic promotion takes off, or nothing.
      const noCode = await apply({ products: [{ _id: lipstick.id, quantity: 2 }] });
      expect(noCode.json()).toMatchObject({ code: null, label: '−30% on cosmetics', discount: 12, total: 29.4 });
      const notCovered = await apply({ code: '', products: [{ _id: dress.id, quantity: 1 }] });
      expect(notCovered.json()).toEqual({
        code: null,
        label: null,
        discount: 0,
        subtotal: 80,
        tax: 4,
        total: 84,
        taxIncluded: false,
        taxLines: [{ rate: 5, base: 80, tax: 4 }],
        currency: 'USD',
      });
    } finally {
      await t.db.update(promotions).set({ active: false }).where(eq(promotions.id, automatic.id));
    }
  });
});

describe('automatic promotions on the storefront', () => {
  it('lists those switched on with their labels, and drops a copy when one changes', async () => {
    const read = async () => (await t.app.inject({ url: '/api/promotions/automatic' })).json<{ label: string }[]>();
    const automatic = await makePromotion(t.db, { code: null, label: '−20% at checkout', value: 20, categories: ['jewellery'] });
    await makePromotion(t.db, { code: null, label: 'Switched off', active: false });
    expect(await read()).toEqual([{ label: '−20% at checkout', categories: ['jewellery'], startsAt: null, endsAt: null }]);
    const res = await put(
      automatic.id,
      percentOff({ code: null, label: '−25% at checkout', value: 25, categories: ['jewellery'] }),
    );
    expect(res.statusCode).toBe(200);
    expect((await read()).map((promotion) => promotion.label)).toEqual(['−25% at checkout']);
    await remove(automatic.id);
    expect(await read()).toEqual([]);
  });
});
