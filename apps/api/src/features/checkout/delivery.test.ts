import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, outboxMails, products, shippingMethods } from '../../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage, SANDBOX_ADDRESS } from '../../test/checkoutSteps.ts';
import { makeProduct, makePromotion, makeShippingMethod, makeShippingZone, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { findSandboxSession, payWithCard } from '../payments/sandboxService.ts';
import { sandboxSpeaking } from '../payments/sandboxText.ts';
import { placePaidOrder } from './placePaidOrder.ts';
import { redeliver } from './redeliver.ts';

const t = useTestApp();

const JAPAN = { ...SANDBOX_ADDRESS, 'shipping-city': 'Kyoto', 'shipping-country': 'JP' };
let asia: Awaited<ReturnType<typeof makeShippingZone>>;
let sea: Awaited<ReturnType<typeof makeShippingMethod>>;
let air: Awaited<ReturnType<typeof makeShippingMethod>>;
let other: Awaited<ReturnType<typeof makeShippingMethod>>;

beforeAll(async () => {
  asia = await makeShippingZone(t.db, { name: 'Asia', countries: ['JP', 'KR'] });
  sea = await makeShippingMethod(t.db, asia.id, {
    name: 'Sea mail',
    priceCents: 900,
    freeFromCents: 20_000,
    minDays: 20,
    maxDays: 30,
  });
  air = await makeShippingMethod(t.db, asia.id, { name: 'Air mail', priceCents: 2_500, minDays: 3, maxDays: 5 });
  const elsewhere = await makeShippingZone(t.db, { name: 'Elsewhere', countries: ['BR'] });
  other = await makeShippingMethod(t.db, elsewhere.id, { name: 'Courier', priceCents: 100 });
});

/** A customer checking out $90.00 of goods (tax $4.50) to `country`. */
async function checkoutTo(country?: string) {
  const customer = await makeSignedInUser(t.app, t.db);
  const dress = await makeProduct(t.db, { name: 'Wrap dress', priceCents: 4_500, stock: 5 });
  const res = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: dress.id, quantity: 2 }], {
    ...(country ? { shippingCountry: country } : {}),
  });
  return { customer, dress, res, sessionId: res.json<{ id?: string }>().id ?? '' };
}

const page = (sessionId: string) => t.app.inject({ url: `/checkout/sandbox/${sessionId}` });

describe('opening a checkout to a country', () => {
  it('answers 422 naming a country nobody delivers to, and holds nothing', async () => {
    const { res, dress } = await checkoutTo('CU');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'We do not deliver to Cuba (CU)' });
    const [stock] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, dress.id));
    expect(stock?.stock).toBe(5);
    expect(await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.shippingCountry, 'CU'))).toEqual([]);
  });

  it('refuses a malformed country with 400', async () => {
    const { res } = await checkoutTo('Japan');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'shippingCountry must be a two-letter country code, e.g. FR' });
  });

  it('offers the zone’s active methods before the card, cheapest checked, with prices and delivery dates', async () => {
    const { sessionId } = await checkoutTo('jp');
    const html = (await page(sessionId)).body;
    expect(html.indexOf('<legend>Delivery</legend>')).toBeLessThan(html.indexOf('<legend>Card</legend>'));
    expect(html).toContain(`value="${sea.id}@900" checked`);
    expect(html).toContain(`value="${air.id}@2500">`);
    expect(html).toContain('20–30 working days · Expected');
    expect(html).not.toContain(other.id);
    // The address form offers every country the shop serves: the address decides.
    for (const country of ['JP', 'KR', 'BR', 'GB']) expect(html).toContain(`<option value="${country}"`);
  });

  it('offers the first zone without a country, as a client that sends only the spec’s fields', async () => {
    const { res, sessionId, customer } = await checkoutTo();
    expect(res.statusCode).toBe(200);
    const html = (await page(sessionId)).body;
    expect(html).toContain('<option value="GB"');
    expect((await payOnSandboxPage(t.app, sessionId)).statusCode).toBe(303);
    const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
    expect(order.shipping).toEqual({ name: 'Standard', price: 0, minDays: 3, maxDays: 7 });
    expect(order.amount).toBe(94.5);
  });
});

