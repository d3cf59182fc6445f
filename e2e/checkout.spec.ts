// Buying as a shopper does: fill the cart, sign in on the way to checkout, pay on the hosted page, follow the order.
import { cartTotals, formatPrice, type Product, type ProductListResponse, toCents, toDollars } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, visit } from './support/browser.ts';
import { signedInPage } from './support/dashboard.ts';
import { PARIS, payWithCard, shipTo } from './support/sandboxPage.ts';
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
    // A visitor's cart is quoted the first zone's delivery, in the one grand total: the demo's United States, $5.95
    // below $100.00.
    await drawer.locator('dt', { hasText: 'Delivery (Standard)' }).waitFor();
    const quotedCents = totals.totalPrice >= 100 ? 0 : 595;
    expect(await summaryValue(page, 'Grand Total')).toBe(formatPrice(toDollars(toCents(totals.grandTotal) + quotedCents)));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/login\?/);
    await signIn(page);
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/shop/${second._id}`);
    // Shipped to France: the demo's Europe zone, $12.00 standard delivery below $200.00.
    await page.getByRole('dialog', { name: 'Your cart' }).getByLabel('Ship to').selectOption('FR');
    const deliveryCents = totals.totalPrice >= 200 ? 0 : 1200;

    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout\/sandbox\//);
    // A returning customer's form starts from the last order's address; a missing city is refused beside the field.
    expect(await page.getByLabel('Full name').inputValue()).not.toBe('');
    await shipTo(page, { ...PARIS, city: ' ' });
    await payWithCard(page, '4242 4242 4242 4242');
    await page.getByText('City is required').waitFor();
    await shipTo(page, PARIS);
    await payWithCard(page, '4242 4242 4242 4242');

    await page.waitForURL(/\/success\?session_id=/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    // The order goes by its short number ("#1042"), not by the payment's reference.
    const shownNumber = page.getByRole('main').getByText(/^#1\d{3,}$/);
    await shownNumber.waitFor();
    const number = (await shownNumber.textContent()) ?? '';
    const timeline = page.getByRole('list', { name: 'Order status' });
    expect(await timeline.locator('[aria-current="step"]').textContent()).toContain('Pending');
    const paid = (Math.round(totals.grandTotal * 100) + deliveryCents) / 100;
    expect(await page.getByText(formatPrice(paid)).count()).toBeGreaterThan(0);
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
    for (const text of [PARIS.name, PARIS.line1, `${PARIS.postalCode} ${PARIS.city}`, 'France']) {
      expect(await address.textContent()).toContain(text);
    }
    const orderPath = new URL(page.url()).pathname;
    // The refused address answered 400, which the browser reports; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);

    const admin = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/manage-orders');
    const orderId = orderPath.split('/').at(-1) ?? '';
    await admin.page.getByRole('searchbox', { name: 'Order number' }).fill(number);
    await admin.page.getByRole('button', { name: 'Find' }).click();
    await admin.page.getByText('Showing 1 to 1 of 1 orders').waitFor();
    await admin.page.getByRole('link', { name: `View order ${number}` }).click();
    await admin.page.waitForURL(`${t.shop.url}/dashboard/manage-orders/${orderId}`);
    await admin.page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    expect(await admin.page.getByRole('region', { name: 'Shipping address' }).textContent()).toContain(PARIS.line1);
    expect(await admin.page.getByRole('region', { name: 'Items' }).textContent()).toContain(first.name);
    const history = admin.page.getByRole('region', { name: 'Status' }).getByRole('listitem');
    expect(await history.allTextContents()).toEqual([expect.stringMatching(/^Pending/)]);
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
    await payWithCard(page, '4000 0000 0000 0002');
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
