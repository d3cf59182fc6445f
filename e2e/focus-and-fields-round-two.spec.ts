// Where the keyboard's focus goes on the newer controls, pressed from the keyboard in a real browser: never back to the
// page. And how the return, back-in-stock and promotion forms mark what is wrong: `aria-invalid`, the reason under the
// field as its description, the focus on the first. One shop for the whole file.
import type { Order, Product, ProductListResponse } from '@atelier/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allA11yViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, visit } from './support/browser.ts';
import { createProduct, SOLD_OUT_SCARF, signedInPage } from './support/dashboard.ts';
import { paidOrderOf } from './support/orders.ts';
import { ADMIN, CUSTOMER, type Shop, startShop } from './support/shop.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), startShop()]);
});
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});
afterAll(async () => {
  await shop?.close();
  await browser?.close();
});

/** 'focused' when `element` holds the focus, else what does (the page's body when focus was dropped). */
function focusOf(element: Locator): Promise<string> {
  return element.evaluate((target) => {
    const active = document.activeElement;
    if (active === target) return 'focused';
    const name = active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 60) ?? '';
    return `the focus is on <${active?.tagName.toLowerCase()}> ${name}`;
  });
}

/** Waits for `element` to hold the focus: it may move there once the shop has answered. */
async function expectFocusOn(element: Locator) {
  await element.waitFor();
  await expect.poll(() => focusOf(element), { timeout: 10_000 }).toBe('focused');
}

