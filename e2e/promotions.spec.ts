// Promotions in a real browser: an admin creates one on the Promotions screen; a shopper applies WELCOME10 in the cart
// and sees what it takes off; an admin edits one, switches it off and on, and deletes it; axe finds nothing on the cart
// with a code, the Promotions screen and its form.
import {
  discountCents,
  discountedTotalsCents,
  formatPrice,
  type Product,
  type ProductListResponse,
  toCents,
  toDollars,
} from '@atelier/domain';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { allA11yViolations, seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, visit } from './support/browser.ts';
import { signedInPage } from './support/dashboard.ts';
import { ADMIN } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
let product: Product;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

beforeEach(async () => {
  const listing = (await (await fetch(`${t.shop.url}/api/products?limit=20&sort=price-desc`)).json()) as ProductListResponse;
  // A one-size product in stock: added to the cart without choosing a size.
  const oneSize = listing.products.find((each) => each.sizes.length === 0 && each.stock > 0);
  if (!oneSize) throw new Error('no one-size product in the demo catalog');
  product = oneSize;
});

async function cartWithWelcomeCode(page: Page) {
  await visit(page, `/shop/${product._id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await page.getByRole('button', { name: 'Cart, 1 items' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByLabel('Discount code').fill('welcome10');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  return drawer;
}

const shot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};

describe('promotions', () => {
  it('lets a shopper apply WELCOME10 in the cart and see the discount, kept across a reload', async () => {
    const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
    const drawer = await cartWithWelcomeCode(page);
    const lines = [{ priceCents: toCents(product.price), quantity: 1, category: product.category }];
    const { lineDiscountsCents } = discountCents({ kind: 'percentage', value: 10, categories: [] }, lines);
    const totals = discountedTotalsCents(lines, lineDiscountsCents);
    await drawer.getByText(`Welcome: 10% off · −${formatPrice(toDollars(totals.discountCents))}`).waitFor();
    // A visitor's cart is quoted the first zone's delivery: the demo's United States, $5.95 below $100.00.
    await drawer.locator('dt', { hasText: 'Delivery (Standard)' }).waitFor();
    const deliveryCents = totals.subtotalCents - totals.discountCents >= 10_000 ? 0 : 595;
    const grandTotal = drawer.locator('dt', { hasText: 'Grand Total' }).locator('xpath=following-sibling::dd');
    expect(await grandTotal.textContent()).toBe(formatPrice(toDollars(totals.totalCents + deliveryCents)));

    await page.reload();
    await page.getByRole('button', { name: 'Cart, 1 items' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByText('WELCOME10').waitFor();
    await drawer.getByText(/Welcome: 10% off/).waitFor();
    expect(problems).toEqual([]);
  });

  it('lets an admin create a promotion on the Promotions screen, naming a bad field first', async () => {
    const { page, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/admin');
    await page.getByRole('link', { name: 'Promotions' }).click();
    await page.getByRole('region', { name: 'Promotions' }).getByText('WELCOME10').waitFor();
    const form = page.getByRole('form', { name: 'New promotion' });
    await form.getByLabel('Code').fill('SPRING25');
    await form.getByLabel('Label shown to shoppers', { exact: true }).fill('Spring: 25% off');
    await form.getByLabel('Percent off').fill('95');
    await form.getByRole('button', { name: 'Create promotion' }).click();
    await form.getByText('Percentage must be a whole number from 1 to 90').waitFor();
    await form.getByLabel('Percent off').fill('25');
    await form.getByRole('button', { name: 'Create promotion' }).click();
    const row = page.getByRole('region', { name: 'Promotions' }).getByRole('row', { name: /SPRING25/ });
    await row.getByText('active').waitFor();
    await row.getByText('0 (no limit)').waitFor();
    // The browser logs the refused form's 400; nothing else.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
  });

  it('lets an admin edit a promotion, switch it off and on again, and delete it after confirming', async () => {
    const { page, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/promotions');
    const table = page.getByRole('region', { name: 'Promotions' });
    await table.getByText('WELCOME10').waitFor();
    const form = page.getByRole('form', { name: 'New promotion' });
    await form.getByLabel('Code').fill('AUTUMN15');
    await form.getByLabel('Label shown to shoppers', { exact: true }).fill('Autumn: 15% off');
    await form.getByLabel('Kind').selectOption({ label: 'Percent off' });
    await form.getByLabel('Percent off').fill('15');
    await form.getByRole('button', { name: 'Create promotion' }).click();
    const row = table.getByRole('row', { name: /AUTUMN15/ });
    await row.getByText('active').waitFor();

    await row.getByRole('button', { name: 'Edit AUTUMN15' }).click();
    const editForm = page.getByRole('form', { name: 'Edit AUTUMN15' });
    await editForm.getByLabel('Kind').selectOption({ label: 'Free delivery' });
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await row.getByText('Free delivery').waitFor();

    await row.getByRole('button', { name: 'Deactivate AUTUMN15' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await row.getByText('inactive').waitFor();
    await row.getByRole('button', { name: 'Switch on AUTUMN15' }).click();
    await row.getByText('active', { exact: true }).waitFor();
    expect(await allA11yViolations(page)).toEqual([]);
    await shot(page, 'notice-promotions-1440');

    await row.getByRole('button', { name: 'Delete AUTUMN15' }).click();
    const dialog = page.getByRole('alertdialog', { name: "Delete 'AUTUMN15'?" });
    await dialog.getByText('It goes for good; no order has used it.').waitFor();
    await page.setViewportSize(PHONE);
    await shot(page, 'notice-promotion-delete-375');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    await page.setViewportSize(DESKTOP);
    await shot(page, 'notice-promotions-after-delete-1440');
    expect(problems).toEqual([]);
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`leaves nothing for axe on the cart with a code, the Promotions screen and its form (${name})`, async () => {
      const { page: shopper, problems: shopperProblems } = await openPage(t.browser, t.shop.url, viewport);
      const drawer = await cartWithWelcomeCode(shopper);
      await drawer.getByText(/Welcome: 10% off/).waitFor();
      await shot(shopper, `cart-with-code-${name}`);
      expect(await seriousA11yViolations(shopper), 'cart').toEqual([]);

      const { page, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/promotions', viewport);
      await page.getByRole('region', { name: 'Promotions' }).getByText('WELCOME10').waitFor();
      await shot(page, `promotions-${name}`);
      expect(await seriousA11yViolations(page), 'promotions').toEqual([]);
      const form = page.getByRole('form', { name: 'New promotion' });
      await form.getByLabel('Label shown to shoppers', { exact: true }).fill('Too much');
      await form.getByLabel('Percent off').fill('95');
      await form.getByRole('button', { name: 'Create promotion' }).click();
      await form.getByText('Percentage must be a whole number from 1 to 90').waitFor();
      await shot(page, `promotion-form-refused-${name}`);
      expect(await seriousA11yViolations(page), 'form').toEqual([]);
      expect(shopperProblems).toEqual([]);
      expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    });
  }
});
