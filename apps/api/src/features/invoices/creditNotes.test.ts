// Credit notes: a Paris shop with VAT included (20 %, cosmetics at 5.5 %) refunds part, then all, of an order; each
// refund keeps the tax it gives back per rate, and its credit note carries exactly that, negative (decision 540).
import type { Order } from '@atelier/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents, orders, refunds, shippingZoneCountries } from '../../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import {
  makeProduct,
  makeShippingMethod,
  makeShippingZone,
  makeShopSettings,
  makeSignedInUser,
  writeShopSettings,
} from '../../test/factories.ts';
import { pdfText } from '../../test/pdfText.ts';
import { useTestApp } from '../../test/testApp.ts';
import { recordProviderRefund } from '../orders/index.ts';

const t = useTestApp();

beforeAll(async () => {
  const document = await makeShopSettings(t.db, {
    name: 'Atelier Rose',
    address: { line1: '3 Rue du Mail', city: 'Paris', postalCode: '75002', country: 'FR' },
  });
  const { taxShipping: _followsPriceMode, ...rest } = document;
  await writeShopSettings(t.db, { ...rest, currency: 'EUR', pricesIncludeTax: true });
  await t.db.delete(shippingZoneCountries).where(inArray(shippingZoneCountries.country, ['FR']));
  const france = await makeShippingZone(t.db, { countries: ['FR'], taxRate: 20, categoryTaxRates: { cosmetics: 5.5 } });
  await makeShippingMethod(t.db, france.id, { name: 'Standard', priceCents: 600 });
});

/** A dress (20 %) and a lipstick (5.5 %) shipped to Paris, paid: the order as confirmed, and an admin to refund it. */
async function mixedRateOrder() {
  const dress = await makeProduct(t.db, { name: 'Silk dress', priceCents: 12_000, category: 'dress', stock: 10 });
  const lipstick = await makeProduct(t.db, { name: 'Lipstick', priceCents: 3_000, category: 'cosmetics', stock: 10 });
  const customer = await makeSignedInUser(t.app, t.db);
  const cart = [
    { _id: dress.id, quantity: 1 },
    { _id: lipstick.id, quantity: 1 },
  ];
  const opened = await openCheckout(t.app, customer.cookie, customer.user.id, cart, { shippingCountry: 'FR' });
  expect(opened.statusCode, opened.body).toBe(200);
  expect((await payOnSandboxPage(t.app, opened.json().id, { 'shipping-country': 'FR' })).statusCode).toBe(303);
  const confirmed = await confirmPayment(t.app, customer.cookie, opened.json().id);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const admin = await makeSignedInUser(t.app, t.db, 'admin');
  return { order: confirmed.json<{ order: Order }>().order, customer, admin };
}

const lineOf = (order: Order, name: string) => order.products.find((line) => line.name === name)?._id ?? '';

