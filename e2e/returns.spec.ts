// Returns in a real browser: the customer swaps a size M for an L on a completed order, the admin approves and
// receives it, the customer follows the replacement order; then a money-back return ends with the refund on the order.
import { formatPrice, type Product, type ProductListResponse } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, toastsGone } from './support/axe.ts';
import { DESKTOP, PHONE, visit } from './support/browser.ts';
import { signedInPage } from './support/dashboard.ts';
import { paidOrderOf } from './support/orders.ts';
import { ADMIN, CUSTOMER } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/returns-shots';

async function moveOrder(admin: Page, orderId: string, status: string) {
  const res = await admin.request.patch(`/api/orders/update-order-status/${orderId}`, { data: { status } });
  expect(res.status()).toBe(200);
}

/** Screenshots at 375 and 1440 px, and axe at both, of the screen the page stands on. */
async function lookAt(page: Page, name: string) {
  for (const [label, viewport] of [
    ['375', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
    expect(await seriousA11yViolations(page), `${name} at ${label}`).toEqual([]);
  }
}

describe('returns and exchanges', () => {
  it('swaps a size for the customer through a replacement order, and refunds a money-back return', {
    timeout: 300_000,
  }, async () => {
    const listing = (await (await fetch(`${t.shop.url}/api/products?limit=60`)).json()) as ProductListResponse;
    const inStock = (product: Product, size: string) => product.sizes.some((s) => s.size === size && s.stock > 0);
    const dress = listing.products.find((product) => inStock(product, 'M') && inStock(product, 'L')) as Product;
    const other = listing.products.find((product) => product.sizes.length === 0 && product.stock > 0) as Product;
    expect(dress).toBeDefined();
    expect(other).toBeDefined();

    const customer = await signedInPage(t.browser, t.shop.url, CUSTOMER, '/dashboard');
    const order = await paidOrderOf(customer.page, [
      { _id: dress._id, quantity: 1, size: 'M' },
      { _id: other._id, quantity: 1 },
    ]);
    const admin = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/returns');
    for (const status of ['processing', 'shipped', 'completed']) await moveOrder(admin.page, order._id, status);

    // 1. The customer asks to exchange the M for an L.
    await visit(customer.page, `/orders/${order._id}`);
    await customer.page.getByRole('button', { name: 'Return or exchange' }).click();
    const form = customer.page.getByRole('form', { name: 'Return or exchange' });
    await form.getByRole('checkbox', { name: `Send back ${dress.name} (M)` }).check();
    await form.getByLabel('Why').selectOption('too-small');
    await form.getByLabel('Instead').selectOption('L');
    await lookAt(customer.page, 'return-form');
    await form.getByRole('button', { name: 'Send the request' }).click();
    const returns = customer.page.getByRole('region', { name: 'Returns and exchanges' });
    await returns.getByText('exchange for size L').waitFor();
    await returns.getByRole('button', { name: 'Cancel return' }).waitFor();
    await toastsGone(customer.page);
    await lookAt(customer.page, 'order-with-return');

    // 2. The admin approves it and receives the parcel on the Returns screen.
    await visit(admin.page, '/dashboard/returns');
    const card = admin.page.getByRole('article', { name: `Return of order #${order.number}` });
    await card.waitFor();
    await lookAt(admin.page, 'returns-screen');
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByLabel('Status').selectOption('approved');
    await card.getByRole('button', { name: 'Receive' }).click();
    await card.getByRole('button', { name: 'Record receipt' }).click();
    await admin.page.getByLabel('Status').selectOption('received');
    await card.getByText('1 arrived').waitFor();

    // 3. The customer follows the replacement order and sees its status.
    await visit(customer.page, `/orders/${order._id}`);
    await returns.getByRole('link', { name: 'See the replacement order' }).click();
    await customer.page
      .getByRole('region', { name: 'Items' })
      .getByText(/Size L/)
      .waitFor();
    const replacement = customer.page.url().split('/orders/')[1] ?? '';
    expect(replacement).not.toBe(order._id);
    const status = customer.page.getByRole('main').locator('dt:text-is("Status") + dd');
    expect(await status.innerText()).toBe('Processing');
    await moveOrder(admin.page, replacement, 'shipped');
    await visit(customer.page, `/orders/${replacement}`);
    expect(await status.innerText()).toBe('Shipped');

    // 4. A money-back return of the other item ends with the refund on the order page.
    await visit(customer.page, `/orders/${order._id}`);
    await customer.page.getByRole('button', { name: 'Return or exchange' }).click();
    await form.getByRole('checkbox', { name: `Send back ${other.name}` }).check();
    await form.getByLabel('Why').selectOption('changed-my-mind');
    await form.getByRole('button', { name: 'Send the request' }).click();
    await returns.getByText('money back').waitFor();
    const asked = (await (await customer.page.request.get(`/api/orders/${order._id}/returns`)).json()) as {
      _id: string;
      status: string;
    }[];
    const moneyBack = asked.find((ret) => ret.status === 'requested')?._id ?? '';
    expect((await admin.page.request.post(`/api/returns/${moneyBack}/approve`)).status()).toBe(200);
    const received = await admin.page.request.post(`/api/returns/${moneyBack}/receive`, {
      data: { lines: [{ lineId: order.products.find((line) => line.name === other.name)?._id, quantity: 1, damaged: 0 }] },
    });
    expect(received.status()).toBe(200);
    const refunded = ((await received.json()) as { refundedAmount: number }).refundedAmount;
    await visit(customer.page, `/orders/${order._id}`);
    await customer.page
      .getByRole('region', { name: 'Refunds' })
      .getByText(`−${formatPrice(refunded)}`)
      .waitFor();
    await returns.getByText(`Refunded ${formatPrice(refunded)}`).waitFor();
    expect(customer.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
  });
});
