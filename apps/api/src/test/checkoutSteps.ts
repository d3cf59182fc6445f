// Steps of the checkout flow as a customer's browser takes them, shared by the checkout and order tests; to an app in
// memory or, through `httpClient`, to the shop behind its load balancer.
import type { Client } from './httpClient.ts';

export interface CartLine {
  _id: string;
  quantity: number;
  size?: string;
  price?: number;
}

/** `extra`: fields beyond the spec's, e.g. `{ shippingCountry: 'FR' }`. */
export function openCheckout(
  app: Client,
  cookie: string | undefined,
  userId: string,
  products: CartLine[],
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: cookie ? { cookie } : {},
    payload: { products, userId, ...extra },
  });
}

/** The address a customer types on the sandbox page unless a test says otherwise, as its form posts it. */
export const SANDBOX_ADDRESS = {
  'shipping-name': 'Ada Lovelace',
  'shipping-line1': '12 St James’s Square',
  'shipping-line2': '',
  'shipping-city': 'London',
  'shipping-postalCode': 'SW1Y 4JH',
  'shipping-country': 'GB',
};

/** The address a checkout that gift cards or store credit pay in full sends, as no payment page asks for one. */
export const PREPAID_SHIPPING_ADDRESS = {
  name: 'Ada Lovelace',
  line1: '12 St James’s Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'GB',
};

/** Posts the sandbox page's form: a good card and address, with `fields` changed (or removed when undefined). */
export function payOnSandboxPage(app: Client, sessionId: string, fields: Partial<Record<string, string>> = {}) {
  const typed = {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
    nameOnCard: 'Ada Lovelace',
    ...SANDBOX_ADDRESS,
    ...fields,
  };
  const form = new URLSearchParams(Object.entries(typed).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return app.inject({
    method: 'POST',
    url: `/checkout/sandbox/${sessionId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export function confirmPayment(app: Client, cookie: string | undefined, sessionId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/confirm-payment',
    headers: cookie ? { cookie } : {},
    payload: { session_id: sessionId },
  });
}
