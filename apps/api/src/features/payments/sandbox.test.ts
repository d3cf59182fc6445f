import { describe, expect, it } from 'vitest';
import { confirmPayment, openCheckout, payOnSandboxPage, SANDBOX_ADDRESS } from '../../test/checkoutSteps.ts';
import { makeProduct, makeShopSettings, makeSignedInUser, makeSizedProduct } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

/** A customer with a two-line cart checked out: $45.00 × 2 + $12.50 = $102.50, tax $5.13, total $107.63. */
async function customerAtCheckout() {
  const customer = await makeSignedInUser(t.app, t.db);
  const scarf = await makeProduct(t.db, { name: 'Silk scarf', priceCents: 4_500 });
  const ring = await makeProduct(t.db, { name: 'Gold ring <b>', priceCents: 1_250 });
  const res = await openCheckout(t.app, customer.cookie, customer.user.id, [
    { _id: scarf.id, quantity: 2 },
    { _id: ring.id, quantity: 1 },
  ]);
  expect(res.statusCode).toBe(200);
  const { id, url } = res.json<{ id: string; url: string }>();
  return { customer, scarf, ring, sessionId: id, url };
}

describe('sandbox hosted checkout', () => {
  it('tells the browser which payment provider the shop uses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      paymentProvider: 'sandbox',
      stripePublishableKey: null,
      demoPayments: false,
      currency: 'USD',
      pricesIncludeTax: false,
    });
  });

  it('has no payment notifications to receive without Stripe', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });

  it('names the shop being paid as its settings name it, escaped', async () => {
    await makeShopSettings(t.db, { name: 'Lune & <Co>' });
    const { sessionId } = await customerAtCheckout();
    const page = await t.app.inject({ url: `/checkout/sandbox/${sessionId}` });
    expect(page.body).toContain('<title>Pay Lune &amp; &lt;Co&gt; · Checkout</title>');
    expect(page.body).toContain('<p class="eyebrow">Pay Lune &amp; &lt;Co&gt;</p>');
    expect(page.body).not.toContain('Atelier');
  });

  it('sends the customer to a sandbox page on the shop address', async () => {
    const { sessionId, url } = await customerAtCheckout();
    expect(sessionId).toMatch(/^cs_sandbox_[0-9a-f]{32}$/);
    expect(url).toBe(`http://localhost:3000/checkout/sandbox/${sessionId}`);
  });

  it('shows the order summary, the card form and a way back to the shop, with every value escaped', async () => {
    await makeShopSettings(t.db, { name: 'Atelier' });
    const { sessionId, customer } = await customerAtCheckout();
    const res = await t.app.inject({ method: 'GET', url: `/checkout/sandbox/${sessionId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const page = res.body;
    for (const text of [
      'Atelier',
      'Silk scarf',
      'Qty 2 × $45.00',
      '$90.00',
      '$102.50',
      'Tax (5%)',
      '$5.13',
      '$107.63',
      customer.user.email,
    ]) {
      expect(page).toContain(text);
    }
    expect(page).toContain('Gold ring &lt;b&gt;');
    expect(page).not.toContain('<b>');
    for (const field of ['cardNumber', 'expiry', 'cvc', 'nameOnCard']) expect(page).toContain(`name="${field}"`);
    expect(page).toContain(`action="/checkout/sandbox/${sessionId}/pay"`);
    expect(page).toContain('href="http://localhost:3000/"');
    expect(page).toContain(
      '<a class="cancel" href="http://localhost:3000/?checkout=cancelled">Cancel and return to the shop</a>',
    );
    expect(page).not.toMatch(/<script|style="|<style/);
  });

  it('serves its stylesheet as a file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/checkout/sandbox/assets/checkout.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
    expect(res.body).toContain('#faf7f2');
  });

  it('answers an unknown checkout link with a 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/checkout/sandbox/cs_sandbox_nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This checkout link is not valid.');
  });

  it('pays with 4242, returns to the success page and confirms into the order the customer can read', async () => {
    const { customer, scarf, ring, sessionId } = await customerAtCheckout();
    const paid = await payOnSandboxPage(t.app, sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/success?session_id=${sessionId}`);

    const confirmed = await confirmPayment(t.app, customer.cookie, sessionId);
    expect(confirmed.statusCode).toBe(200);
    const { order } = confirmed.json();
    expect(order).toMatchObject({
      orderId: expect.stringMatching(/^pi_sandbox_[0-9a-f]{24}$/),
      status: 'pending',
      amount: 107.63,
      email: customer.user.email,
      userId: customer.user.id,
    });
    expect(order.products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: scarf.id, name: 'Silk scarf', size: null, price: 45, quantity: 2, image: '' }),
        expect.objectContaining({ productId: ring.id, name: 'Gold ring <b>', size: null, price: 12.5, quantity: 1, image: '' }),
      ]),
    );

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/order/${order._id}`,
      headers: { cookie: customer.cookie },
    });
    expect(read.json()).toEqual(order);
  });

  it('sends a paid checkout link straight to the success page', async () => {
    const { sessionId } = await customerAtCheckout();
    await payOnSandboxPage(t.app, sessionId);
    const again = await t.app.inject({ method: 'GET', url: `/checkout/sandbox/${sessionId}` });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`http://localhost:3000/success?session_id=${sessionId}`);
  });

  it('declines the 4000 0000 0000 0002 card: the page says so, the checkout stays open and nothing is ordered', async () => {
    const { customer, sessionId } = await customerAtCheckout();
    const declined = await payOnSandboxPage(t.app, sessionId, {
      cardNumber: '4000 0000 0000 0002',
      nameOnCard: 'Ada <Lovelace>',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect(declined.body).toContain('value="Ada &lt;Lovelace&gt;"');

    const confirmed = await confirmPayment(t.app, customer.cookie, sessionId);
    expect(confirmed.statusCode).toBe(402);
    expect(confirmed.json()).toEqual({ message: 'Payment has not been completed' });
    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${customer.user.email}`,
      headers: { cookie: customer.cookie },
    });
    expect(orders.json()).toEqual([]);

    const page = await t.app.inject({ method: 'GET', url: `/checkout/sandbox/${sessionId}` });
    expect(page.statusCode).toBe(200);
  });

  it('refuses a card number that fails the Luhn check', async () => {
    const { customer, sessionId } = await customerAtCheckout();
    const refused = await payOnSandboxPage(t.app, sessionId, { cardNumber: '4242 4242 4242 4241' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Your card number is invalid.');
    expect((await confirmPayment(t.app, customer.cookie, sessionId)).statusCode).toBe(402);
  });

  it('refuses an expiry date in the past', async () => {
    const { sessionId } = await customerAtCheckout();
    const refused = await payOnSandboxPage(t.app, sessionId, { expiry: '01/20' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Your card&#39;s expiration date is in the past.');
  });
});

describe('shipping address on the sandbox page', () => {
  async function dressAtCheckout() {
    const customer = await makeSignedInUser(t.app, t.db);
    const dress = await makeProduct(t.db, { name: 'Linen dress', priceCents: 8_000 });
    const res = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: dress.id, quantity: 1 }]);
    return { customer, sessionId: res.json<{ id: string }>().id };
  }

  it('keeps what was typed when it refuses a field', async () => {
    const { sessionId } = await dressAtCheckout();
    const refused = await payOnSandboxPage(t.app, sessionId, { 'shipping-city': '', 'shipping-name': 'Ada <Byron>' });
    expect(refused.body).toContain('value="Ada &lt;Byron&gt;"');
    expect(refused.body).toContain(`value="${SANDBOX_ADDRESS['shipping-postalCode']}"`);
    expect(refused.body).toContain('<option value="GB" selected>United Kingdom</option>');
  });

  it('asks for the address before the card, offering only the countries the shop ships to', async () => {
    const { sessionId } = await dressAtCheckout();
    const page = (await t.app.inject({ method: 'GET', url: `/checkout/sandbox/${sessionId}` })).body;
    for (const label of ['Full name', 'Address line 1', 'Address line 2 (optional)', 'City', 'Postal code', 'Country']) {
      expect(page).toContain(`>${label}</label>`);
    }
    expect(page.indexOf('name="shipping-line1"')).toBeLessThan(page.indexOf('name="cardNumber"'));
    expect(page).toContain('<option value="GB">United Kingdom</option>');
    expect(page).toContain('<option value="FR">France</option>');
    expect(page).not.toContain('value="BR"');
  });

  it('names the size of a sized line in the summary, and the order keeps it', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const dress = await makeSizedProduct(t.db, { S: 2, M: 3 }, { name: 'Wrap dress', priceCents: 9_000 });
    const res = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: dress.id, quantity: 1, size: 'M' }]);
    const sessionId = res.json<{ id: string }>().id;
    const page = (await t.app.inject({ method: 'GET', url: `/checkout/sandbox/${sessionId}` })).body;
    expect(page).toContain('Size M · Qty 1 × $90.00');
    await payOnSandboxPage(t.app, sessionId);
    const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
    expect(order.products).toMatchObject([
      { productId: dress.id, name: 'Wrap dress', size: 'M', price: 90, quantity: 1, image: '' },
    ]);
  });

  it('keeps the address with the paid order, which starts its history as pending', async () => {
    const { customer, sessionId } = await dressAtCheckout();
    await payOnSandboxPage(t.app, sessionId, { 'shipping-line2': 'Second floor', 'shipping-country': 'fr' });
    const { order } = (await confirmPayment(t.app, customer.cookie, sessionId)).json();
    expect(order.shippingAddress).toEqual({
      name: 'Ada Lovelace',
      line1: '12 St James’s Square',
      line2: 'Second floor',
      city: 'London',
      postalCode: 'SW1Y 4JH',
      country: 'FR',
    });
    expect(order.statusHistory).toEqual([{ status: 'pending', changedAt: expect.any(String) }]);
  });

  it.each([
    ['a missing full name', { 'shipping-name': '' }, 'Full name is required'],
    ['a missing address line 1', { 'shipping-line1': undefined }, 'Address line 1 is required'],
    ['a blank city', { 'shipping-city': '   ' }, 'City is required'],
    ['an over-long postal code', { 'shipping-postalCode': '1'.repeat(21) }, 'Postal code must be at most 20 characters'],
    ['an over-long line 2', { 'shipping-line2': 'x'.repeat(201) }, 'Address line 2 must be at most 200 characters'],
    ['a country the shop does not ship to', { 'shipping-country': 'BR' }, 'We do not ship to that country'],
    ['a country that is no code at all', { 'shipping-country': '<script>' }, 'We do not ship to that country'],
  ])('refuses %s beside the field and charges nothing', async (_case, fields, message) => {
    const { customer, sessionId } = await dressAtCheckout();
    const refused = await payOnSandboxPage(t.app, sessionId, fields);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Please check your shipping address.');
    expect(refused.body).toContain(`<p class="field-error" id="shipping-${fieldOf(fields)}-error">${message}</p>`);
    expect(refused.body).toContain(`aria-describedby="shipping-${fieldOf(fields)}-error"`);
    expect((await confirmPayment(t.app, customer.cookie, sessionId)).statusCode).toBe(402);
  });

  it('starts a returning customer’s form from their last order’s address', async () => {
    const { customer, sessionId } = await dressAtCheckout();
    await payOnSandboxPage(t.app, sessionId, { 'shipping-city': 'Paris', 'shipping-country': 'FR' });
    await confirmPayment(t.app, customer.cookie, sessionId);
    const dress = await makeProduct(t.db, { name: 'Silk dress' });
    const next = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: dress.id, quantity: 1 }]);
    const page = (await t.app.inject({ method: 'GET', url: `/checkout/sandbox/${next.json().id}` })).body;
    expect(page).toContain('name="shipping-city" autocomplete="shipping address-level2" maxlength="100" value="Paris"');
    expect(page).toContain('<option value="FR" selected>France</option>');
  });
});

/** The one address field a case changes. */
function fieldOf(fields: Record<string, string | undefined>): string {
  return (Object.keys(fields)[0] ?? '').replace('shipping-', '');
}
