// A shopper's visit counted by the shop itself: they see a product, add it to the cart, pay, and the owner finds each
// step of it in the Analytics screen's funnel. The shopper's browser reads as an ordinary Chrome: a headless one is a
// bot, and bots are not counted.
import type { Product, ProductListResponse } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, PHONE, visit } from './support/browser.ts';
import { signedInPage } from './support/dashboard.ts';
import { PARIS, payWithCard, shipTo } from './support/sandboxPage.ts';
import { ADMIN, CUSTOMER } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function shopperPage(): Promise<Page> {
  const context = await t.browser.newContext({ baseURL: t.shop.url, viewport: DESKTOP, userAgent: CHROME });
  return context.newPage();
}

async function funnelCount(page: Page, step: string): Promise<number> {
  const row = page.getByRole('region', { name: 'Funnel' }).getByRole('listitem').filter({ hasText: step });
  return Number(/\d+/.exec((await row.locator(':scope > span').last().textContent()) ?? '')?.[0] ?? 0);
}

it('counts a visit, an add to cart and a payment, and shows each step in the Analytics funnel', async () => {
  const listing = (await (await fetch(`${t.shop.url}/api/products?limit=1&sort=price-asc`)).json()) as ProductListResponse;
  const product = listing.products[0] as Product;
  const page = await shopperPage();
  await visit(page, `/shop/${product._id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.waitForURL(/\/login\?/);
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.waitFor();
  await drawer.getByLabel('Ship to').selectOption('FR');
  await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.waitForURL(/\/checkout\/sandbox\//);
  await shipTo(page, PARIS);
  await payWithCard(page);
  await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();

  const admin = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/analytics');
  await admin.page.getByRole('heading', { name: 'Funnel' }).waitFor();
  // Events are written in batches, within 2 s: the owner reloads until they are in.
  await expect
    .poll(
      async () => {
        await admin.page.reload();
        await admin.page.getByRole('heading', { name: 'Funnel' }).waitFor();
        return Promise.all(
          ['Visitors', 'Product views', 'Add to cart', 'Checkout started', 'Paid'].map((step) => funnelCount(admin.page, step)),
        );
      },
      { timeout: 10_000, interval: 1_000 },
    )
    .toEqual([1, 1, 1, 1, 1]);
  const topProducts = admin.page.getByRole('region', { name: 'Top products' });
  expect(await topProducts.textContent()).toContain(product.name);
  if (SHOTS) {
    for (const viewport of [PHONE, DESKTOP]) {
      await admin.page.setViewportSize(viewport);
      await admin.page.screenshot({ path: `${SHOTS}/analytics-counted-${viewport.width}.png`, fullPage: true });
    }
  }
  expect(admin.problems).toEqual([]);
}, 120_000);
