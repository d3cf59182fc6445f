// What a keyboard user and an admin notice in a real browser: where focus goes when a cart button disables or removes
// itself, how the add-product form marks what is missing (with a toast that leaves its button clear), and a shop page
// number past the end.
import type { Product, ProductListResponse } from '@atelier/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, visit } from './support/browser.ts';
import { signedInPage } from './support/dashboard.ts';
import { ADMIN } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();

async function listing(query: Record<string, string | number>): Promise<ProductListResponse> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return (await (await fetch(`${t.shop.url}/api/products?${params}`)).json()) as ProductListResponse;
}

/** What a screen reader would name the focused element. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.getAttribute('aria-label') ?? focused?.textContent?.trim() ?? '';
  });
}

/** Presses a button from the keyboard, as someone without a mouse would. */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(element: Locator): Promise<Box> {
  const found = await element.boundingBox();
  if (!found) throw new Error('the element is on the page');
  return found;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function addToCart(page: Page, product: Product) {
  await visit(page, `/shop/${product._id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
}

describe('focus in the cart', () => {
  it('moves to the next sensible control when plus, minus or Remove disables or removes itself', async () => {
    const [first, second] = (await listing({ category: 'jewellery', limit: 2 })).products as [Product, Product];
    const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
    await addToCart(page, first);
    await addToCart(page, second);
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    const plus = drawer.getByRole('button', { name: `Increase quantity of ${first.name}` });
    const minus = drawer.getByRole('button', { name: `Decrease quantity of ${first.name}` });

    await press(plus);
    await drawer.getByLabel(`Quantity of ${first.name}`).filter({ hasText: '2' }).waitFor();
    expect(await focusedName(page)).toBe(`Increase quantity of ${first.name}`);
    await press(minus);
    await drawer.getByLabel(`Quantity of ${first.name}`).filter({ hasText: '1' }).waitFor();
    expect(await minus.isDisabled()).toBe(true);
    expect(await focusedName(page)).toBe(`Increase quantity of ${first.name}`);

    // Up to the stock or the most one order may hold, whichever comes first.
    while (await plus.isEnabled()) await page.keyboard.press('Enter');
    expect(await focusedName(page)).toBe(`Decrease quantity of ${first.name}`);

    await press(drawer.getByRole('button', { name: `Remove ${first.name}` }));
    expect(await focusedName(page)).toBe(`Remove ${second.name}`);
    await page.keyboard.press('Enter');
    await drawer.getByText('Your cart is empty.').waitFor();
    expect(await focusedName(page)).toBe('Continue shopping');
    expect(problems).toEqual([]);
  });
});

describe('the add-product form with fields missing', () => {
  for (const [device, viewport] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`marks each missing field and focuses the first, its toast clear of Add Product, on ${device}`, async () => {
      const { page, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/add-new-post', viewport);
      await page.getByPlaceholder('Ex: Diamond Earrings').fill('Pearl drops');
      const submit = page.getByRole('button', { name: 'Add Product' });
      await press(submit);

      const toast = page.locator('[data-sonner-toast]', { hasText: 'Please fill in all fields.' });
      await toast.waitFor();
      // The texts lead the form: the description, left empty, is the first field marked.
      const description = page.getByLabel('Description', { exact: true });
      expect(await description.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(await description.getAttribute('aria-invalid')).toBe('true');
      const category = page.getByRole('combobox', { name: 'Category', exact: true });
      expect(await category.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText('Choose a category.').isVisible()).toBe(true);
      expect(await page.getByPlaceholder('Ex: Diamond Earrings').getAttribute('aria-invalid')).toBeNull();
      // The focused field shows the shop's 2 px focus ring.
      expect(
        await description.evaluate((field) => [getComputedStyle(field).outlineStyle, getComputedStyle(field).outlineWidth]),
      ).toEqual(['solid', '2px']);

      // Neither the toast nor the phone's top bar hides the button or the field that took focus.
      const toastBox = await box(toast);
      expect(overlap(toastBox, await box(submit))).toBe(false);
      const descriptionBox = await box(description);
      expect(overlap(toastBox, descriptionBox)).toBe(false);
      expect(descriptionBox.y).toBeGreaterThan(80);
      expect(descriptionBox.y + descriptionBox.height).toBeLessThan(viewport.height);
      expect(problems).toEqual([]);
    });
  }
});

describe('the shop past its last page', () => {
  it('opens the last page in place of the address, so Back skips the empty page', async () => {
    const { totalPages } = await listing({ limit: 8 });
    const { page, problems } = await openPage(t.browser, t.shop.url, PHONE);
    await visit(page, '/shop');
    await visit(page, `/shop?page=${totalPages + 6}`);
    await page.waitForURL(`**/shop?page=${totalPages}`);
    await page
      .getByRole('navigation', { name: 'Shop pages' })
      .getByRole('button', { name: `Page ${totalPages}` })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    expect(await page.getByRole('combobox', { name: 'Sort by' }).isVisible()).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/shop' && url.search === '');
    expect(problems).toEqual([]);
  });
});
