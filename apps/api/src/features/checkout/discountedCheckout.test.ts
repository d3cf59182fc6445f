import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, products, promotions } from '../../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makePromotion, makeSignedInUser } from '../../test/factories.ts';
import { useShopWithMail } from '../../test/shopWithMail.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
const mailed = useShopWithMail(t);

/** A dress at $40.00 (two in the cart) and a ring at $12.50: $92.50 before any discount. */
async function cartOfTwoLines() {
  const customer = await makeSignedInUser(mailed.shop, t.db);
  const dress = await makeProduct(t.db, { name: 'Linen dress', priceCents: 4_000, stock: 10, category: 'dress' });
  const ring = await makeProduct(t.db, { name: 'Gold ring', priceCents: 1_250, stock: 10, category: 'jewellery' });
  const cart = [
    { _id: dress.id, quantity: 2 },
    { _id: ring.id, quantity: 1 },
  ];
  return { customer, dress, ring, cart };
}

async function sessionOf(providerSessionId: string) {
  const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, providerSessionId));
  return session;
}

async function stockOf(productId: string) {
  const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

async function usedOf(promotionId: string) {
  const [row] = await t.db.select({ used: promotions.used }).from(promotions).where(eq(promotions.id, promotionId));
  return row?.used;
}

describe('a checkout with a discount code', () => {
  it('charges the discounted total on the payment page, the order and its mail, and counts one use once paid', async () => {
    const { customer, cart } = await cartOfTwoLines();
    const code = await makePromotion(t.db, { code: 'WELCOMEA', label: '10% off your first order', perCustomerLimit: 1 });

    const opened = await openCheckout(mailed.shop, customer.cookie, customer.user.id, cart, { code: 'welcomea' });
    expect(opened.statusCode).toBe(200);
    const session = await sessionOf(opened.json().id);
    // 10 % of $92.50 spread over the lines in proportion, tax on the $83.25 left.
    expect(session).toMatchObject({ subtotalCents: 9_250, discountCents: 925, taxCents: 416, promotionCode: 'WELCOMEA' });
    expect(session?.lines.map((line) => line.discountCents)).toEqual([800, 125]);
    expect(await usedOf(code.id)).toBe(0);

    const page = await mailed.shop.inject({ method: 'GET', url: `/checkout/sandbox/${opened.json().id}` });
    expect(page.body).toContain('Discount · WELCOMEA');
    expect(page.body).toContain('−$9.25');

    await payOnSandboxPage(mailed.shop, opened.json().id);
    const { order } = (await confirmPayment(mailed.shop, customer.cookie, opened.json().id)).json();
    const shipping = order.totals.shipping;
    expect(order.totals).toEqual({
      subtotal: 92.5,
      discount: 9.25,
      shipping,
      tax: 4.16,
      total: 87.41 + shipping,
      taxIncluded: false,
      taxLines: [{ rate: 5, base: 83.25, tax: 4.16 }],
      currency: 'USD',
    });
    expect(order.amount).toBe(order.totals.total);
    expect(order.promotion).toEqual({ code: 'WELCOMEA', label: '10% off your first order' });
    expect(order.products.map((line: { discount: number }) => line.discount).sort()).toEqual([1.25, 8]);
    expect(await usedOf(code.id)).toBe(1);

    const [mail] = await mailed.smtp.mailsTo(customer.user.email);
    expect(mail?.text).toMatch(/Discount: WELCOMEA\s+−\$9\.25/);
    expect(mail?.text).toMatch(/Tax \(5 %\)\s+\$4\.16/);
  });

  it("refuses the code on the customer's second order, holding nothing", async () => {
    const { customer, dress, cart } = await cartOfTwoLines();
    await makePromotion(t.db, { code: 'ONCEONLY', perCustomerLimit: 1 });
    const first = await openCheckout(mailed.shop, customer.cookie, customer.user.id, cart, { code: 'ONCEONLY' });
    await payOnSandboxPage(mailed.shop, first.json().id);
    await confirmPayment(mailed.shop, customer.cookie, first.json().id);
    const stockBefore = await stockOf(dress.id);

    const second = await openCheckout(mailed.shop, customer.cookie, customer.user.id, cart, { code: 'ONCEONLY' });

    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'You have already used this code.' });
    expect(await stockOf(dress.id)).toBe(stockBefore);
  });

  it.each([
    ['an unknown code', {}, 'NOSUCHCODE', 404, 'This code is not valid.'],
    ['an expired code', { endsAt: new Date('2026-01-01T00:00:00Z') }, undefined, 400, 'This code has expired.'],
    ['a code for other products', { categories: ['cosmetics'] }, undefined, 400, 'This code does not apply to these products.'],
    ['a code under its minimum', { minSubtotalCents: 10_000 }, undefined, 400, 'Spend $7.50 more to use this code.'],
  ])('refuses %s with the reason a shopper reads, and holds nothing', async (_, fields, typed, status, message) => {
    const { customer, dress, cart } = await cartOfTwoLines();
    const promotion = await makePromotion(t.db, fields);

    const res = await openCheckout(mailed.shop, customer.cookie, customer.user.id, cart, { code: typed ?? promotion.code });

    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await stockOf(dress.id)).toBe(10);
    const open = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, customer.user.id));
    expect(open).toEqual([]);
  });

  it('refuses a code that is not text with a 400', async () => {
    const { customer, cart } = await cartOfTwoLines();
    const res = await openCheckout(mailed.shop, customer.cookie, customer.user.id, cart, { code: { $ne: null } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Code must be text');
  });

  it('makes every delivery method free with a free-delivery code, the goods at their price', async () => {
    const { customer, cart } = await cartOfTwoLines();
    await makePromotion(t.db, { code: 'SHIPFREE', label: 'Free delivery', kind: 'free_shipping', value: 0 });

    const opened = await openCheckout(mailed.shop, customer.cookie, customer.user.id, cart, { code: 'SHIPFREE' });

    const session = await sessionOf(opened.json().id);
    expect(session?.shippingOptions.length).toBeGreaterThan(0);
    expect(session?.shippingOptions.every((option) => option.priceCents === 0)).toBe(true);
    expect(session).toMatchObject({ subtotalCents: 9_250, discountCents: 0, taxCents: 463, totalCents: 9_713 });
  });

  it('applies a running automatic promotion without a code, and the larger of it and an entered code', async () => {
    const { customer, cart } = await cartOfTwoLines();
    await makePromotion(t.db, { code: null, label: '−50% jewellery', categories: ['jewellery'], value: 50 });
    await makePromotion(t.db, { code: 'SMALLER', value: 5 });

    const automatic = await sessionOf((await openCheckout(mailed.shop, customer.cookie, customer.user.id, cart)).json().id);
    // Half the ring's $12.50 beats 5 % of $92.50.
    const withCode = await sessionOf(
      (await openCheckout(mailed.shop, customer.cookie, customer.user.id, cart, { code: 'SMALLER' })).json().id,
    );

    for (const session of [automatic, withCode]) {
      expect(session).toMatchObject({ discountCents: 625, promotionLabel: '−50% jewellery', promotionCode: null });
    }
    await t.db.update(promotions).set({ active: false }).where(eq(promotions.label, '−50% jewellery'));
  });
});

