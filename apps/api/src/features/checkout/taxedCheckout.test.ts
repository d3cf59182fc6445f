// A Paris shop selling in euros with VAT included (FR home at 20 %; Germany at 19 %, the US at 0 %), and a yen shop:
// what the cart is told, the payment page charges and the order keeps, split by rate (decision 505).
import type { AppliedPromotion, Currency, Order } from '@atelier/domain';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shippingZoneCountries } from '../../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import {
  makeProduct,
  makePromotion,
  makeShippingMethod,
  makeShippingZone,
  makeShopSettings,
  makeSignedInUser,
  writeShopSettings,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
/** Each country's Standard delivery (€5.95), by country. */
const standard: Record<string, string> = {};

/** The shop's currency and price mode, written as a save of the settings would leave them. */
async function sellIn(currency: Currency, pricesIncludeTax: boolean) {
  const document = await makeShopSettings(t.db, {
    address: { line1: '3 Rue du Mail', city: 'Paris', postalCode: '75002', country: 'FR' },
  });
  // taxShipping left out: delivery is taxed when prices include tax.
  const { taxShipping: _followsPriceMode, ...rest } = document;
  const taxed = { ...rest, currency, pricesIncludeTax };
  await writeShopSettings(t.db, taxed);
}

beforeAll(async () => {
  // The zone a shop starts with holds these countries; here each has its own zone and rate.
  await t.db.delete(shippingZoneCountries).where(inArray(shippingZoneCountries.country, ['FR', 'DE', 'US']));
  const france = await makeShippingZone(t.db, { countries: ['FR'], taxRate: 20, categoryTaxRates: { cosmetics: 5.5 } });
  const germany = await makeShippingZone(t.db, { countries: ['DE'], taxRate: 19 });
  const us = await makeShippingZone(t.db, { countries: ['US'], taxRate: 0 });
  for (const zone of [france, germany, us]) {
    const method = await makeShippingMethod(t.db, zone.id, { name: 'Standard', priceCents: 595 });
    for (const country of zone.countries) standard[country] = method.id;
  }
});

/** Pays a checkout of `cart` shipped to `country` on the sandbox page and answers the order. */
async function orderShippedTo(country: string, cart: { _id: string; quantity: number }[], extra: object = {}) {
  const customer = await makeSignedInUser(t.app, t.db);
  const opened = await openCheckout(t.app, customer.cookie, customer.user.id, cart, { shippingCountry: country, ...extra });
  expect(opened.statusCode, opened.body).toBe(200);
  const paid = await payOnSandboxPage(t.app, opened.json().id, { 'shipping-country': country });
  expect(paid.statusCode, paid.body).toBeLessThan(400);
  const confirmed = await confirmPayment(t.app, customer.cookie, opened.json().id);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<{ order: Order }>().order;
}

const applied = async (payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/promotions/apply', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AppliedPromotion>();
};