describe('paying with a delivery method', () => {
  it('charges the method chosen at the price fixed when the checkout opened, and the order keeps it', async () => {
    const { sessionId, customer } = await checkoutTo('JP');
    // Changed after the checkout opened: the customer still pays what the page offered.
    await t.db.update(shippingMethods).set({ priceCents: 9_900 }).where(eq(shippingMethods.id, air.id));
    const res = await payOnSandboxPage(t.app, sessionId, { ...JAPAN, shippingMethod: `${air.id}@2500` });
    expect(res.statusCode).toBe(303);
    await t.db.update(shippingMethods).set({ priceCents: 2_500 }).where(eq(shippingMethods.id, air.id));
    const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
    expect(order.shipping).toEqual({ name: 'Air mail', price: 25, minDays: 3, maxDays: 5 });
    expect(order.totals).toEqual({
      subtotal: 90,
      discount: 0,
      shipping: 25,
      tax: 4.5,
      total: 119.5,
      taxIncluded: false,
      taxLines: [{ rate: 5, base: 90, tax: 4.5 }],
      currency: 'USD',
    });
    expect(order.amount).toBe(119.5);
    const [mail] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, customer.user.email));
    expect(mail?.text).toContain('Delivery: Air mail');
    expect(mail?.text).toContain('$25.00');
    expect(mail?.text).toContain('$119.50');
    expect(mail?.text).toMatch(/Air mail delivery, 3–5 working days: expected \w{3} \d+ – \w{3} \d+\./);
  });

  it('refuses a method of another zone, charging nothing', async () => {
    const { sessionId } = await checkoutTo('JP');
    const res = await payOnSandboxPage(t.app, sessionId, { ...JAPAN, shippingMethod: `${other.id}@100` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please choose one of the delivery methods offered.');
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId));
    expect(session?.status).toBe('open');
  });

  it('refuses a tampered price, charging nothing', async () => {
    const { sessionId } = await checkoutTo('JP');
    const res = await payOnSandboxPage(t.app, sessionId, { ...JAPAN, shippingMethod: `${air.id}@0` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The delivery price is not the one this checkout offers.');
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId));
    expect(session?.status).toBe('open');
  });

  it('takes an address elsewhere in the zone at the prices offered', async () => {
    const { sessionId, customer } = await checkoutTo('JP');
    const res = await payOnSandboxPage(t.app, sessionId, {
      ...JAPAN,
      'shipping-country': 'KR',
      shippingMethod: `${air.id}@2500`,
    });
    expect(res.statusCode).toBe(303);
    const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
    expect(order.shippingAddress.country).toBe('KR');
    expect(order.amount).toBe(119.5);
  });

  it('refuses an address in a country nobody delivers to', async () => {
    const { sessionId } = await checkoutTo('JP');
    const res = await payOnSandboxPage(t.app, sessionId, { ...JAPAN, 'shipping-country': 'CU' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('We do not ship to that country');
  });

  it('prices a method free from its threshold on the goods, not the tax', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const coat = await makeProduct(t.db, { priceCents: 20_000 });
    const res = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: coat.id, quantity: 1 }], {
      shippingCountry: 'JP',
    });
    const sessionId = res.json<{ id: string }>().id;
    expect((await page(sessionId)).body).toContain(`value="${sea.id}@0" checked`);
    await payOnSandboxPage(t.app, sessionId, JAPAN);
    const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
    expect(order.totals).toEqual({
      subtotal: 200,
      discount: 0,
      shipping: 0,
      tax: 10,
      total: 210,
      taxIncluded: false,
      taxLines: [{ rate: 5, base: 200, tax: 10 }],
      currency: 'USD',
    });
    expect(order.shipping.name).toBe('Sea mail');
  });
});

const BRAZIL = { ...SANDBOX_ADDRESS, 'shipping-city': 'São Paulo', 'shipping-country': 'BR' };

const sessionOf = async (sessionId: string) =>
  (await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId)))[0];

