// A shop selling in yen, which have no decimals: every amount it reads and answers is whole yen, as it keeps them
// (¥1,235 is the JSON number 1235 and 1235 minor units), from the catalogue to Stripe, the mail, the reports and the CSV.
import type { Order } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, products, settings, shippingMethods, shippingZoneCountries } from '../db/schema.ts';
import { confirmPayment, openCheckout } from './checkoutSteps.ts';
import { makeShippingZone, makeShopSettings, makeSignedInUser } from './factories.ts';
import { FAKE_SHIPPING } from './fakeStripeApi.ts';
import { useStripeTestApp } from './stripeTestApp.ts';

const t = useStripeTestApp();

let adminCookie: string;
let zoneId: string;

beforeAll(async () => {
  const document = await makeShopSettings(t.db, {
    address: { line1: '1-1 Ginza', city: 'Tokyo', postalCode: '104-0061', country: 'JP' },
  });
  await t.db.update(settings).set({ document: { ...document, currency: 'JPY' } });
  await t.db.delete(shippingZoneCountries).where(eq(shippingZoneCountries.country, 'JP'));
  zoneId = (await makeShippingZone(t.db, { countries: ['JP'], taxRate: 10 })).id;
  adminCookie = (await makeSignedInUser(t.app, t.db, 'admin')).cookie;
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: adminCookie }, ...(payload ? { payload } : {}) });

async function yenProduct(name: string, price: number, oldPrice?: number): Promise<string> {
  const created = await asAdmin('POST', '/api/products/create-product', {
    name,
    category: 'accessories',
    color: 'red',
    price,
    ...(oldPrice ? { oldPrice } : {}),
    description: 'Folded by hand.',
    stock: 20,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().product._id;
}

describe('a yen shop', () => {
  it('takes and shows product prices in whole yen, and filters the listing in yen', async () => {
    const id = await yenProduct('Paper fan', 1_235, 1_500);
    const [stored] = await t.db.select().from(products).where(eq(products.id, id));
    expect(stored).toMatchObject({ priceCents: 1_235, oldPriceCents: 1_500 });
    const page = (await t.app.inject({ url: `/api/products/${id}` })).json();
    expect(page.product).toMatchObject({ price: 1_235, oldPrice: 1_500 });

    const listed = async (query: string) =>
      (await t.app.inject({ url: `/api/products?${query}` })).json<{ products: { _id: string; price: number }[] }>().products;
    expect((await listed('minPrice=1000&maxPrice=1300')).find((product) => product._id === id)?.price).toBe(1_235);
    expect((await listed('minPrice=1236')).some((product) => product._id === id)).toBe(false);
    // 12.35 would be the fan's price read as cents of a dollar.
    expect((await listed('maxPrice=12.35')).some((product) => product._id === id)).toBe(false);

    const csv = (await asAdmin('GET', '/api/products/export.csv')).body;
    expect(csv.split('\n').find((row) => row.startsWith('Paper fan'))).toContain(',1235,1500,');
  });

  it('quotes delivery in whole yen', async () => {
    const method = await asAdmin('POST', `/api/shipping/zones/${zoneId}/methods`, {
      name: 'Takkyubin',
      price: 800,
      freeFrom: 10_000,
      minDays: 1,
      maxDays: 2,
      active: true,
    });
    expect(method.statusCode, method.body).toBe(201);
    expect(method.json()).toMatchObject({ price: 800, freeFrom: 10_000 });
    const [stored] = await t.db.select().from(shippingMethods).where(eq(shippingMethods.id, method.json()._id));
    expect(stored).toMatchObject({ priceCents: 800, freeFromCents: 10_000 });

    const quote = await t.app.inject({ url: '/api/shipping/options?country=JP&subtotal=1235' });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().methods[0]).toMatchObject({ price: 800, freeFrom: 10_000, amountToFree: 8_765 });
  });

  it('takes a fixed amount and asks for a minimum in whole yen', async () => {
    const fanId = await yenProduct('Folding fan', 1_235);
    const created = await asAdmin('POST', '/api/promotions', {
      code: 'SENSU300',
      label: '¥300 off',
      kind: 'fixed',
      value: 300,
      categories: [],
      minSubtotal: 5_000,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ value: 300, minSubtotal: 5_000 });

    const tried = await t.app.inject({
      method: 'POST',
      url: '/api/promotions/apply',
      payload: { code: 'SENSU300', products: [{ _id: fanId, quantity: 1 }] },
    });
    expect(tried.statusCode).toBe(400);
    expect(tried.json().message).toBe('Spend ¥3,765 more to use this code.');

    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/promotions/apply',
      payload: { code: 'SENSU300', products: [{ _id: fanId, quantity: 5 }], shippingCountry: 'JP' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    // ¥6,175 less ¥300 is ¥5,875; 10 % of it is ¥587.50: ¥588.
    expect(applied.json()).toMatchObject({ subtotal: 6_175, discount: 300, tax: 588, total: 6_463, currency: 'JPY' });
  });

  it('sends Stripe whole yen, and the order, its mail and the figures are whole yen', async () => {
    const fanId = await yenProduct('Silk fan', 1_235);
    const customer = await makeSignedInUser(t.app, t.db);
    const cart = [{ _id: fanId, quantity: 1 }];
    const opened = await openCheckout(t.app, customer.cookie, customer.user.id, cart, { shippingCountry: 'JP' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(t.fakeStripe.createRequests.at(-1)).toMatchObject({
      'line_items[0][price_data][currency]': 'jpy',
      'line_items[0][price_data][unit_amount]': '1235',
      'line_items[1][price_data][unit_amount]': '124',
      'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '800',
    });

    const sessionId = opened.json<{ id: string }>().id;
    t.fakeStripe.pay(sessionId, { ...FAKE_SHIPPING, address: { ...FAKE_SHIPPING.address, country: 'JP' } });
    const confirmed = await confirmPayment(t.app, customer.cookie, sessionId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { order } = confirmed.json<{ order: Order }>();
    // ¥1,235, 10 % of it (¥123.50: ¥124) and ¥800 delivery.
    expect(order.totals).toMatchObject({ subtotal: 1_235, shipping: 800, tax: 124, total: 2_159, currency: 'JPY' });
    expect(order.amount).toBe(2_159);

    const [mail] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, customer.user.email));
    expect(mail?.text).toContain('¥1,235');
    expect(mail?.text).toContain('¥2,159');
    expect(mail?.text).toContain('Tax (10 %)');
    expect(mail?.text).not.toMatch(/[$]|\d\.\d\d/);

    const stats = (await asAdmin('GET', '/api/stats/admin-stats')).json();
    expect(stats.totalEarnings).toBe(2_159);
    const payments = (
      await t.app.inject({ url: `/api/stats/user-stats/${customer.user.email}`, headers: { cookie: customer.cookie } })
    ).json();
    expect(payments.totalPayments).toBe(2_159);
  });
});
