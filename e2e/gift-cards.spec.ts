// A gift card from the owner's screen to the balance page: the admin issues one for a customer, who reads its code in
// the mail, spends part of it on an order it pays in full, and finds what is left on the balance page. A card bought in
// the shop for someone goes the same way, from the buyer's payment to the recipient's mail, order and balance. The new
// screens pass axe at phone and desktop widths.
import { formatPrice, type Order, type ProductListResponse, toCents, toDollars } from '@atelier/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../apps/api/src/test/smtpServer.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, holdCode, launchBrowser, openPage, PHONE, visit } from './support/browser.ts';
import { apiGet, createProduct, signedInPage, signIn } from './support/dashboard.ts';
import { payWithCard, shipTo } from './support/sandboxPage.ts';
import { ADMIN, CUSTOMER, type Shop, startShop } from './support/shop.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
const CARD_DOLLARS = 500;
const RECIPIENT = { username: 'Lena', email: 'lena.gift@example.com', password: 'a long walk in Berlin' };

/**
 * A time zone where it is now past noon, so that a card sent "today" (9:00 that morning in the buyer's time zone,
 * decision 690) is due at once whenever the test runs. `Etc/GMT-3` is three hours ahead of UTC.
 */
function zoneAfterNineToday(now = new Date()): string {
  const aheadOfUtcHours = 12 - now.getUTCHours();
  if (aheadOfUtcHours === 0) return 'Etc/GMT';
  return aheadOfUtcHours > 0 ? `Etc/GMT-${aheadOfUtcHours}` : `Etc/GMT+${-aheadOfUtcHours}`;
}

