// Buying as a shopper does: fill the cart, sign in on the way to checkout, pay on the hosted page, follow the order.
import { cartTotals, formatPrice, type Order, type Product, type ProductListResponse } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, visit } from './support/browser.ts';
import { apiGet, signedInPage, toastsGone } from './support/dashboard.ts';
import { ADMIN, CUSTOMER } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
let products: Product[];

beforeEach(async () => {
  const listing = (await (await fetch(`${t.shop.url}/api/products?limit=2&sort=price-asc`)).json()) as ProductListResponse;
  products = listing.products;
  expect(products).toHaveLength(2);
});

async function addToCart(page: Page, product: Product) {
  await visit(page, `/shop/${product._id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
}

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const ADDRESS = { name: 'Amelia Laurent', line1: '4 Quai de Bourbon', city: 'Paris', postalCode: '75004', country: 'FR' };

async function shipTo(page: Page, address: typeof ADDRESS) {
  await page.getByLabel('Full name').fill(address.name);
  await page.getByLabel('Address line 1').fill(address.line1);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('Postal code').fill(address.postalCode);
  await page.getByLabel('Country').selectOption(address.country);
}

async function payOnSandbox(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Amelia Laurent');
  await page.getByRole('button', { name: /^Pay / }).click();
}

function summaryValue(page: Page, label: string) {
  return page.getByRole('dialog').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent();
}

describe('checkout', () => {
  it('takes a visitor from the cart through sign-in and card payment to the order timeline', async () => {
    const [first, second] = products as [Product, Product];
    const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
    await addToCart(page, first);
    await addToCart(page, second);

    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
    await drawer.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
    await drawer.getByRole('button', { name: `Decrease quantity of ${first.name}` }).click();
    await expect.poll(() => drawer.getByLabel(`Quantity of ${first.name}`, { exact: true }).textContent()).toBe('2');

    const totals = cartTotals([
      { price: first.price, quantity: 2 },
      { price: second.price, quantity: 1 },
    ]);
    expect(await summaryValue(page, 'Selected Items')).toBe('3');
    expect(await summaryValue(page, 'Total Price')).toBe(formatPrice(totals.totalPrice));
    expect(await summaryValue(page, 'Tax (5%)')).toBe(formatPrice(totals.tax));
    expect(await summaryValue(page, 'Grand Total')).toBe(formatPrice(totals.grandTotal));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/login\?/);
    await signIn(page);
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/shop/${second._id}`);

    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout\/sandbox\//);
    // A returning customer's form starts from the last order's address; a missing city is refused beside the field.
    expect(await page.getByLabel('Full name').inputValue()).not.toBe('');
    await shipTo(page, { ...ADDRESS, city: ' ' });
    await payOnSandbox(page, '4242 4242 4242 4242');
    await page.getByText('City is required').waitFor();
    await shipTo(page, ADDRESS);
    await payOnSandbox(page, '4242 4242 4242 4242');

    await page.waitForURL(/\/success\?session_id=/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    const timeline = page.getByRole('list', { name: 'Order status' });
    expect(await timeline.locator('[aria-current="step"]').textContent()).toContain('Pending');
    expect(await page.getByText(formatPrice(totals.grandTotal)).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Cart, 0 items' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Track this order' }).click();
    await page.waitForURL(/\/orders\//);
    await page.getByRole('heading', { name: 'Your order', exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Order status' }).locator('[aria-current="step"]').textContent()).toContain(
      'Pending',
    );
    expect(await page.getByText(first.name).count()).toBeGreaterThan(0);
    const address = page.getByRole('region', { name: 'Shipping address' });
    for (const text of [ADDRESS.name, ADDRESS.line1, `${ADDRESS.postalCode} ${ADDRESS.city}`, 'France']) {
      expect(await address.textContent()).toContain(text);
    }
    const orderPath = new URL(page.url()).pathname;
    // The refused address answered 400, which the browser reports; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);

    const admin = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/manage-orders');
    const orderId = orderPath.split('/').at(-1) ?? '';
    const { orderId: paymentReference } = await apiGet<Order>(admin.page, `/api/orders/order/${orderId}`);
    await admin.page.getByRole('link', { name: `View order ${paymentReference}` }).click();
    await admin.page.waitForURL(`${t.shop.url}/dashboard/manage-orders/${orderId}`);
    await admin.page.getByRole('heading', { name: `Order ${paymentReference}` }).waitFor();
    expect(await admin.page.getByRole('region', { name: 'Shipping address' }).textContent()).toContain(ADDRESS.line1);
    expect(await admin.page.getByRole('region', { name: 'Items' }).textContent()).toContain(first.name);
    const history = admin.page.getByRole('region', { name: 'Status' }).getByRole('listitem');
    expect(await history.allTextContents()).toEqual([expect.stringMatching(/^Pending/)]);
    await toastsGone(admin.page);
    expect(await seriousA11yViolations(admin.page)).toEqual([]);
    expect(admin.problems).toEqual([]);
  });

  it('keeps the cart when the card is declined', async () => {
    const [first] = products as [Product];
    const { page, problems } = await openPage(t.browser, t.shop.url, PHONE);
    await visit(page, '/login');
    await signIn(page);
    await page.waitForURL(`${t.shop.url}/`);
    await addToCart(page, first);
    await page.getByRole('button', { name: 'Cart, 1 items' }).click();
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout\/sandbox\//);
    await payOnSandbox(page, '4000 0000 0000 0002');
    await page.getByText('Your card was declined.').waitFor();

    // Coming back by cancelling gives the held stock back at once.
    const cancelled = page.waitForResponse((response) => response.url().endsWith('/api/orders/cancel-checkout-session'));
    await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();
    expect((await cancelled).status()).toBe(200);
    await page.waitForURL(`${t.shop.url}/`);
    await page.getByRole('button', { name: 'Cart, 1 items' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByText(first.name).waitFor();
    // The declined payment page answers 402, which the browser reports; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.includes('status of 402'))).toEqual([]);
  });
});
