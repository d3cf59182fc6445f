// A discount code from the cart to the mail: a customer applies WELCOME10, pays on the sandbox page, and finds the same
// total on the success page, the order page and the confirmation mail; the code is refused on their next order.
import {
  discountCents,
  discountedTotalsCents,
  formatPrice,
  type Order,
  type Product,
  type ProductListResponse,
  toCents,
  toDollars,
} from '@atelier/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../apps/api/src/test/smtpServer.ts';
import { launchBrowser, visit } from './support/browser.ts';
import { apiGet, signedInPage } from './support/dashboard.ts';
import { payWithCard, shipTo } from './support/sandboxPage.ts';
import { CUSTOMER, type Shop, startShop } from './support/shop.ts';

let browser: Browser;
let smtp: TestSmtpServer;
let shop: Shop;
let product: Product;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  [browser, shop] = await Promise.all([
    launchBrowser(),
    startShop({ SMTP_URL: smtp.url, MAIL_FROM: 'Atelier <shop@atelier.test>' }),
  ]);
  const listing = (await (await fetch(`${shop.url}/api/products?limit=20&sort=price-asc`)).json()) as ProductListResponse;
  // A one-size product in stock: added to the cart without choosing a size.
  const oneSize = listing.products.find((each) => each.sizes.length === 0 && each.stock > 1);
  if (!oneSize) throw new Error('no one-size product in the demo catalog');
  product = oneSize;
});
afterAll(async () => {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  await shop?.close();
  await browser?.close();
  await smtp?.stop();
});

async function cartWithCode(page: Page) {
  await visit(page, `/shop/${product._id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await page.getByRole('button', { name: 'Cart, 1 items' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByLabel('Ship to').selectOption('FR');
  await drawer.getByLabel('Discount code').fill('welcome10');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  return drawer;
}

describe('an order paid with a discount code', () => {
  it('shows one total from the cart to the mail, and the code is refused on the next order', async () => {
    const { page, problems } = await signedInPage(browser, shop.url, CUSTOMER, '/shop');
    const lines = [{ priceCents: toCents(product.price), quantity: 1, category: product.category }];
    const { lineDiscountsCents } = discountCents({ kind: 'percentage', value: 10, categories: [] }, lines);
    const goods = discountedTotalsCents(lines, lineDiscountsCents);
    const discount = formatPrice(toDollars(goods.discountCents));

    const drawer = await cartWithCode(page);
    await drawer.getByText(`Welcome: 10% off · −${discount}`).waitFor();
    await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout\/sandbox\//);
    await page.getByText('Discount · WELCOME10').waitFor();
    await shipTo(page);
    await payWithCard(page);

    await page.waitForURL(/\/success\?session_id=/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    const [order] = await apiGet<Order[]>(page, `/api/orders/${CUSTOMER.email}`);
    if (!order) throw new Error('no order');
    // What the shop charged: the goods less 10 %, tax on what is left, and the delivery chosen.
    expect(toCents(order.amount)).toBe(goods.totalCents + toCents(order.totals.shipping));
    const total = formatPrice(order.amount);
    const main = page.getByRole('main');
    await main.getByText('Discount: WELCOME10').waitFor();
    expect(await main.textContent()).toContain(total);

    await page.getByRole('link', { name: 'Track this order' }).click();
    await page.waitForURL(/\/orders\//);
    // The success page can still be on screen when the address changes: wait for it to go, then for the order.
    await page.getByRole('link', { name: 'Track this order' }).waitFor({ state: 'detached' });
    const orderPage = page.getByRole('main');
    await expect.poll(() => orderPage.textContent(), { timeout: 15_000 }).toContain(`−${discount}`);
    expect(await orderPage.textContent()).toContain('Discount: WELCOME10');
    await orderPage.getByText(total, { exact: true }).first().waitFor();

    await expect.poll(async () => (await smtp.mailsTo(CUSTOMER.email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [mail] = await smtp.mailsTo(CUSTOMER.email);
    expect(mail?.text).toContain(`Discount: WELCOME10`);
    expect(mail?.text).toContain(`−${discount}`);
    expect(mail?.text).toContain(total);

    const again = await cartWithCode(page);
    await again.getByText('You have already used this code.').waitFor();
    // The refused code's 409 is the only thing the browser logs.
    expect(problems.filter((problem) => !problem.includes('status of 409'))).toEqual([]);
  });
});
