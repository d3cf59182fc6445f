// Prices, delivery rates, promotion amounts and gift amounts stop at ten million minor units of the shop's currency:
// the dollar shop refuses $100,000 word for word as the spec's always has; a yen shop takes ¥100,000 and stops at
// ¥10,000,000, saying so in yen.
import { type Currency, NEUTRAL_SETTINGS } from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeShippingZone, makeSignedInUser, writeShopSettings } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
let admin: string;
let customerId: string;
let zoneId: string;

beforeAll(async () => {
  admin = (await makeSignedInUser(t.app, t.db, 'admin')).cookie;
  customerId = (await makeSignedInUser(t.app, t.db, 'user')).user.id;
  zoneId = (await makeShippingZone(t.db)).id;
});

const sellIn = (currency: Currency) => writeShopSettings(t.db, { ...NEUTRAL_SETTINGS, currency });

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin } });

const product = (price: number, oldPrice?: number) =>
  send('POST', '/api/products/create-product', {
    name: 'Lacquer box',
    category: 'accessories',
    color: 'red',
    price,
    ...(oldPrice === undefined ? {} : { oldPrice }),
    description: 'Made in Wajima.',
    stock: 1,
  });
const promotion = (fields: object) =>
  send('POST', '/api/promotions', { label: 'Big spender', kind: 'fixed', value: 10, code: null, ...fields });
const method = (fields: object) =>
  send('POST', `/api/shipping/zones/${zoneId}/methods`, {
    name: 'Courier',
    price: 10,
    freeFrom: null,
    minDays: 1,
    maxDays: 2,
    active: true,
    ...fields,
  });
const giftCard = (amount: number) =>
  send('POST', '/api/gift-cards', { amount, recipientEmail: 'friend@example.com', reason: 'Apology' });
const storeCredit = (amount: number) => send('POST', `/api/users/${customerId}/store-credit`, { amount, reason: 'Goodwill' });
const csvImport = (price: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products/import',
    headers: { cookie: admin, 'content-type': 'text/csv' },
    payload: `name,category,color,price,description\nLacquer tray,accessories,red,${price},Made in Wajima.\n`,
  });

function expectRefused(res: Awaited<ReturnType<typeof send>>, message: string, fields?: Record<string, string>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual(fields ? { message, fields } : { message });
}

describe('the dollar shop', () => {
  beforeAll(() => sellIn('USD'));

  it('refuses $100,000 and more as it always has, and takes $99,999.99', async () => {
    expectRefused(await product(100_000), 'Price must be below $100,000');
    expectRefused(await product(50, 250_000), 'Old price must be below $100,000');
    expect((await product(99_999.99)).statusCode).toBe(201);
    expectRefused(await promotion({ value: 100_000 }), 'Amount off must be below $100,000');
    expectRefused(await promotion({ minSubtotal: 100_000 }), 'Minimum subtotal must be below $100,000');
    expectRefused(await method({ price: 100_000 }), 'Price must be less than $100,000', {
      price: 'Price must be less than $100,000',
    });
    expectRefused(await method({ freeFrom: 100_000 }), 'Free from must be less than $100,000', {
      freeFrom: 'Free from must be less than $100,000',
    });
    expectRefused(await giftCard(100_001), 'Amount must be at most 100000', { amount: 'Amount must be at most 100000' });
    expectRefused(await storeCredit(-100_001), 'Amount must be at most 100000', { amount: 'Amount must be at most 100000' });
    expect((await csvImport(100_000)).json().problems).toEqual([{ row: 2, reasons: ['Price must be below $100,000'] }]);
  });
});

describe('a yen shop', () => {
  beforeAll(() => sellIn('JPY'));

  it('takes ¥100,000 wherever it writes money', async () => {
    expect((await product(100_000, 120_000)).statusCode).toBe(201);
    expect((await promotion({ value: 100_000, minSubtotal: 200_000 })).statusCode).toBe(201);
    expect((await method({ price: 100_000, freeFrom: 500_000 })).statusCode).toBe(201);
    expect((await giftCard(100_000)).statusCode).toBe(201);
    expect((await storeCredit(100_000)).statusCode).toBe(200);
    expect((await csvImport(100_000)).json()).toMatchObject({ validRows: 1, problems: [] });
  });

  it('stops at ¥10,000,000 and says so in yen, writing nothing', async () => {
    expectRefused(await product(10_000_000), 'Price must be below ¥10,000,000');
    expectRefused(await promotion({ value: 10_000_000 }), 'Amount off must be below ¥10,000,000');
    expectRefused(await method({ price: 10_000_000 }), 'Price must be less than ¥10,000,000', {
      price: 'Price must be less than ¥10,000,000',
    });
    expectRefused(await giftCard(10_000_001), 'Amount must be at most 10000000', {
      amount: 'Amount must be at most 10000000',
    });
    expect((await csvImport(10_000_000)).json().problems).toEqual([{ row: 2, reasons: ['Price must be below ¥10,000,000'] }]);
  });

  it('names each of a zone’s methods above the cap', async () => {
    const res = await send('POST', '/api/shipping/zones', {
      name: 'Islands',
      countries: ['ZZ'],
      methods: [
        { name: 'Ferry', price: 2_000, freeFrom: null, minDays: 3, maxDays: 5, active: true },
        { name: 'Air', price: 20_000_000, freeFrom: null, minDays: 1, maxDays: 2, active: true },
      ],
    });
    expectRefused(res, 'Price must be less than ¥10,000,000', { 'methods.1.price': 'Price must be less than ¥10,000,000' });
    const zones = (await t.app.inject({ url: '/api/shipping/zones', headers: { cookie: admin } })).json<{ name: string }[]>();
    expect(zones.some((zone) => zone.name === 'Islands')).toBe(false);
  });
});
