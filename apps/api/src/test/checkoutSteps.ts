// Steps of the checkout flow as a customer's browser takes them, shared by the checkout and order tests; to an app in
// memory or, through `httpClient`, to the shop behind its load balancer.
import type { Client } from './httpClient.ts';

export interface CartLine {
  _id: string;
  quantity: number;
  size?: string;
  price?: number;
}

export function openCheckout(app: Client, cookie: string | undefined, userId: string, products: CartLine[]) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: cookie ? { cookie } : {},
    payload: { products, userId },
  });
}

export function payOnSandboxPage(app: Client, sessionId: string, card: Partial<Record<string, string>> = {}) {
  const form = new URLSearchParams({
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
    nameOnCard: 'Ada Lovelace',
    ...card,
  });
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