describe('the shipping address decides the delivery', () => {
  it('refuses a method of the cart’s zone for an address in another, charging nothing, and offers that zone’s instead', async () => {
    const { sessionId, customer } = await checkoutTo('JP');
    const refused = await payOnSandboxPage(t.app, sessionId, { ...BRAZIL, shippingMethod: `${air.id}@2500` });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(
      'Your cart’s delivery estimate was for Japan. Delivery is now priced for Brazil, the country of your shipping address',
    );
    expect(refused.body).toContain(`value="${other.id}@100" checked`);
    expect(refused.body).not.toContain(air.id);
    expect(await sessionOf(sessionId)).toMatchObject({ status: 'open', shippingCountry: 'BR', shippingCountries: ['BR'] });

    // Whatever the form sends, the address's zone and the method's must agree.
    const asiaMethod = await payOnSandboxPage(t.app, sessionId, { ...BRAZIL, shippingMethod: `${air.id}@2500` });
    expect(asiaMethod.statusCode).toBe(400);
    expect(asiaMethod.body).toContain('Please choose one of the delivery methods offered.');
    const backToJapan = await payOnSandboxPage(t.app, sessionId, { ...JAPAN, shippingMethod: `${other.id}@100` });
    expect(backToJapan.statusCode).toBe(400);
    expect(backToJapan.body).toContain('Delivery is now priced for Japan');
    expect((await sessionOf(sessionId))?.status).toBe('open');

    // Brazil again: priced again, then paid with the method the page now offers.
    expect((await payOnSandboxPage(t.app, sessionId, { ...BRAZIL, shippingMethod: `${other.id}@100` })).statusCode).toBe(400);
    expect((await payOnSandboxPage(t.app, sessionId, { ...BRAZIL, shippingMethod: `${other.id}@100` })).statusCode).toBe(303);
    const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
    expect(order.shippingAddress.country).toBe('BR');
    expect(order.shipping).toMatchObject({ name: 'Courier', price: 1 });
    expect(order.amount).toBe(95.5);
  });

  it('keeps a free-delivery code’s free delivery in the address’s zone', async () => {
    const free = await makePromotion(t.db, { label: 'Free delivery', kind: 'free_shipping', value: 0 });
    const customer = await makeSignedInUser(t.app, t.db);
    const dress = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });
    const opened = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: dress.id, quantity: 2 }], {
      shippingCountry: 'JP',
      code: free.code,
    });
    const sessionId = opened.json<{ id: string }>().id;
    const moved = await payOnSandboxPage(t.app, sessionId, BRAZIL);
    expect(moved.body).toContain(`value="${other.id}@0" checked`);
    expect((await payOnSandboxPage(t.app, sessionId, { ...BRAZIL, shippingMethod: `${other.id}@0` })).statusCode).toBe(303);
    const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
    expect(order.amount).toBe(94.5);
  });

  it('prices delivery for a returning customer’s saved address when the page opens, saying so', async () => {
    const first = await checkoutTo('BR');
    expect((await payOnSandboxPage(t.app, first.sessionId, BRAZIL)).statusCode).toBe(303);
    const dress = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });
    const again = await openCheckout(t.app, first.customer.cookie, first.customer.user.id, [{ _id: dress.id, quantity: 2 }], {
      shippingCountry: 'JP',
    });
    const html = (await page(again.json<{ id: string }>().id)).body;
    expect(html).toContain('<option value="BR" selected>');
    expect(html).toContain('Delivery is now priced for Brazil');
    expect(html).toContain(`value="${other.id}@100" checked`);
    expect(html).not.toContain(sea.id);
  });

  it('prices delivery for the country chosen with Update delivery, keeping what was typed', async () => {
    const { sessionId } = await checkoutTo('JP');
    const res = await t.app.inject({
      method: 'POST',
      url: `/checkout/sandbox/${sessionId}/delivery`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...BRAZIL, nameOnCard: 'Ada Lovelace' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Delivery is now priced for Brazil');
    expect(res.body).toContain(`value="${other.id}@100" checked`);
    expect(res.body).toContain('value="São Paulo"');
    expect((await sessionOf(sessionId))?.status).toBe('open');
  });

  it('records the zone it charged for when another tab priced another zone after the payment read the checkout', async () => {
    const { sessionId, customer } = await checkoutTo('JP');
    // The payment has read the checkout priced for Japan; the other tab's Update delivery then lands first.
    const readByPayment = await findSandboxSession(t.db, sessionId);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/checkout/sandbox/${sessionId}/delivery`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(BRAZIL).toString(),
    });
    expect(moved.body).toContain('Delivery is now priced for Brazil');
    const form = {
      shippingMethod: `${air.id}@2500`,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      nameOnCard: 'Ada Lovelace',
      address: { name: 'Ada Lovelace', line1: '1 Main St', line2: '', city: 'Kyoto', postalCode: '600-8001', country: 'JP' },
    };
    const reader = { countries: ['JP', 'KR', 'BR'], speaking: sandboxSpeaking('en') };
    const shop = {
      placeOrder: (tx: typeof t.db, session: typeof readByPayment, payment: Parameters<typeof placePaidOrder>[3]) =>
        placePaidOrder(tx, t.app.payments, session, payment, t.app.config.publicUrl),
      redeliver,
    };
    expect(await payWithCard(t.db, readByPayment, form, reader, shop)).toEqual({ paid: true });
    const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
    expect(order.shipping).toMatchObject({ name: 'Air mail', price: 25 });
    expect(await sessionOf(sessionId)).toMatchObject({
      status: 'paid',
      totalCents: 11_950,
      shippingCountry: 'JP',
      shippingCountries: ['JP', 'KR'],
      shippingOptions: readByPayment.shippingOptions,
    });
  });

  it('pays what the paying page showed while another tab prices delivery for another zone', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { sessionId, customer } = await checkoutTo('JP');
      const [paid] = await Promise.all([
        payOnSandboxPage(t.app, sessionId, { ...JAPAN, shippingMethod: `${air.id}@2500` }),
        t.app.inject({
          method: 'POST',
          url: `/checkout/sandbox/${sessionId}/delivery`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(BRAZIL).toString(),
        }),
      ]);
      if (paid.statusCode === 400) {
        // The other tab came first: this one is told, and nothing is charged.
        expect(paid.body).toContain('Delivery is now priced for Japan');
        expect((await sessionOf(sessionId))?.status).toBe('open');
        continue;
      }
      expect(paid.statusCode).toBe(303);
      const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
      expect(order.shippingAddress.country).toBe('JP');
      expect(order.shipping).toMatchObject({ name: 'Air mail', price: 25 });
      expect(order.amount).toBe(119.5);
      // A paid checkout is priced no more: what it records is what was charged.
      expect(await sessionOf(sessionId)).toMatchObject({ status: 'paid', totalCents: 11_950, shippingCountry: 'JP' });
    }
  });
});
