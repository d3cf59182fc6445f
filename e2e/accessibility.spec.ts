// axe finds nothing at all, moderate findings included, on the pages a shopper reads most: the home page with its
// announcement, a product's page, a sold-out one with its back-in-stock form, the wishlist and the account page; and on
// the admin's returns, promotions, settings, new page, shipping, analytics, sales channels, Manage orders and product
// form screens; at a phone's width and a desktop's.
import { expect, it } from 'vitest';
import { allA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, visit } from './support/browser.ts';
import { apiGet, createProduct, SOLD_OUT_SCARF, signIn } from './support/dashboard.ts';
import { ADMIN, CUSTOMER } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS;

it('finds no accessibility violation, moderate included, on the storefront pages and the admin screens named above', async () => {
  const admin = await openPage(t.browser, t.shop.url, DESKTOP);
  await signIn(admin.page, ADMIN, '/dashboard/admin');
  const settings = await apiGet<Record<string, unknown>>(admin.page, '/api/settings');
  const saved = await admin.page.request.put('/api/settings', {
    headers: { origin: t.shop.url },
    data: { ...settings, announcement: { text: 'Free returns all winter', link: '/shop', active: true } },
  });
  expect(saved.status()).toBe(200);
  const { products } = await apiGet<{ products: { _id: string }[] }>(admin.page, '/api/products');
  const productId = products[0]?._id ?? '';
  const { _id: soldOutId } = await createProduct(admin.page, SOLD_OUT_SCARF);

  const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
  await visit(page, `/shop/${productId}`);
  await page.getByRole('button', { name: 'Save to wishlist' }).first().click();
  await signIn(page, CUSTOMER, '/');
  const screens = [
    { name: 'home', path: '/', ready: page.locator('[data-announcement]') },
    { name: 'product', path: `/shop/${productId}`, ready: page.getByRole('heading', { level: 1 }) },
    { name: 'sold-out-product', path: `/shop/${soldOutId}`, ready: page.getByRole('form', { name: "Email me when it's back" }) },
    { name: 'wishlist', path: '/wishlist', ready: page.locator('main article').first() },
    { name: 'account', path: '/dashboard/profile', ready: page.getByRole('heading', { level: 1 }) },
  ];
  const adminScreens = [
    { name: 'returns', path: '/dashboard/returns', ready: admin.page.getByLabel('Status') },
    { name: 'promotions', path: '/dashboard/promotions', ready: admin.page.getByRole('form', { name: 'New promotion' }) },
    { name: 'settings', path: '/dashboard/settings', ready: admin.page.getByRole('button', { name: 'Save settings' }) },
    { name: 'new-page', path: '/dashboard/pages/new', ready: admin.page.getByRole('button', { name: 'Create page' }) },
  ];
  for (const viewport of [PHONE, DESKTOP]) {
    await admin.page.setViewportSize(viewport);
    for (const screen of adminScreens) {
      await visit(admin.page, screen.path);
      await screen.ready.first().waitFor();
      expect({ screen: screen.name, width: viewport.width, violations: await allA11yViolations(admin.page) }).toEqual({
        screen: screen.name,
        width: viewport.width,
        violations: [],
      });
    }
  }
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const screen of screens) {
      await visit(page, screen.path);
      await screen.ready.first().waitFor();
      expect({ screen: screen.name, width: viewport.width, violations: await allA11yViolations(page) }).toEqual({
        screen: screen.name,
        width: viewport.width,
        violations: [],
      });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/notice-a11y-${screen.name}-${viewport.width}.png` });
    }
  }
  expect(problems).toEqual([]);
  expect(admin.problems).toEqual([]);
}, 300_000);

it('finds no accessibility violation, moderate included, on the Shipping screen', async () => {
  const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
  await signIn(page, ADMIN, '/dashboard/shipping');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.getByRole('heading', { level: 2, name: 'Europe' }).waitFor();
    expect({ width: viewport.width, violations: await allA11yViolations(page) }).toEqual({
      width: viewport.width,
      violations: [],
    });
  }
  expect(problems).toEqual([]);
}, 120_000);

it('finds no accessibility violation, moderate included, on the Analytics screen at a phone and a desktop width', async () => {
  const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
  await signIn(page, ADMIN, '/dashboard/analytics');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await visit(page, '/dashboard/analytics');
    await page.getByRole('heading', { name: 'Funnel' }).waitFor();
    expect({ width: viewport.width, violations: await allA11yViolations(page) }).toEqual({
      width: viewport.width,
      violations: [],
    });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/analytics-${viewport.width}.png`, fullPage: true });
  }
  expect(problems).toEqual([]);
}, 120_000);

it('finds no accessibility violation, moderate included, on the Sales channels screen', async () => {
  const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
  await signIn(page, ADMIN, '/dashboard/sales-channels');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await visit(page, '/dashboard/sales-channels');
    await page.getByRole('heading', { level: 2, name: /^Products left out/ }).waitFor();
    expect({ width: viewport.width, violations: await allA11yViolations(page) }).toEqual({
      width: viewport.width,
      violations: [],
    });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sales-channels-${viewport.width}.png`, fullPage: true });
  }
  expect(problems).toEqual([]);
}, 120_000);

it('finds no accessibility violation, moderate included, on Manage orders and the product form', async () => {
  const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
  await signIn(page, ADMIN, '/dashboard/manage-orders');
  const screens = [
    {
      name: 'manage-orders',
      path: '/dashboard/manage-orders',
      ready: page.getByRole('button', { name: 'Print all processing orders' }),
    },
    { name: 'product-form', path: '/dashboard/add-new-post', ready: page.getByLabel('Size type') },
  ];
  for (const screen of screens) {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await visit(page, screen.path);
      await screen.ready.waitFor();
      expect({ screen: screen.name, width: viewport.width, violations: await allA11yViolations(page) }).toEqual({
        screen: screen.name,
        width: viewport.width,
        violations: [],
      });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${screen.name}-${viewport.width}.png`, fullPage: true });
    }
  }
  expect(problems).toEqual([]);
}, 180_000);
