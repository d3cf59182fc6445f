// Deleting from the admin's tables in a real browser: a dialog asks first, Cancel has the focus, Esc backs out.
import type { Order, ProductListResponse } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.ts';
import { PHONE } from './support/browser.ts';
import { apiGet, signedInPage } from './support/dashboard.ts';
import { ADMIN } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe('deleting from the dashboard', () => {
  it('asks before deleting a product: Cancel has the focus, Esc backs out, Delete removes the row', async () => {
    const { page, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/manage-products');
    const { products } = await apiGet<ProductListResponse>(page, '/api/products?limit=12');
    const product = products[0];
    if (!product) throw new Error('the demo shop has no product');
    const rowDelete = page.getByRole('button', { name: `Delete ${product.name}` });
    const dialog = page.getByRole('alertdialog', { name: `Delete '${product.name}'?` });

    await rowDelete.click();
    await dialog.waitFor();
    await expect.poll(() => focusedText(page)).toBe('Cancel');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Enter on the row's button only asks; the next Enter lands on Cancel.
    await rowDelete.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => focusedText(page)).toBe('Cancel');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect((await page.request.get(`/api/products/${product._id}`)).status()).toBe(200);

    await rowDelete.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Product deleted successfully').waitFor();
    await expect.poll(() => rowDelete.count()).toBe(0);
    expect((await page.request.get(`/api/products/${product._id}`)).status()).toBe(404);
    expect(problems).toEqual([]);
  });

  it('asks before deleting an order on a phone, then the order leaves the table', async () => {
    const { page, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/manage-orders', PHONE);
    const [order] = await apiGet<Order[]>(page, '/api/orders/');
    if (!order) throw new Error('the demo shop has no order');
    const rowDelete = page.getByRole('button', { name: `Delete order #${order.number}` });
    const dialog = page.getByRole('alertdialog', { name: `Delete order #${order.number}?` });

    await rowDelete.click();
    await dialog.waitFor();
    // The question fits a phone's screen.
    const question = dialog.getByRole('heading', { name: `Delete order #${order.number}?` });
    expect(await question.evaluate((heading) => heading.scrollWidth <= heading.clientWidth)).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await page.request.get(`/api/orders/order/${order._id}`)).status()).toBe(200);

    await rowDelete.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rowDelete.count()).toBe(0);
    expect((await page.request.get(`/api/orders/order/${order._id}`)).status()).toBe(404);
    expect(problems).toEqual([]);
  });
});
