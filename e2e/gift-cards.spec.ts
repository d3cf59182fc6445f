// A gift card from the owner's screen to the balance page: the admin issues one for a customer, who reads its code in
// the mail, spends part of it on an order it pays in full, and finds what is left on the balance page. The new screens
// pass axe at phone and desktop widths.
import { formatPrice, type Order, type ProductListResponse, toCents, toDollars } from '@atelier/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../apps/api/src/test/smtpServer.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, visit } from './support/browser.ts';
import { apiGet, signedInPage } from './support/dashboard.ts';
import { ADMIN, CUSTOMER, type Shop, startShop } from './support/shop.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
const CARD_DOLLARS = 500;

let browser: Browser;
let smtp: TestSmtpServer;
let shop: Shop;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  [browser, shop] = await Promise.all([
    launchBrowser(),
    startShop({ SMTP_URL: smtp.url, MAIL_FROM: 'Atelier <shop@atelier.test>' }),
  ]);
  // A shop starting on a busy machine takes its time.
}, 240_000);
afterAll(async () => {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  await shop?.close();
  await browser?.close();
  await smtp?.stop();
});

describe('a gift card', () => {
  it('is issued by the owner, mailed, spent in part on an order, and its balance read on the balance page', async () => {
    const admin = await signedInPage(browser, shop.url, ADMIN, '/dashboard/gift-cards');
    await admin.page.getByRole('heading', { name: 'Gift cards', level: 1 }).waitFor();
    await admin.page.getByLabel('Amount').fill(String(CARD_DOLLARS));
    await admin.page.getByLabel('Recipient email').fill(CUSTOMER.email);
    await admin.page.getByLabel('Reason').fill('A late parcel');
    await admin.page.getByRole('button', { name: 'Issue gift card' }).click();
    const shown = admin.page.getByRole('status').filter({ hasText: 'Its code, shown this once' });
    await shown.waitFor();
    const code = (await shown.locator('strong').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{16}$/);
    await admin.page.getByRole('button', { name: `Open the gift card ending in ${code.slice(-4)}` }).waitFor();
    for (const viewport of [PHONE, DESKTOP]) {
      await admin.page.setViewportSize(viewport);
      expect(await seriousA11yViolations(admin.page)).toEqual([]);
      if (SHOTS) await admin.page.screenshot({ path: `${SHOTS}/gift-cards-admin-${viewport.width}.png`, fullPage: true });
    }

    await expect
      .poll(async () => (await smtp.mailsTo(CUSTOMER.email)).filter((mail) => /gift card/.test(mail.subject ?? '')).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const mail = (await smtp.mailsTo(CUSTOMER.email)).find((each) => /gift card/.test(each.subject ?? ''));
    expect(mail?.subject).toContain(formatPrice(CARD_DOLLARS));
    expect(mail?.text).toContain(code);

    const listing = (await (await fetch(`${shop.url}/api/products?limit=20&sort=price-asc`)).json()) as ProductListResponse;
    const oneSize = listing.products.find((each) => each.sizes.length === 0 && each.stock > 1);
    if (!oneSize) throw new Error('no one-size product in the demo catalog');
    const { page, problems } = await signedInPage(browser, shop.url, CUSTOMER, `/shop/${oneSize._id}`);
    await page.getByRole('heading', { level: 1, name: oneSize.name }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await page.getByRole('button', { name: 'Cart, 1 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByLabel('Gift card').fill(code);
    await drawer.getByRole('button', { name: 'Use gift card' }).click();
    await drawer.getByText(`Gift card …${code.slice(-4)}`).waitFor();
    await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();

    // The card pays it all: no payment page, the order is there at once.
    await page.waitForURL(/\/success\?session_id=prepaid_/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    const [order] = await apiGet<Order[]>(page, `/api/orders/${CUSTOMER.email}`);
    if (!order) throw new Error('no order');
    expect(order.totals).toMatchObject({ giftCards: [{ last4: code.slice(-4), amount: order.amount }], due: 0 });
    const left = formatPrice(toDollars(toCents(CARD_DOLLARS) - toCents(order.amount)));

    const visitor = await openPage(browser, shop.url, PHONE);
    await visit(visitor.page, '/gift-cards/balance');
    await visitor.page.getByLabel('Gift card code').fill(code);
    await visitor.page.getByRole('button', { name: 'Check balance' }).click();
    await visitor.page.getByRole('region', { name: 'Balance' }).getByText(left).waitFor();
    for (const viewport of [PHONE, DESKTOP]) {
      await visitor.page.setViewportSize(viewport);
      expect(await seriousA11yViolations(visitor.page)).toEqual([]);
      if (SHOTS) await visitor.page.screenshot({ path: `${SHOTS}/gift-card-balance-${viewport.width}.png`, fullPage: true });
    }
    expect(problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
  }, 300_000);
});
