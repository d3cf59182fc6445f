// The owner writes French texts in the dashboard: the product form's French tab, reached by keyboard, and the products
// list's count of products without a French description, which lists them; axe finds nothing on either screen, at a
// phone's width and a desktop's.
import { expect, it } from 'vitest';
import { allA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, visit } from './support/browser.ts';
import { apiGet, signIn } from './support/dashboard.ts';
import { ADMIN } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS;

it("writes a product's French description on its tab, and the products list counts and lists what is missing", async () => {
  const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
  await signIn(page, ADMIN, '/dashboard/manage-products');
  const { products } = await apiGet<{ products: { _id: string; name: string }[] }>(page, '/api/products?limit=1');
  const product = products[0];
  if (!product) throw new Error('The demo shop has no product');
  // The demo's products are all translated: one loses its French description to be found.
  const emptied = await page.request.patch(`/api/products/update-product/${product._id}`, {
    headers: { origin: t.shop.url },
    data: { translations: { fr: { description: '' } } },
  });
  expect(emptied.status(), await emptied.text()).toBe(200);

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await visit(page, '/dashboard/manage-products');
    await page.getByText('1 product without a French description').waitFor();
    expect({ width: viewport.width, violations: await allA11yViolations(page) }).toEqual({
      width: viewport.width,
      violations: [],
    });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/untranslated-count-${viewport.width}.png`, fullPage: true });
  }
  await page.getByRole('link', { name: 'List the 1 product without a French description' }).click();
  await page.getByText('Showing 1 to 1 of 1 products').waitFor();
  await page.getByRole('link', { name: `Edit ${product.name}` }).click();

  const name = page.getByRole('textbox', { name: 'Product name', exact: true });
  await name.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowRight');
  const french = page.getByRole('tab', { name: 'Français' });
  await expect.poll(() => french.getAttribute('aria-selected')).toBe('true');
  const description = page.getByRole('textbox', { name: 'Description in French' });
  await description.fill('Une pièce écrite en français.');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await description.scrollIntoViewIfNeeded();
    expect({ width: viewport.width, violations: await allA11yViolations(page) }).toEqual({
      width: viewport.width,
      violations: [],
    });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-form-french-${viewport.width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Update Product' }).click();
  await page.waitForURL('**/dashboard/manage-products');
  await page.getByText('Every product has a French description.').waitFor();
  const inFrench = await apiGet<{ product: { description: string } }>(page, `/api/products/${product._id}?lang=fr`);
  expect(inFrench.product.description).toBe('Une pièce écrite en français.');
  expect(problems).toEqual([]);
}, 180_000);