/** The gift card mail to `email` whose text holds `words`, once the outbox has sent it. */
async function giftCardMailTo(email: string, words: string) {
  // Read what has arrived so far: waiting on `mailsTo` would outlast the poll's timeout when no mail comes.
  const find = () =>
    smtp.mails.find(
      (mail) =>
        mail.to &&
        !Array.isArray(mail.to) &&
        mail.to.text === email &&
        /gift card/.test(mail.subject ?? '') &&
        mail.text?.includes(words),
    );
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  const mail = find();
  if (!mail) throw new Error(`no gift card mail to ${email}`);
  return mail;
}

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
    // The card pays it all: no payment page asks the address, the cart does.
    await drawer.getByLabel('Full name').fill('Ada Lovelace');
    await drawer.getByLabel('Address', { exact: true }).fill('1 rue de la Paix');
    await drawer.getByLabel('City').fill('Paris');
    await drawer.getByLabel('Postal code').fill('75002');
    await drawer.getByRole('button', { name: 'Place the order' }).click();

    // The order is there at once.
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
    // The first checkout is refused until the cart gives the address: the browser logs that 400.
    expect(problems.filter((problem) => !problem.includes('400 (Bad Request)'))).toEqual([]);
    expect(visitor.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
  }, 300_000);

  it('is sold as a product: the owner makes it, a shopper chooses its amount and recipient and finds it in the cart', async () => {
    const admin = await signedInPage(browser, shop.url, ADMIN, '/dashboard/add-new-post');
    await admin.page.getByRole('checkbox', { name: /Sold as a gift card/ }).check();
    await admin.page.getByPlaceholder('Ex: Diamond Earrings').fill('Atelier gift card');
    await admin.page.getByLabel('Category', { exact: true }).selectOption('accessories');
    await admin.page.getByLabel('Colour', { exact: true }).selectOption('gold');
    await admin.page.getByLabel('Description', { exact: true }).fill('A gift card for the shop, sent by email.');
    await admin.page.getByLabel('Amounts, separated by commas').fill('25, 50, 100');
    await admin.page.getByLabel('Smallest custom amount (optional)').fill('10');
    await admin.page.getByLabel('Largest custom amount (optional)').fill('300');
    for (const viewport of [PHONE, DESKTOP]) {
      await admin.page.setViewportSize(viewport);
      expect(await seriousA11yViolations(admin.page)).toEqual([]);
      if (SHOTS) await admin.page.screenshot({ path: `${SHOTS}/gift-card-product-form-${viewport.width}.png`, fullPage: true });
    }
    await admin.page.getByRole('button', { name: 'Add Product' }).click();
    await expect
      .poll(
        async () => (await apiGet<ProductListResponse>(admin.page, '/api/products?search=Atelier%20gift%20card')).products.length,
      )
      .toBeGreaterThan(0);
    const [product] = (await apiGet<ProductListResponse>(admin.page, '/api/products?search=Atelier%20gift%20card')).products;
    if (!product) throw new Error('no gift card product');

    const shopper = await openPage(browser, shop.url, PHONE);
    await visit(shopper.page, `/shop/${product._id}`);
    const { page } = shopper;
    await page
      .locator('label')
      .filter({ hasText: formatPrice(50) })
      .click();
    await page.getByLabel("Recipient's name").fill('Anna');
    await page.getByLabel("Recipient's email").fill('anna@example.com');
    await page.getByLabel('Message (optional)').fill('Happy birthday');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await seriousA11yViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/gift-card-product-${viewport.width}.png`, fullPage: true });
    }
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('button', { name: 'Cart, 1 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByText('For Anna (anna@example.com)').waitFor();
    expect(await drawer.getByLabel('Ship to').count()).toBe(0);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await seriousA11yViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/gift-card-cart-${viewport.width}.png` });
    }
    expect(shopper.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
  }, 300_000);

  it('keeps the amount and recipient a shopper gave before the form could answer, and adds that gift to the cart', async () => {
    const admin = await signedInPage(browser, shop.url, ADMIN, '/dashboard/admin');
    const product = await createProduct(admin.page, {
      name: 'Gift card for a slow line',
      category: 'accessories',
      color: 'gold',
      description: 'A gift card, sent by mail.',
      giftCard: { amounts: [25, 50], customMin: 10, customMax: 300 },
    });

    // The page answers taps while the form's own code is still on its way: what the shopper does goes into the fields
    // the server drew.
    const shopper = await openPage(browser, shop.url, PHONE);
    const { page } = shopper;
    const releaseForm = await holdCode(page, '**/GiftCardPurchaseForm-*.js');
    await visit(page, `/shop/${product._id}`);
    await page.locator('label').filter({ hasText: 'Another amount' }).click();
    await page.getByLabel(/^Your amount, from/).fill('75');
    await page.getByLabel("Recipient's name").fill('Noor');
    await page.getByLabel("Recipient's email").fill('noor@example.com');
    const addToCart = page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true });
    expect(await addToCart.isDisabled()).toBe(true);
    releaseForm();

    await addToCart.click();
    await page.getByRole('button', { name: 'Cart, 1 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByText('For Noor (noor@example.com)').waitFor();
    await drawer.getByText(formatPrice(75)).first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(shopper.problems).toEqual([]);
  }, 120_000);

  it('is bought in the shop for someone, who reads its code in the mail, spends part of it and reads what is left', async () => {
    const admin = await signedInPage(browser, shop.url, ADMIN, '/dashboard/admin');
    const made = await Promise.all(
      [
        {
          name: 'Atelier gift card to send',
          category: 'accessories',
          color: 'beige',
          description: 'A gift card, sent by mail.',
          giftCard: { amounts: [50, 100] },
        },
        { name: 'Gift-wrapped silk scarf', category: 'accessories', color: 'red', price: 30, description: 'Silk.', stock: 5 },
      ].map(async (data) => (await createProduct(admin.page, data))._id),
    );
    const [giftCardId, scarfId] = made as [string, string];

    // The buyer's clock says it is past 9:00, so today's card is due as soon as it is paid.
    const buyer = await openPage(browser, shop.url, DESKTOP, { timezoneId: zoneAfterNineToday() });
    await signIn(buyer.page, CUSTOMER, `/shop/${giftCardId}`);
    const { page } = buyer;
    await page.getByRole('heading', { level: 1, name: 'Atelier gift card to send' }).waitFor();
    await page
      .locator('label')
      .filter({ hasText: formatPrice(100) })
      .click();
    await page.getByLabel("Recipient's name").fill(RECIPIENT.username);
    await page.getByLabel("Recipient's email").fill(RECIPIENT.email);
    await page.getByLabel('Message (optional)').fill('Happy birthday, Lena');
    const sendOn = page.getByLabel('Send on (optional)');
    const today = (await sendOn.getAttribute('min')) ?? '';
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await sendOn.fill(today);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('button', { name: 'Cart, 1 items' }).click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await cart.getByText(`For ${RECIPIENT.username} (${RECIPIENT.email})`).waitFor();
    await cart.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout\/sandbox\//);
    await shipTo(page);
    await payWithCard(page);
    await page.waitForURL(/\/success\?session_id=/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();

    const mail = await giftCardMailTo(RECIPIENT.email, 'Happy birthday, Lena');
    expect(mail.subject).toContain(formatPrice(100));
    const code = mail.text?.match(/\b[ACDEFGHJKMNPQRTUVWXY3479]{16}\b/)?.[0] ?? '';
    expect(code).not.toBe('');

    // The recipient makes an account and spends the card on a scarf that costs less than it.
    const recipient = await openPage(browser, shop.url, PHONE);
    const registered = await recipient.page.request.post('/api/auth/register', {
      headers: { origin: shop.url },
      data: RECIPIENT,
    });
    expect(registered.status(), await registered.text()).toBeLessThan(300);
    await signIn(recipient.page, RECIPIENT, `/shop/${scarfId}`);
    const spender = recipient.page;
    await spender.getByRole('heading', { level: 1, name: 'Gift-wrapped silk scarf' }).waitFor();
    await spender.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
    await spender.getByRole('button', { name: 'Cart, 1 items' }).click();
    const drawer = spender.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByLabel('Gift card').fill(code);
    await drawer.getByRole('button', { name: 'Use gift card' }).click();
    await drawer.getByText(`Gift card …${code.slice(-4)}`).waitFor();
    await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
    // The card pays it all: the cart asks where the scarf goes.
    await drawer.getByLabel('Full name').fill('Lena Vogel');
    await drawer.getByLabel('Address', { exact: true }).fill('350 Fifth Avenue');
    await drawer.getByLabel('City').fill('New York');
    await drawer.getByLabel('Postal code').fill('10118');
    await drawer.getByRole('button', { name: 'Place the order' }).click();
    await spender.waitForURL(/\/success\?session_id=prepaid_/);
    await spender.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    const [order] = await apiGet<Order[]>(spender, `/api/orders/${RECIPIENT.email}`);
    if (!order) throw new Error('no order');
    expect(order.totals).toMatchObject({ giftCards: [{ last4: code.slice(-4), amount: order.amount }], due: 0 });
    const leftCents = toCents(100) - toCents(order.amount);
    expect(leftCents).toBeGreaterThan(0);

    await visit(spender, '/gift-cards/balance');
    await spender.getByLabel('Gift card code').fill(code);
    await spender.getByRole('button', { name: 'Check balance' }).click();
    await spender
      .getByRole('region', { name: 'Balance' })
      .getByText(formatPrice(toDollars(leftCents)))
      .waitFor();

    expect(buyer.problems).toEqual([]);
    // The first checkout is refused until the cart gives the address: the browser logs that 400.
    expect(recipient.problems.filter((problem) => !problem.includes('400 (Bad Request)'))).toEqual([]);
    expect(admin.problems).toEqual([]);
  }, 300_000);
});
