// A paid order made as the customer's browser makes one: a checkout session, the sandbox's payment page, the confirmation.
import type { Order } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface WantedLine {
  _id: string;
  quantity: number;
  size?: string;
}

/** The signed-in customer on `page` buys `lines` through the sandbox, shipping to Paris. */
export async function paidOrderOf(page: Page, lines: WantedLine[]): Promise<Order> {
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { _id: string });
  const opened = await page.request.post('/api/orders/create-checkout-session', {
    data: { userId: me._id, products: lines, shippingCountry: 'FR' },
  });
  expect(opened.status()).toBe(200);
  const { id: sessionId } = (await opened.json()) as { id: string };
  const paid = await page.request.post(`/checkout/sandbox/${sessionId}/pay`, {
    form: {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      nameOnCard: 'Amelia Laurent',
      'shipping-name': 'Amelia Laurent',
      'shipping-line1': '4 Quai de Bourbon',
      'shipping-city': 'Paris',
      'shipping-postalCode': '75004',
      'shipping-country': 'FR',
    },
    maxRedirects: 0,
  });
  expect(paid.status()).toBeLessThan(400);
  const confirmed = await page.request.post('/api/orders/confirm-payment', { data: { session_id: sessionId } });
  expect(confirmed.status()).toBe(200);
  return ((await confirmed.json()) as { order: Order }).order;
}
