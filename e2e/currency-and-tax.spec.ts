// A new Paris shop sells in euros with VAT included in its prices (France 20 %, Germany 19 %): the owner switches it
// in the Settings' Tax section before the first order, and a shopper sees euros, the VAT the price holds and, for a
// German address, the German VAT at checkout.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations, toastsGone } from './support/axe.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, visit } from './support/browser.ts';
import { signedInPage, signIn, TINY_PNG } from './support/dashboard.ts';
import { payWithCard, shipTo } from './support/sandboxPage.ts';
import { ADMIN, type Shop, startShop } from './support/shop.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
const SHOPPER = { email: 'lena@example.com', password: 'a long walk in Berlin' };
const BERLIN = { name: 'Lena Vogel', line1: 'Unter den Linden 5', city: 'Berlin', postalCode: '10117', country: 'DE' };

let browser: Browser;
let shop: Shop;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), startShop({}, { demo: false })]);
});
afterAll(async () => {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  await shop?.close();
  await browser?.close();
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Sends the admin's request as the dashboard would, from the shop's own origin. */
async function asAdmin(page: Page, method: 'post' | 'put' | 'get', path: string, data?: object) {
  const response = await page.request[method](path, { headers: { origin: shop.url }, ...(data ? { data } : {}) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** France 20 % and Germany 19 %, each delivered for €5.95; and a €120.00 dress. */
async function stockTheShop(admin: Page): Promise<string> {
  const [first] = await asAdmin(admin, 'get', '/api/shipping/zones');
  const france = await asAdmin(admin, 'put', `/api/shipping/zones/${first._id}`, {
    name: 'France',
    countries: ['FR'],
    taxRate: 20,
  });
  const germany = await asAdmin(admin, 'post', '/api/shipping/zones', { name: 'Germany', countries: ['DE'], taxRate: 19 });
  for (const zone of [france, germany]) {
    for (const method of zone.methods)
      await asAdmin(admin, 'put', `/api/shipping/methods/${method._id}`, { ...method, active: false });
    await asAdmin(admin, 'post', `/api/shipping/zones/${zone._id}/methods`, {
      name: 'Colissimo',
      price: 5.95,
      freeFrom: null,
      minDays: 2,
      maxDays: 4,
      active: true,
    });
  }
  const image = await asAdmin(admin, 'post', '/api/uploadImage', {
    image: `data:image/png;base64,${TINY_PNG.buffer.toString('base64')}`,
  });
  const created = await asAdmin(admin, 'post', '/api/products/create-product', {
    name: 'Silk slip dress',
    category: 'dress',
    color: 'beige',
    price: 120,
    description: 'Bias-cut silk, to the ankle.',
    image: typeof image === 'string' ? image : image.url,
    stock: 5,
  });
  return created.product._id;
}

describe('a shop selling in euros with VAT included', () => {
  it('shows euros and the VAT inside the price, and German VAT for a German address at checkout', async () => {
    const { page: admin } = await signedInPage(browser, shop.url, ADMIN, '/dashboard/settings');
    await admin.getByLabel('Address line 1', { exact: true }).fill('3 Rue du Mail');
    await admin.getByLabel('City', { exact: true }).fill('Paris');
    await admin.getByLabel('Postal code', { exact: true }).fill('75002');
    await admin.getByLabel('Country', { exact: true }).fill('FR');
    await admin.getByLabel('Currency').selectOption('EUR');
    await admin.getByRole('radio', { name: 'Including tax: the shelf price is the price paid' }).check();
    // A shop that never chose follows the prices: now that they include tax, its delivery is taxed.
    expect(await admin.getByLabel('Tax delivery').inputValue()).toBe('follow');
    expect(await admin.getByLabel('Tax delivery').locator('option:checked').textContent()).toBe('Follow the prices: taxed');
    for (const viewport of [PHONE, DESKTOP]) {
      await admin.setViewportSize(viewport);
      await shot(admin, `currency-settings-${viewport.width}`);
      expect(await seriousA11yViolations(admin)).toEqual([]);
    }
    const saved = admin.waitForResponse(
      (response) => response.url().endsWith('/api/settings') && response.request().method() === 'PUT',
    );
    await admin.getByRole('button', { name: 'Save settings' }).click();
    expect((await saved).status()).toBe(200);
    const dressId = await stockTheShop(admin);

    const { page, problems } = await openPage(browser, shop.url, DESKTOP);
    const registered = await page.request.post('/api/auth/register', {
      headers: { origin: shop.url },
      data: { username: 'Lena', ...SHOPPER },
    });
    expect(registered.status(), await registered.text()).toBeLessThan(300);
    // Search engines are told the offer's currency in the page the server draws.
    const productHtml = await (await page.request.get(`/shop/${dressId}`)).text();
    expect(productHtml).toContain('"price":"120.00","priceCurrency":"EUR"');
    await signIn(page, SHOPPER, '/');
    await visit(page, `/shop/${dressId}`);
    await page.getByRole('heading', { level: 1, name: 'Silk slip dress' }).waitFor();
    await page.getByRole('main').getByText('€120.00').first().waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await page.getByRole('button', { name: 'Cart, 1 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    // Shipped home to France, the VAT of the dress (€20.00) and of its taxed delivery: 125.95 × 20 / 120.
    await drawer.getByText('Includes €20.99 VAT').waitFor();
    expect(await drawer.textContent()).not.toContain('$');

    // To Germany, the German VAT of both, as the payment page will charge it: 125.95 × 19 / 119.
    await drawer.getByLabel('Ship to').selectOption('DE');
    await drawer.getByText('Includes €20.11 VAT').waitFor();
    await drawer.getByRole('list', { name: 'Delivery methods' }).getByText('€5.95').waitFor();
    await toastsGone(page);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await shot(page, `currency-cart-${viewport.width}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }

    await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout\/sandbox\//);
    // The cart's country opened the checkout: the payment page prices Germany already.
    await shipTo(page, BERLIN);
    const totals = page.locator('dl.totals');
    // €120.00 and €5.95 delivery hold (125.95 × 19 / 119) €20.11 of German VAT.
    expect(await totals.textContent()).toContain('Includes Tax (19%)€20.11');
    expect(await totals.textContent()).toContain('Total due€125.95');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await shot(page, `currency-checkout-${viewport.width}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await payWithCard(page);

    await page.waitForURL(/\/success\?session_id=/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('Includes €20.11 VAT').waitFor();
    expect(await main.textContent()).toContain('€125.95');
    expect(problems).toEqual([]);
  });
});
