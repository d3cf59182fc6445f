// A shop adding 20 % tax to its prices and to delivery: delivery given back goes back with the tax paid on it.
import { type Order, refundAmountOf } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds, shippingZoneCountries } from '../../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import {
  makeProduct,
  makeShippingMethod,
  makeShippingZone,
  makeShopSettings,
  makeSignedInUser,
  writeShopSettings,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

beforeAll(async () => {
  const document = await makeShopSettings(t.db, {
    address: { line1: '3 Rue du Mail', city: 'Paris', postalCode: '75002', country: 'FR' },
  });
  await writeShopSettings(t.db, { ...document, currency: 'EUR', pricesIncludeTax: false, taxShipping: true });
  await t.db.delete(shippingZoneCountries).where(eq(shippingZoneCountries.country, 'DE'));
  const germany = await makeShippingZone(t.db, { countries: ['DE'], taxRate: 20 });
  await makeShippingMethod(t.db, germany.id, { name: 'Standard', priceCents: 1_000 });
});

/** Two €50.00 dresses shipped to Germany for €10.00: 20 % of €110.00 added, €132.00 paid; and who bought them. */
async function paidOrder() {
  const customer = await makeSignedInUser(t.app, t.db);
  const dress = await makeProduct(t.db, { name: 'Linen dress', priceCents: 5_000, category: 'dress', stock: 10 });
  const cart = [{ _id: dress.id, quantity: 2 }];
  const opened = await openCheckout(t.app, customer.cookie, customer.user.id, cart, { shippingCountry: 'DE' });
  expect(opened.statusCode, opened.body).toBe(200);
  const paid = await payOnSandboxPage(t.app, opened.json().id, { 'shipping-country': 'DE' });
  expect(paid.statusCode, paid.body).toBeLessThan(400);
  const order = (await confirmPayment(t.app, customer.cookie, opened.json().id)).json<{ order: Order }>().order;
  expect(order.totals).toMatchObject({ subtotal: 100, shipping: 10, tax: 22, total: 132, taxIncluded: false });
  return { order, customer };
}

const refund = async (orderId: string, body?: object) => {
  const admin = await makeSignedInUser(t.app, t.db, 'admin');
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds`,
    headers: { cookie: admin.cookie },
    ...(body ? { payload: body } : {}),
  });
};

describe('refunding a delivery taxed with tax added to prices', () => {
  it('gives the delivery back with its tax, as the refund dialog says, and the rest closes the order', async () => {
    const { order } = await paidOrder();
    const lineId = order.products[0]?._id ?? '';
    // One dress (€60.00 with its tax) and the delivery (€12.00 with its tax).
    expect(refundAmountOf(order, { [lineId]: 1 }, true)).toBe(72);
    const first = await refund(order._id, { lines: [{ lineId, quantity: 1 }], shipping: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().refund).toMatchObject({ amount: 72, shipping: 10 });

    const rest = await refund(order._id);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().refund.amount).toBe(60);
    expect(rest.json().order).toMatchObject({ status: 'refunded', refundedAmount: 132 });
  });

  it('gives back everything paid when the whole order is refunded at once', async () => {
    const { order } = await paidOrder();
    const res = await refund(order._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({ amount: 132, shipping: 10 });
    expect(res.json().order).toMatchObject({ status: 'refunded', refundedAmount: 132 });
  });
});

describe('a return the shop was at fault for, with delivery taxed and tax added to prices', () => {
  it('gives back the dress, its share of the delivery and the tax on both, split by rate', async () => {
    const { order, customer } = await paidOrder();
    const lineId = order.products[0]?._id ?? '';
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, order._id));
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      headers: { cookie: customer.cookie },
      payload: { lines: [{ lineId, quantity: 1, reason: 'arrived-damaged' }] },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json()._id;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/returns/${returnId}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const received = await t.app.inject({
      method: 'POST',
      url: `/api/returns/${returnId}/receive`,
      headers: { cookie: admin.cookie },
      payload: { lines: [{ lineId, quantity: 1, damaged: 1 }] },
    });
    expect(received.statusCode, received.body).toBe(200);

    // €50.00 and half the €10.00 delivery, with 20 % on both: €66.00.
    const [given] = await t.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(given).toMatchObject({ amountCents: 6_600, shippingCents: 500 });
    expect(given?.taxLines).toEqual([{ rate: 20, baseCents: 5_500, taxCents: 1_100 }]);
    expect(received.json().refundedAmount).toBe(66);
  });
});