describe('a refund of a discounted line', () => {
  it('gives back its price less its share of the discount, plus its tax, and the rest adds up to what was paid', async () => {
    const { customer, cart } = await cartOfTwoLines();
    await makePromotion(t.db, { code: 'REFUNDME' });
    const admin = await makeSignedInUser(mailed.shop, t.db, 'admin');
    const opened = await openCheckout(mailed.shop, customer.cookie, customer.user.id, cart, { code: 'REFUNDME' });
    await payOnSandboxPage(mailed.shop, opened.json().id);
    const { order } = (await confirmPayment(mailed.shop, customer.cookie, opened.json().id)).json();
    const ring = order.products.find((line: { name: string }) => line.name === 'Gold ring');

    const refund = (body: object) =>
      mailed.shop.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/refunds`,
        headers: { cookie: admin.cookie },
        payload: body,
      });
    const first = await refund({ lines: [{ lineId: ring._id, quantity: 1 }] });
    // $12.50 less its $1.25 share, plus 5 % of the $11.25.
    expect(first.json().refund.amount).toBe(11.81);

    const rest = await refund({});
    expect(rest.json().refund.amount).toBe(Math.round((order.amount - 11.81) * 100) / 100);
    expect(rest.json().order.refundedAmount).toBe(order.amount);
  });
});