/** Presses a control from the keyboard, as someone without a mouse would. */
async function press(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

/** The field is marked invalid and described by `reason`, shown under it. */
async function expectRefused(field: Locator, reason: string) {
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const description = await field.evaluate((control) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(description).toContain(reason);
}

/** Screenshots at 375 and 1440 px of the screen as it stands, with axe finding nothing on it at either width. */
async function lookAt(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await allA11yViolations(page), `${name} at ${viewport.width}`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
}

/** What went wrong in the page, beyond the refusals the test asked for. */
const unexpected = (problems: string[]) => problems.filter((problem) => !/status of 4(00|04)/.test(problem));

async function oneSizeProducts(): Promise<Product[]> {
  const listing = (await (await fetch(`${shop.url}/api/products?limit=40`)).json()) as ProductListResponse;
  return listing.products.filter((product) => product.sizes.length === 0 && product.stock > 0);
}

/** A paid order of `product` by the customer on `customer`, moved by the admin on `admin` to completed. */
async function completedOrder(customer: Page, admin: Page, product: Product): Promise<Order> {
  const order = await paidOrderOf(customer, [{ _id: product._id, quantity: 1 }]);
  for (const status of ['processing', 'shipped', 'completed']) {
    const moved = await admin.request.patch(`/api/orders/update-order-status/${order._id}`, {
      headers: { origin: shop.url },
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }
  return order;
}

describe("a shopper's controls, by keyboard", () => {
  it('back-in-stock, the discount code and the wishlist keep the focus or hand it to their result', async () => {
    const admin = await signedInPage(browser, shop.url, ADMIN, '/dashboard/admin');
    const soldOut = await createProduct<Product>(admin.page, SOLD_OUT_SCARF);
    const [first] = await oneSizeProducts();
    if (!first) throw new Error('a one-size product in stock in the demo catalog');

    // Back in stock: an empty address, then one the shop refuses, each marked under the field; then the answer.
    const { page, problems } = await openPage(browser, shop.url, DESKTOP);
    await visit(page, `/shop/${soldOut._id}`);
    const alert = page.getByRole('form', { name: "Email me when it's back" });
    const email = alert.getByLabel('Your email');
    await press(alert.getByRole('button', { name: "Email me when it's back" }));
    await expectFocusOn(email);
    await expectRefused(email, 'Enter your email address.');
    await email.fill('not-an-address');
    await press(alert.getByRole('button', { name: "Email me when it's back" }));
    await alert.getByText('Email must be a valid email address').waitFor();
    await expectFocusOn(email);
    await expectRefused(email, 'Email must be a valid email address');
    await lookAt(page, 'back-in-stock-refused');
    await email.fill('amelia@example.com');
    await press(alert.getByRole('button', { name: "Email me when it's back" }));
    await expectFocusOn(page.getByRole('status').filter({ hasText: 'Check your inbox' }));

    // The discount code: a refused code gives the focus back to its field; an applied one's Remove takes it.
    await visit(page, `/shop/${first._id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await page.getByRole('button', { name: 'Cart, 1 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    const code = drawer.getByLabel('Discount code');
    await code.fill('NOSUCHCODE');
    await page.keyboard.press('Tab');
    await expectFocusOn(drawer.getByRole('button', { name: 'Apply' }));
    await page.keyboard.press('Enter');
    await drawer.getByText('This code is not valid.').waitFor();
    await expectFocusOn(code);
    await expectRefused(code, 'This code is not valid.');
    await code.fill('welcome10');
    await press(drawer.getByRole('button', { name: 'Apply' }));
    await expectFocusOn(drawer.getByRole('button', { name: 'Remove', exact: true }));
    await page.keyboard.press('Enter');
    await expectFocusOn(drawer.getByLabel('Discount code'));
    await page.keyboard.press('Escape');

    // The wishlist: the next piece's heart takes the focus, then the title once the list is empty.
    await visit(page, '/shop');
    const cards = page.locator('main article');
    for (const i of [0, 1]) {
      await cards.nth(i).getByRole('button', { name: 'Save to wishlist' }).click();
      await cards.nth(i).getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();
    }
    await visit(page, '/wishlist');
    const hearts = page.getByRole('main').getByRole('button', { name: 'Remove from wishlist' });
    await hearts.nth(1).waitFor();
    await press(hearts.first());
    await expect.poll(() => hearts.count()).toBe(1);
    await expectFocusOn(hearts.first());
    await page.keyboard.press('Enter');
    await page.getByText('Nothing saved yet').waitFor();
    await expectFocusOn(page.getByRole('heading', { level: 1, name: 'Wishlist' }));
    expect(unexpected(problems)).toEqual([]);
  }, 180_000);

  it('the return form marks what is missing or refused, and hands the focus to the return once asked', async () => {
    const [product] = await oneSizeProducts();
    if (!product) throw new Error('a one-size product in stock in the demo catalog');
    const admin = await signedInPage(browser, shop.url, ADMIN, '/dashboard/admin');
    const customer = await signedInPage(browser, shop.url, CUSTOMER, '/dashboard');
    const order = await completedOrder(customer.page, admin.page, product);
    const { page } = customer;

    await visit(page, `/orders/${order._id}`);
    await press(page.getByRole('button', { name: 'Return or exchange' }));
    const form = page.getByRole('form', { name: 'Return or exchange' });
    const item = form.getByRole('checkbox', { name: `Send back ${product.name}` });
    await expectFocusOn(item);
    await press(form.getByRole('button', { name: 'Send the request' }));
    await expectFocusOn(item);
    await expectRefused(item, 'Choose at least one item to send back.');
    await lookAt(page, 'return-form-nothing-chosen');

    await item.check();
    await press(form.getByRole('button', { name: 'Send the request' }));
    const why = form.getByLabel('Why');
    await expectFocusOn(why);
    await expectRefused(why, 'Say why you are sending it back.');
    await lookAt(page, 'return-form-no-reason');

    await why.selectOption('changed-my-mind');
    await press(form.getByRole('button', { name: 'Send the request' }));
    await expectFocusOn(page.getByRole('article', { name: `Return of order #${order.number}` }));
    expect(unexpected(customer.problems)).toEqual([]);
  }, 180_000);
});

describe("an admin's controls, by keyboard", () => {
  it('approve, receive, close and reject hand the focus on; the promotion form marks what it refuses', async () => {
    const products = await oneSizeProducts();
    const admin = await signedInPage(browser, shop.url, ADMIN, '/dashboard/returns');
    const customer = await signedInPage(browser, shop.url, CUSTOMER, '/dashboard');
    const orders: Order[] = [];
    for (const product of products.slice(0, 2)) {
      const order = await completedOrder(customer.page, admin.page, product);
      const line = order.products[0]?._id;
      const asked = await customer.page.request.post(`/api/orders/${order._id}/returns`, {
        headers: { origin: shop.url },
        data: { lines: [{ lineId: line, quantity: 1, reason: 'changed-my-mind' }] },
      });
      expect(asked.status()).toBe(201);
      orders.push(order);
    }
    const [kept, rejected] = orders as [Order, Order];
    const { page, problems } = admin;
    const card = (order: Order) => page.getByRole('article', { name: `Return of order #${order.number}` });

    // Every status: the return stays in the list, and the focus goes to what comes next for it. The screen keeps the
    // list it shows until the one asked for has come: the returns of every status are read before anything is pressed.
    await visit(page, '/dashboard/returns');
    await card(rejected).waitFor();
    const everyStatusRead = page.waitForResponse((answer) => {
      const asked = new URL(answer.url());
      return asked.pathname === '/api/returns' && !asked.searchParams.has('status');
    });
    await page.getByLabel('Status').selectOption('');
    expect((await everyStatusRead).status()).toBe(200);
    await press(card(kept).getByRole('button', { name: 'Approve' }));
    await expectFocusOn(card(kept).getByRole('button', { name: 'Receive' }));
    await page.keyboard.press('Enter');
    await expectFocusOn(card(kept).getByLabel(/: arrived$/));
    await page.keyboard.press('Enter');
    await expectFocusOn(card(kept).getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await expectFocusOn(card(kept));

    // Requested only: the rejected return leaves the list, and the one in its place (or the title) takes the focus.
    // The closed return leaving the list tells the requested ones are shown, not the list of every status still.
    await page.getByLabel('Status').selectOption('requested');
    await card(kept).waitFor({ state: 'detached' });
    await card(rejected).waitFor();
    const before = await page.getByRole('article').evaluateAll((cards) => cards.map((each) => each.getAttribute('aria-label')));
    const index = before.indexOf(`Return of order #${rejected.number}`);
    await press(card(rejected).getByRole('button', { name: 'Reject' }));
    const reason = card(rejected).getByLabel('Why it is rejected');
    await expectFocusOn(reason);
    await reason.fill('Worn and washed');
    await page.keyboard.press('Enter');
    await card(rejected).waitFor({ state: 'detached' });
    const left = before.filter((label) => label !== `Return of order #${rejected.number}`);
    const successor = left[Math.min(index, left.length - 1)];
    await expectFocusOn(
      successor
        ? page.getByRole('article', { name: successor, exact: true })
        : page.getByRole('heading', { level: 1, name: 'Returns' }),
    );
    await lookAt(page, 'returns-screen');

    // The promotion form: the server's refusals under their fields, the first of them focused.
    await visit(page, '/dashboard/promotions');
    const promotion = page.getByRole('form', { name: 'New promotion' });
    await promotion.getByLabel('Code').fill('x');
    await promotion.getByLabel('Percent off').fill('95');
    await press(promotion.getByRole('button', { name: 'Create promotion' }));
    const codeField = promotion.getByLabel('Code');
    await expectFocusOn(codeField);
    await expectRefused(codeField, 'Code must be 3 to 32 letters, digits, - or _');
    await expectRefused(promotion.getByLabel('Label shown to shoppers', { exact: true }), 'Label');
    await expectRefused(promotion.getByLabel('Percent off'), 'Percentage must be a whole number from');
    await lookAt(page, 'promotion-form-refused');

    // Save buttons keep the focus through their save.
    await visit(page, '/dashboard/settings');
    const saveSettings = page.getByRole('button', { name: 'Save settings' });
    await press(saveSettings);
    await page.locator('[data-sonner-toast]', { hasText: 'Settings saved' }).waitFor();
    await expectFocusOn(saveSettings);

    await visit(page, '/dashboard/pages/new');
    // The toaster comes after the first screen and shows what was raised before it a moment after it comes: here it is
    // on the page before Create, so the creation's notice is on the screen by the time the save's is told from it.
    await page.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached' });
    await page.getByLabel('Title', { exact: true }).fill('Size guide');
    await page.getByLabel('Body', { exact: true }).fill('Measure twice.');
    await press(page.getByRole('button', { name: 'Create page' }));
    await expectFocusOn(page.getByRole('heading', { level: 1, name: 'Edit Size guide' }));
    const savePage = page.getByRole('button', { name: 'Save page' });
    await page.getByLabel('Body', { exact: true }).fill('Measure twice, cut once.');
    // Creating says "'Size guide' saved" too: the save's own notice is one that was not on the screen before Save.
    const toasts = page.locator('[data-sonner-toast]');
    await toasts.evaluateAll((shown) => {
      for (const toast of shown) toast.setAttribute('data-shown-before-save', '');
    });
    await press(savePage);
    await page.locator('[data-sonner-toast]:not([data-shown-before-save])', { hasText: "'Size guide' saved" }).waitFor();
    await expectFocusOn(savePage);
    expect(unexpected(problems)).toEqual([]);
  }, 240_000);
});
