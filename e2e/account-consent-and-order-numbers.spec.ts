// The account page's email consent, a switch saved in one click, and the admin's order list, which names orders by
// numbers that follow one another.
import type { ProductListResponse } from '@atelier/domain';
import { formatOrderNumber } from '@atelier/domain';
import { expect, it } from 'vitest';
import { allA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, visit } from './support/browser.ts';
import { signedInPage } from './support/dashboard.ts';
import { paidOrderOf } from './support/orders.ts';
import { ADMIN, CUSTOMER } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS;

it('offers the email consent unticked at sign-up, and says yes or no on the account page in one click, kept across a reload', async () => {
  const visitor = await openPage(t.browser, t.shop.url, PHONE);
  await visit(visitor.page, '/register');
  expect(await visitor.page.getByRole('checkbox', { name: 'Email me about my cart and new arrivals' }).isChecked()).toBe(false);
  if (SHOTS) await visitor.page.screenshot({ path: `${SHOTS}/notice-register-consent-375.png`, fullPage: true });

  const { page, problems } = await signedInPage(t.browser, t.shop.url, CUSTOMER, '/dashboard/profile');
  const consent = page.getByRole('switch', { name: 'Email me about my cart and new arrivals' });
  const before = await consent.getAttribute('aria-checked');
  const after = before === 'true' ? 'false' : 'true';
  await consent.click();
  await page.getByText(/^Saved on /).waitFor();
  expect(await consent.getAttribute('aria-checked')).toBe(after);
  expect(await consent.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.reload();
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  expect(await consent.getAttribute('aria-checked')).toBe(after);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await allA11yViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notice-account-consent-${viewport.width}.png`, fullPage: true });
  }
  expect(problems).toEqual([]);
});

it('numbers two orders paid one after the other consecutively, and lists them by number, not by payment reference', async () => {
  const listing = (await (await fetch(`${t.shop.url}/api/products?limit=20`)).json()) as ProductListResponse;
  const oneSize = listing.products.find((product) => product.sizes.length === 0 && product.stock > 1);
  if (!oneSize) throw new Error('no one-size product in the demo catalog');
  const customer = await signedInPage(t.browser, t.shop.url, CUSTOMER, '/');
  const first = await paidOrderOf(customer.page, [{ _id: oneSize._id, quantity: 1 }]);
  const second = await paidOrderOf(customer.page, [{ _id: oneSize._id, quantity: 1 }]);
  expect(second.number).toBe(first.number + 1);

  const { page, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/manage-orders');
  const table = page.getByRole('region', { name: 'Orders' });
  await table.getByText(formatOrderNumber(second.number), { exact: true }).waitFor();
  await table.getByText(formatOrderNumber(first.number), { exact: true }).waitFor();
  expect(await table.getByRole('columnheader').allTextContents()).toEqual([
    'Order',
    'Order ID',
    'Customer',
    'Status',
    'Total',
    'Date',
    'Actions',
  ]);
  await table.getByText(second.orderId).waitFor();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await allA11yViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notice-manage-orders-${viewport.width}.png`, fullPage: true });
  }
  await visit(page, `/dashboard/manage-orders/${second._id}`);
  await page.getByText(second.orderId).waitFor();
  expect(problems).toEqual([]);
}, 180_000);
