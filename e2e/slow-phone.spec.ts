// The storefront on a slow phone (the CPU slowed four times): a tap made before the page has taken it over is played
// once it has, never dropped.
import type { Product, ProductListResponse } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdCode, openPage, PHONE, visit } from './support/browser.ts';
import { signedInPage } from './support/dashboard.ts';
import { CUSTOMER } from './support/shop.ts';
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

/**
 * Milliseconds from a tap on the button named `button` to the first frame that shows an element of `shown` (a CSS
 * selector), measured in the page itself so the test's own round trips are not counted.
 */
function msToOpen(page: Page, button: string, shown: string): Promise<number> {
  return page.evaluate(
    ([name, selector]) =>
      new Promise<number>((resolve) => {
        const control = [...document.querySelectorAll('button')].find(
          (candidate) => (candidate.ariaLabel ?? candidate.textContent?.trim()) === name,
        );
        if (!control) throw new Error(`no button named ${name}`);
        const tapped = performance.now();
        control.click();
        const look = () => {
          const opened = document.querySelector(selector);
          if (opened && opened.getBoundingClientRect().width > 0) resolve(performance.now() - tapped);
          else requestAnimationFrame(look);
        };
        look();
      }),
    [button, shown] as const,
  );
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

describe('on a cold page, just taken over', () => {
  // A tap answered within this is felt as at once.
  const AT_ONCE_MS = 300;

  it("gives a keyboard the zoom's frame while its code comes: the focus on Close zoom, Escape back to Zoom", async () => {
    const [product] = await products(t.shop.url);
    if (!product) throw new Error('the demo catalog is empty');
    const { page, problems } = await openPage(t.browser, t.shop.url, PHONE);
    const release = await holdCode(page, '**/ZoomDialog-*.js');
    await visit(page, `/shop/${product._id}`);
    const zoom = page.getByRole('main').getByRole('button', { name: 'Zoom' });
    await zoom.focus();
    await page.keyboard.press('Enter');
    const frame = page.getByRole('dialog', { name: product.name });
    await expect.poll(() => frame.getAttribute('aria-busy')).toBe('true');
    expect(await frame.getByRole('button', { name: 'Close zoom' }).evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await frame.waitFor({ state: 'detached' });
    expect(await zoom.evaluate((button) => button === document.activeElement)).toBe(true);
    release();
    expect(problems).toEqual([]);
  });

  it('opens the cart drawer, the phone menu, the account menu and the zoom within 300 ms of the tap', async () => {
    const { page, problems } = await openPage(t.browser, t.shop.url, PHONE);
    // Cold: tapped as soon as the page takes taps (visit), never opened before, its dialog's code perhaps not yet here.
    await visit(page, '/');
    expect(await msToOpen(page, 'Cart, 0 items', '[role="dialog"]')).toBeLessThan(AT_ONCE_MS);
    await page.getByRole('dialog', { name: 'Your cart' }).getByText('Your cart is empty.').waitFor();
    await visit(page, '/shop');
    expect(await msToOpen(page, 'Open menu', '[role="dialog"]')).toBeLessThan(AT_ONCE_MS);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }).waitFor();
    const [product] = await products(t.shop.url);
    if (!product) throw new Error('the demo catalog is empty');
    await visit(page, `/shop/${product._id}`);
    expect(await msToOpen(page, 'Zoom', '[role="dialog"]')).toBeLessThan(AT_ONCE_MS);
    const zoom = page.getByRole('dialog', { name: product.name });
    await zoom.getByRole('img').waitFor();
    // Once the dialog's code has come it takes the frame's place, and with it Escape closes.
    await zoom.and(page.locator(':not([aria-busy])')).waitFor();
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });

    const customer = await signedInPage(t.browser, t.shop.url, CUSTOMER, '/', PHONE);
    const account = customer.page.getByRole('button', { name: /^Account menu for / });
    await account.waitFor();
    const name = (await account.getAttribute('aria-label')) ?? '';
    expect(await msToOpen(customer.page, name, '[role="menu"]')).toBeLessThan(AT_ONCE_MS);
    expect(problems).toEqual([]);
    expect(customer.problems).toEqual([]);
  });
});
