// A product's pictures and its other colours in a real browser: the admin adds three pictures and orders them, the
// product page shows them in that order, a mouse drag moves through them, zoom moves with the arrows and gives focus
// back, a swatch opens the sibling.
import type { ProductWithImages } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, PHONE, visit } from './support/browser.ts';
import { apiGet, createProduct, signedInPage, TINY_PNG } from './support/dashboard.ts';
import { ADMIN } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const SHOTS = '/tmp/galleries-shots';

async function checkedAt(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const [label, viewport] of [
    ['375', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: false });
    found.push(...(await seriousA11yViolations(page)).map((line) => `${name} at ${label}: ${line}`));
  }
  return found;
}

describe('product galleries', () => {
  it('shows the pictures in the order the admin gave them, zooms through them, and leads to another colour', async () => {
    const { page, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/add-new-post');
    const name = `Riviera Linen Shirt Dress ${Date.now()}`;
    const style = `riviera-${Date.now()}`;
    await page.getByPlaceholder('Ex: Diamond Earrings').fill(name);
    await page.getByLabel('Category', { exact: true }).selectOption('dress');
    await page.getByLabel('Colour').selectOption('beige');
    await page.getByLabel('Price', { exact: true }).fill('129');
    await page.getByLabel('Description', { exact: true }).fill('Washed linen, buttoned to the hem.');
    await page.getByLabel('Style').fill(style);

    const three = ['front', 'back', 'detail'].map((view) => ({ ...TINY_PNG, name: `${view}.png` }));
    await page.getByLabel('Add pictures').setInputFiles(three);
    await page.getByText('3 pictures added.').waitFor();
    const uploaded = await page.locator('fieldset ol li img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(uploaded).toHaveLength(3);
    // The first goes last: two steps later.
    const pictureRows = page.locator('fieldset ol li');
    await pictureRows.nth(0).getByText('Move later').click();
    await pictureRows.nth(1).getByText('Move later').click();
    await page.getByLabel('Alt text of picture 1').fill('The back, buttoned to the hem');
    const order = [uploaded[1], uploaded[2], uploaded[0]];
    expect(await page.locator('fieldset ol li img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual(
      order,
    );
    const violations = await checkedAt(page, 'product-form');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.waitForURL((url) => url.pathname === '/shop');

    const { products } = await apiGet<{ products: ProductWithImages[] }>(page, '/api/products?limit=1');
    const created = products[0];
    expect(created?.name).toBe(name);
    const id = created?._id ?? '';
    const { _id: siblingId } = await createProduct(page, {
      name,
      category: 'dress',
      color: 'black',
      price: 135,
      description: 'The same cut in black.',
      style,
      stock: 0,
    });

    await visit(page, `/shop/${id}`);
    const gallery = page.getByRole('region', { name: `Pictures of ${name}` });
    const main = gallery.locator('img').first();
    expect(await main.getAttribute('src')).toBe(order[0]);
    expect(await main.getAttribute('alt')).toBe('The back, buttoned to the hem');
    expect(await main.getAttribute('loading')).toBe('eager');
    const thumbnails = await gallery
      .getByRole('list', { name: 'Choose a picture' })
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(thumbnails).toEqual(order);
    violations.push(...(await checkedAt(page, 'gallery')));

    // A desktop shopper drags the picture with the mouse as a phone's would swipe it: leftwards shows the next one.
    const box = await main.boundingBox();
    if (!box) throw new Error('the picture shown has no box');
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await gallery.getByText('Picture 2 of 3').waitFor();
    await expect.poll(() => main.getAttribute('src')).toBe(order[1]);
    await gallery.getByRole('button', { name: /^Show picture 1:/ }).click();

    const zoom = gallery.getByRole('button', { name: 'Zoom' });
    await zoom.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('img').getAttribute('src')).toBe(order[0]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.locator('img').getAttribute('src')).toBe(order[1]);
    await dialog.getByText('Picture 2 of 3').waitFor();
    violations.push(...(await checkedAt(page, 'zoom')));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => dialog.locator('img').getAttribute('src')).toBe(order[0]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => zoom.evaluate((button) => button === document.activeElement)).toBe(true);

    const swatch = page.getByRole('navigation', { name: 'Other colours' }).getByRole('link', { name: /black/ });
    await expect.poll(() => swatch.textContent()).toContain('(sold out)');
    await swatch.click();
    await page.waitForURL((url) => url.pathname === `/shop/${siblingId}`);
    await page.getByRole('navigation', { name: 'Other colours' }).getByRole('link', { name: /beige/ }).waitFor();

    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    // Six accessibility checks on a shared machine: longer than the usual journey.
  }, 240_000);
});
