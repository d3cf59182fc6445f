// The cart drawer on a phone: the items keep the room, the figures stay compact below them, and once delivery is
// known one grand total, delivery included, is shown.
import { cartTotals, formatPrice, type Product, type ProductListResponse } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, visit } from './support/browser.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const SHOTS = process.env.SCREENSHOTS;
/** A small phone: the height the drawer has to share between the items and the figures. */
const SMALL_PHONE = { width: 375, height: 667 };

async function cheapestProducts(url: string, count: number): Promise<Product[]> {
  const listing = (await (await fetch(`${url}/api/products?limit=${count}&sort=price-asc`)).json()) as ProductListResponse;
  return listing.products;
}

/** The cart as the shop keeps it across visits: one of each product. */
async function keepInCart(page: Page, lines: Product[]) {
  const products = lines.map(({ _id, name, price, image, category, color }) => ({ _id, name, price, image, category, color }));
  const cart = JSON.stringify({ products: products.map((product) => ({ ...product, quantity: 1 })) });
  await page.evaluate((stored) => localStorage.setItem('cart', stored), cart);
}

/** How much of the items' list shows inside the drawer, and the drawer's own height, in CSS pixels. */
function itemsRoom(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector('[aria-label="Items in your cart"]');
    const drawer = list?.closest('[role="dialog"]');
    if (!list || !drawer) throw new Error('no cart drawer');
    let visible = list.getBoundingClientRect();
    for (let box = list.parentElement; box && box !== drawer.parentElement; box = box.parentElement) {
      const { overflowY } = getComputedStyle(box);
      if (overflowY === 'visible') continue;
      const clip = box.getBoundingClientRect();
      const top = Math.max(visible.top, clip.top);
      const bottom = Math.min(visible.bottom, clip.bottom);
      visible = new DOMRect(visible.left, top, visible.width, Math.max(0, bottom - top));
    }
    return { items: visible.height, drawer: drawer.getBoundingClientRect().height };
  });
}

describe('the cart drawer', () => {
  it('gives a small phone half the drawer for the items, and shows one grand total once delivery is known', async () => {
    const products = await cheapestProducts(t.shop.url, 3);
    expect(products).toHaveLength(3);
    const { page, problems } = await openPage(t.browser, t.shop.url, SMALL_PHONE);
    await visit(page, '/');
    await keepInCart(page, products);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Cart, 3 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    // Delivery is known once the drawer quotes France: the demo's Europe zone, $12.00 below $200.00.
    await drawer.getByLabel('Ship to').selectOption('FR');
    await drawer.getByRole('list', { name: 'Delivery methods' }).getByText('Standard · 4–8 working days').waitFor();
    await drawer.locator('dt', { hasText: 'Delivery (Standard)' }).waitFor();
    // The drawer has finished sliding in before it is measured or pictured.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const violations: string[] = [];
    for (const viewport of [SMALL_PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-drawer-${viewport.width}.png` });
      violations.push(...(await allA11yViolations(page)));
    }
    await page.setViewportSize(SMALL_PHONE);

    const totals = cartTotals(products.map((product) => ({ price: product.price, quantity: 1 })));
    const deliveryCents = totals.totalPrice >= 200 ? 0 : 1_200;
    const grandTotal = formatPrice((Math.round(totals.grandTotal * 100) + deliveryCents) / 100);
    const grandTotalValue = drawer.locator('dt', { hasText: 'Grand Total' }).locator('xpath=following-sibling::dd');
    await expect.poll(() => grandTotalValue.first().textContent()).toBe(grandTotal);
    const room = await itemsRoom(page);
    expect(room.items).toBeGreaterThanOrEqual(room.drawer / 2);
    expect(await drawer.locator('dt', { hasText: 'Grand Total' }).count()).toBe(1);
    expect(await drawer.getByText('Total with delivery').count()).toBe(0);
    // The spec's figures are all still there, with delivery beside them.
    const figure = (label: string) =>
      drawer.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent();
    expect(await figure('Selected Items')).toBe('3');
    expect(await figure('Total Price')).toBe(formatPrice(totals.totalPrice));
    expect(await figure('Tax (5%)')).toBe(formatPrice(totals.tax));
    expect(await figure('Delivery (Standard)')).toBe(deliveryCents === 0 ? 'Free' : '$12.00');
    // Checkout stays in reach without scrolling.
    expect(await drawer.getByRole('button', { name: 'Proceed to checkout' }).isVisible()).toBe(true);
    const checkout = await drawer.getByRole('button', { name: 'Proceed to checkout' }).boundingBox();
    expect((checkout?.y ?? Number.POSITIVE_INFINITY) + (checkout?.height ?? 0)).toBeLessThanOrEqual(SMALL_PHONE.height);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});
