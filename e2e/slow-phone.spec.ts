// The storefront on a slow phone (the CPU slowed four times): a tap made before the page has taken it over is played
// once it has, never dropped.
import type { Product, ProductListResponse } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE } from './support/browser.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();

async function products(url: string): Promise<Product[]> {
  const listing = (await (await fetch(`${url}/api/products?limit=50`)).json()) as ProductListResponse;
  return listing.products;
}

/** A phone's page, four times slower than this machine, Lighthouse's mobile setting. */
async function slowPhone(url: string) {
  const opened = await openPage(t.browser, url, PHONE);
  const devtools = await opened.page.context().newCDPSession(opened.page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return opened;
}

/** Holds the app's code until `release` is called, so the page's taps are surely made before the take-over. */
async function holdCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const takenOver = (page: Page) => page.evaluate(() => document.documentElement.dataset.interactive === 'true');

describe('a tap made before the page takes taps', () => {
  it('adds the product and opens the cart once the page is ready', async () => {
    const product = (await products(t.shop.url)).find((candidate) => candidate.sizes.length === 0 && candidate.stock > 0);
    if (!product) throw new Error('the demo has no one-size product in stock');
    const { page, problems } = await slowPhone(t.shop.url);
    const release = await holdCode(page);

    await page.goto(`/shop/${product._id}`, { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('button', { name: 'Cart, 0 items' }).click();
    expect(await takenOver(page)).toBe(false);
    release();

    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByRole('list', { name: 'Items in your cart' }).getByText(product.name).waitFor();
    expect(problems).toEqual([]);
  });

  it('keeps the size chosen, and opens the phone menu', async () => {
    const product = (await products(t.shop.url)).find((candidate) =>
      candidate.sizes.some((entry) => entry.size === 'M' && entry.stock > 0),
    );
    if (!product) throw new Error('the demo has no product in size M');
    const { page, problems } = await slowPhone(t.shop.url);
    const release = await holdCode(page);

    await page.goto(`/shop/${product._id}`, { waitUntil: 'commit' });
    await page.locator('label').filter({ hasText: /^M$/ }).click();
    // The browser's own tick is held with the tap: the size shows chosen only once the page has chosen it.
    expect(await page.getByRole('radio', { name: 'M', exact: true }).isChecked()).toBe(false);
    expect(await takenOver(page)).toBe(false);
    release();

    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('button', { name: 'Cart, 1 items' }).waitFor();
    expect(await page.getByRole('radio', { name: 'M', exact: true }).isChecked()).toBe(true);

    const releaseAgain = await holdCode(page);
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await takenOver(page)).toBe(false);
    releaseAgain();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }).waitFor();
    expect(problems).toEqual([]);
  });
});