describe('a Paris shop with prices including 20 % VAT: a €120 dress', () => {
  let dressId: string;
  let lipstickId: string;
  beforeAll(async () => {
    await sellIn('EUR', true);
    dressId = (await makeProduct(t.db, { name: 'Silk dress', priceCents: 12_000, category: 'dress', stock: 50 })).id;
    lipstickId = (await makeProduct(t.db, { name: 'Lipstick', priceCents: 3_000, category: 'cosmetics', stock: 50 })).id;
  });

  it('holds €19.16 of German VAT on its way to Germany; delivery is taxed with it', async () => {
    const order = await orderShippedTo('DE', [{ _id: dressId, quantity: 1 }]);
    expect(order.amount).toBe(125.95);
    expect(order.totals).toEqual({
      subtotal: 120,
      discount: 0,
      shipping: 5.95,
      tax: 20.11, // (120.00 + 5.95) × 19 / 119
      total: 125.95,
      taxIncluded: true,
      taxLines: [{ rate: 19, base: 105.84, tax: 20.11 }],
      currency: 'EUR',
    });
    expect(order.products[0]).toMatchObject({ price: 120, taxRate: 19 });
  });

  it('tells the cart €19.16 for Germany, €20.00 at home, and €100.00 without VAT for the US', async () => {
    const cart = [{ _id: dressId, quantity: 1 }];
    expect(await applied({ products: cart, shippingCountry: 'DE' })).toMatchObject({
      total: 120,
      tax: 19.16,
      taxIncluded: true,
      taxLines: [{ rate: 19, base: 100.84, tax: 19.16 }],
      currency: 'EUR',
    });
    expect(await applied({ products: cart, shippingCountry: 'FR' })).toMatchObject({ total: 120, tax: 20 });
    // Before an address is known, the home country's rate.
    expect(await applied({ products: cart })).toMatchObject({ total: 120, tax: 20 });
    expect(await applied({ products: cart, shippingCountry: 'US' })).toMatchObject({
      subtotal: 100,
      total: 100,
      tax: 0,
      taxLines: [{ rate: 0, base: 100, tax: 0 }],
    });
  });

  it('tells the cart the VAT of the delivery it shows too, as the order will hold it', async () => {
    const cart = [{ _id: dressId, quantity: 1 }];
    expect(await applied({ products: cart, shippingCountry: 'DE', shippingMethod: standard.DE })).toMatchObject({
      shipping: 5.95,
      tax: 20.11, // (120.00 + 5.95) × 19 / 119, as the order above holds it
      total: 125.95,
      taxLines: [{ rate: 19, base: 105.84, tax: 20.11 }],
    });
    expect(await applied({ products: cart, shippingCountry: 'US', shippingMethod: standard.US })).toMatchObject({
      shipping: 5.95,
      tax: 0,
      total: 105.95,
    });
    // Germany's delivery is not France's.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/promotions/apply',
      payload: { products: cart, shippingCountry: 'FR', shippingMethod: standard.DE },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This delivery method is not offered to France (FR)');
  });

  it('charges €100.00 for the dress exported to the US, delivery untaxed', async () => {
    const order = await orderShippedTo('US', [{ _id: dressId, quantity: 1 }]);
    expect(order.totals).toMatchObject({ subtotal: 100, shipping: 5.95, tax: 0, total: 105.95 });
    expect(order.products[0]).toMatchObject({ price: 100, taxRate: 0 });
  });

  it('spreads a 10 % code over the dress at 20 % and a lipstick at 5.5 %, each rate on its own line', async () => {
    await makePromotion(t.db, { code: 'DIX', label: '10% off', kind: 'percentage', value: 10 });
    const order = await orderShippedTo(
      'FR',
      [
        { _id: dressId, quantity: 1 },
        { _id: lipstickId, quantity: 1 },
      ],
      { code: 'DIX' },
    );
    expect(order.totals).toEqual({
      subtotal: 150,
      discount: 15,
      shipping: 5.95,
      tax: 20.4, // 20 % of (108.00 + 5.95) within, 5.5 % of 27.00 within
      total: 140.95,
      taxIncluded: true,
      taxLines: [
        { rate: 20, base: 94.96, tax: 18.99 },
        { rate: 5.5, base: 25.59, tax: 1.41 },
      ],
      currency: 'EUR',
    });
  });
});

describe('an order of two rates, prices excluding tax', () => {
  it('gives back one line with exactly its rate’s tax, then the other with its own', async () => {
    await sellIn('EUR', false);
    const dress = await makeProduct(t.db, { name: 'Wool dress', priceCents: 12_000, category: 'dress', stock: 5 });
    const lipstick = await makeProduct(t.db, { name: 'Red lipstick', priceCents: 3_000, category: 'cosmetics', stock: 5 });
    const order = await orderShippedTo('FR', [
      { _id: dress.id, quantity: 1 },
      { _id: lipstick.id, quantity: 1 },
    ]);
    // €120.00 at 20 % and €30.00 at 5.5 %, €5.95 delivery untaxed (the shop does not tax it when tax is added).
    expect(order.totals).toMatchObject({
      tax: 25.65,
      total: 181.6,
      taxIncluded: false,
      taxLines: [
        { rate: 20, base: 120, tax: 24 },
        { rate: 5.5, base: 30, tax: 1.65 },
      ],
    });
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const lineOf = (name: string) => order.products.find((line) => line.name === name)?._id ?? '';
    const refund = (lineId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/refunds`,
        headers: { cookie: admin.cookie },
        payload: { lines: [{ lineId, quantity: 1 }] },
      });
    const lipstickBack = await refund(lineOf('Red lipstick'));
    expect(lipstickBack.statusCode, lipstickBack.body).toBe(200);
    expect(lipstickBack.json().refund.amount).toBe(31.65);
    expect((await refund(lineOf('Wool dress'))).json().refund.amount).toBe(144);
  });
});

describe('a yen shop', () => {
  it('has no decimals: prices, tax and the total are whole yen', async () => {
    await sellIn('JPY', false);
    const fan = await makeProduct(t.db, { name: 'Paper fan', priceCents: 1_235, category: 'accessories', stock: 5 });
    const order = await orderShippedTo('DE', [{ _id: fan.id, quantity: 1 }]);
    // ¥1,235 at 19 % is ¥234.65: ¥235; delivery ¥595.
    expect(order.totals).toEqual({
      subtotal: 1_235,
      discount: 0,
      shipping: 595,
      tax: 235,
      total: 2_065,
      taxIncluded: false,
      taxLines: [{ rate: 19, base: 1_235, tax: 235 }],
      currency: 'JPY',
    });
    expect(order.amount).toBe(2_065);
    expect(order.products[0]?.price).toBe(1_235);
  });
});
