// The wishlist in a real browser: a visitor's hearts kept in the browser and shown in the storefront, joined to the
// account at sign-in; and a back-in-stock alert from the product page to the mail and its unsubscribe link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../apps/api/src/test/smtpServer.ts';
import { allA11yViolations, seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, visit } from './support/browser.ts';
import { createProduct, signIn } from './support/dashboard.ts';
import { ADMIN, CUSTOMER, type Shop, startShop } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS;

describe('the wishlist', () => {
  it('keeps two products a visitor saves on the device, shows them in the storefront, and joins them to the account at sign-in', async () => {
    const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
    await visit(page, '/shop');
    const cards = page.locator('main article');
    await cards.first().waitFor();
    const names: string[] = [];
    for (const i of [0, 1]) {
      const card = cards.nth(i);
      names.push((await card.locator('h3').textContent()) ?? '');
      await card.getByRole('button', { name: 'Save to wishlist' }).click();
      await card.getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/hearts-1440.png` });

    // A visitor's wishlist opens in the storefront, with its header and cart, not on the login page.
    await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
    await page.getByRole('heading', { name: 'Wishlist', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/wishlist');
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).waitFor();
    for (const name of names) await page.getByRole('main').getByRole('link', { name, exact: true }).waitFor();
    await page.getByText('Kept on this device.').waitFor();
    expect(await allA11yViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notice-wishlist-guest-1440.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await allA11yViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notice-wishlist-guest-375.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);

    await signIn(page, CUSTOMER, '/wishlist');
    await page.getByRole('heading', { name: 'Wishlist', level: 1 }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).waitFor();
    for (const name of names) await page.getByRole('main').getByRole('link', { name, exact: true }).waitFor();
    expect(await page.getByText('Kept on this device.').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();
    expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(2);
    expect(await allA11yViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notice-wishlist-1440.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await allA11yViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notice-wishlist-375.png`, fullPage: true });
    await visit(page, '/shop');
    await page.locator('main article').first().getByRole('button', { name: 'Remove from wishlist' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/hearts-375.png` });
    expect(problems).toEqual([]);
  });
});

describe('back-in-stock alerts', () => {
  let smtp: TestSmtpServer;
  let shop: Shop;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    shop = await startShop({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await Promise.all(t.browser?.contexts().map((context) => context.close()) ?? []);
    await shop?.close();
    await smtp?.stop();
  });

  it('subscribes a signed-in shopper to a sold-out size, mails them when the admin restocks it, and lets them leave', async () => {
    const admin = await openPage(t.browser, shop.url, DESKTOP);
    await signIn(admin.page, ADMIN, '/dashboard/admin');
    const { _id: productId, version } = await createProduct<{ _id: string; version: number }>(admin.page, {
      name: 'Alert linen dress',
      category: 'dress',
      color: 'beige',
      price: 120,
      description: 'A linen dress.',
      sizes: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 2 },
      ],
    });

    const { page, problems } = await openPage(t.browser, shop.url, PHONE);
    await signIn(page, CUSTOMER, `/shop/${productId}`);
    const form = page.getByRole('form', { name: "Email me when it's back" });
    await form.getByLabel('Sold-out size').selectOption('S');
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/alert-form-375.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/alert-form-1440.png` });
    await form.getByRole('button', { name: "Email me when it's back" }).click();
    await page.getByRole('status').filter({ hasText: "We will email you when it's back." }).waitFor();

    const restocked = await admin.page.request.patch(`/api/products/update-product/${productId}`, {
      headers: { origin: shop.url },
      data: {
        sizes: [
          { size: 'S', stock: 3 },
          { size: 'M', stock: 2 },
        ],
        version,
      },
    });
    expect(restocked.status()).toBe(200);
    const [mail] = await smtp.mailsTo(CUSTOMER.email);
    expect(mail?.subject).toBe('Alert linen dress in size S is back in stock');
    const unsubscribe = /https?:\/\/\S+\/unsubscribe\?token=[\w.-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(unsubscribe).not.toBe('');

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(unsubscribe);
      await page.getByRole('heading', { name: 'Unsubscribe' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/unsubscribe-${viewport.width}.png` });
    }
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/unsubscribed-1440.png` });
    expect(problems).toEqual([]);
    // Two signed-in pages, a restock and a mail through SMTP and two senders' rounds: longer than one page's test.
  }, 240_000);
});