describe('a credit note', () => {
  it("of a partial refund of a mixed-rate order carries exactly the refunded line and that rate's tax", async () => {
    const { order, customer, admin } = await mixedRateOrder();
    // 120.00 at 20 % with the 6.00 delivery holds 21.00; 30.00 at 5.5 % holds 1.56.
    expect(order.totals.taxLines).toEqual([
      { rate: 20, base: 105, tax: 21 },
      { rate: 5.5, base: 28.44, tax: 1.56 },
    ]);

    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refunds`,
      headers: { cookie: admin.cookie },
      payload: { lines: [{ lineId: lineOf(order, 'Lipstick'), quantity: 1 }] },
    });

    expect(refunded.statusCode, refunded.body).toBe(200);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(refund?.taxLines).toEqual([{ rate: 5.5, baseCents: 2_844, taxCents: 156 }]);
    const answered = refunded.json<{ order: Order }>().order;
    expect(answered.creditNotes).toEqual([
      { number: expect.stringMatching(/^CN-\d{4}-00001$/), issuedAt: expect.any(String), url: expect.any(String), amount: -30 },
    ]);
    const [note] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.refundId, refund?.id ?? ''));
    expect(note?.data).toMatchObject({
      kind: 'credit_note',
      correctsNumber: order.invoice?.number,
      lines: [{ name: 'Lipstick', quantity: -1, unitPriceCents: 3_000, taxRate: 5.5, amountCents: -3_000 }],
      deliveryCents: 0,
      taxLines: [{ rate: 5.5, baseCents: -2_844, taxCents: -156 }],
      totalCents: -3_000,
      currency: 'EUR',
    });

    const pdf = await t.app.inject({
      method: 'GET',
      url: answered.creditNotes[0]?.url ?? '',
      headers: { cookie: customer.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toMatch(new RegExp(`Corrects invoice\\s+${order.invoice?.number}`));
    expect(text).toMatch(/Lipstick\s+-1\s+€30\.00\s+5\.5%\s+-€30\.00/);
    expect(text).toMatch(/Including tax 5\.5% on -€28\.44\s+-€1\.56/);
    expect(text).toMatch(/Total refunded\s+-€30\.00/);
    expect(text).not.toContain('Silk dress');
    expect(text).not.toContain('Delivery');
  });

  it('of an order refunded in full add up with its invoice to zero, in total and per rate', async () => {
    const { order, admin } = await mixedRateOrder();
    const refund = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/refunds`, headers: { cookie: admin.cookie }, payload });

    expect((await refund({ lines: [{ lineId: lineOf(order, 'Silk dress'), quantity: 1 }] })).statusCode).toBe(200);
    const rest = await refund({});
    expect(rest.statusCode, rest.body).toBe(200);

    const issued = await t.db.select().from(documents).where(eq(documents.orderId, order._id));
    expect(issued.map((document) => document.kind).sort()).toEqual(['credit_note', 'credit_note', 'invoice']);
    expect(issued.reduce((sum, document) => sum + document.totalCents, 0)).toBe(0);
    const perRate = new Map<number, { base: number; tax: number }>();
    for (const { data } of issued) {
      for (const line of data.taxLines) {
        const sum = perRate.get(line.rate) ?? { base: 0, tax: 0 };
        perRate.set(line.rate, { base: sum.base + line.baseCents, tax: sum.tax + line.taxCents });
      }
    }
    expect(Object.fromEntries(perRate)).toEqual({ 20: { base: 0, tax: 0 }, 5.5: { base: 0, tax: 0 } });
    expect(rest.json<{ order: Order }>().order.status).toBe('refunded');
  });

  it('of a cancellation after payment takes back the whole order', async () => {
    const { order, customer } = await mixedRateOrder();

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: { cookie: customer.cookie },
    });

    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [note] = cancelled.json<{ order: Order }>().order.creditNotes;
    expect(note?.amount).toBe(-order.amount);
    const [row] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.number, note?.number ?? ''));
    expect(row?.data.reason).toBe('Cancellation after payment');
    expect(row?.data.taxLines).toEqual(
      order.totals.taxLines.map((line) => ({
        rate: line.rate,
        baseCents: -Math.round(line.base * 100),
        taxCents: -Math.round(line.tax * 100),
      })),
    );
  });

  it("of refunds made at the provider carry each rate's share, then the rest of the order, and sum to zero", async () => {
    const { order, customer } = await mixedRateOrder();
    const [row] = await t.db.select({ paymentReference: orders.orderId }).from(orders).where(eq(orders.id, order._id));
    const paymentReference = row?.paymentReference ?? '';

    // Half of 156.00 refunded in the provider's dashboard, then all of it.
    await recordProviderRefund(t.db, paymentReference, 7_800, 'http://shop.test');
    const [invoice] = await t.db.select().from(documents).where(eq(documents.orderId, order._id)).orderBy(documents.sequence);
    const notes = async () =>
      (await t.db.select().from(documents).where(eq(documents.orderId, order._id))).filter((d) => d.kind === 'credit_note');
    const [first] = await notes();
    expect(invoice?.kind).toBe('invoice');
    expect(first?.data).toMatchObject({
      reason: 'Refund made at the payment provider',
      lines: [
        { name: 'Share of the order at 20%', quantity: -1, taxRate: 20, amountCents: -6_300 },
        { name: 'Share of the order at 5.5%', quantity: -1, taxRate: 5.5, amountCents: -1_500 },
      ],
      taxLines: [
        { rate: 20, baseCents: -5_250, taxCents: -1_050 },
        { rate: 5.5, baseCents: -1_422, taxCents: -78 },
      ],
      totalCents: -7_800,
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${first?.number}/pdf`,
      headers: { cookie: customer.cookie },
    });
    expect(await pdfText(pdf.rawPayload)).toMatch(/Share of the order at 20%\s+-1\s+€63\.00\s+20%\s+-€63\.00/);

    await recordProviderRefund(t.db, paymentReference, 15_600, 'http://shop.test');
    const rest = (await notes()).find((note) => note.id !== first?.id);
    expect(rest?.data).toMatchObject({
      lines: [
        { name: 'Lipstick', quantity: -1, amountCents: -3_000 },
        { name: 'Silk dress', quantity: -1, amountCents: -12_000 },
      ],
      deliveryCents: -600,
      totalCents: -7_800,
    });
    const issued = await t.db.select().from(documents).where(eq(documents.orderId, order._id));
    expect(issued.reduce((sum, document) => sum + document.totalCents, 0)).toBe(0);
    for (const rate of [20, 5.5]) {
      const taxOf = issued.flatMap(({ data }) => data.taxLines).filter((line) => line.rate === rate);
      expect(taxOf.reduce((sum, line) => sum + line.taxCents, 0)).toBe(0);
      expect(taxOf.reduce((sum, line) => sum + line.baseCents, 0)).toBe(0);
    }
  });
});
