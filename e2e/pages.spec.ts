// The frame around every page and the pages that carry no catalog: header menus, 404, contact, sign-in and sign-up.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, visit } from './support/browser.ts';
import { ADMIN } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();

describe('pages', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`answers 404 with 'Page not found' and links home and to contact (${name})`, async () => {
      const { page, problems } = await openPage(t.browser, t.shop.url, viewport);
      const answer = await page.goto('/no-such-page');
      expect(answer?.status()).toBe(404);
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
      expect(await main.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The browser reports the page's own 404 in the console; nothing else may fail.
      expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    });

    it(`shows how to reach the shop on /contact (${name})`, async () => {
      const { page, problems } = await openPage(t.browser, t.shop.url, viewport);
      await visit(page, '/contact');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('main').getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
      expect(await page.getByRole('heading', { name: 'Opening hours' }).count()).toBe(1);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  it('reaches every page from the phone menu', async () => {
    const { page, problems } = await openPage(t.browser, t.shop.url, PHONE);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await menu.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${t.shop.url}/contact`);
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('closes the cart drawer with Escape and gives focus back to the cart button, even one pressed before the drawer loaded', async () => {
    const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
    // The dialog library arrives only once the cart button has been pressed, as on a slow line.
    let pressed!: () => void;
    const cartPressed = new Promise<void>((resolve) => {
      pressed = resolve;
    });
    let dialogLibraryHeld = false;
    await page.route(/\/assets\/dialog-[\w-]+\.js$/, async (route) => {
      dialogLibraryHeld = true;
      await cartPressed;
      await route.continue();
    });
    await visit(page, '/contact');
    const cartButton = page.getByRole('button', { name: 'Cart, 0 items' });
    await cartButton.click();
    // The press asks for the library; the route hears of it a moment later.
    await expect.poll(() => dialogLibraryHeld).toBe(true);
    pressed();
    await page.getByRole('dialog', { name: 'Your cart' }).getByText('Your cart is empty.').waitFor();
    await page.keyboard.press('Escape');
    // The drawer slides out before it goes.
    await page.getByRole('dialog').first().waitFor({ state: 'detached' });
    await expect.poll(() => cartButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('sign-in', () => {
  it('is drawn by the server, readable before any script, with Login held until the browser takes the page over', async () => {
    const withoutScripts = await t.browser.newContext({ baseURL: t.shop.url, viewport: PHONE, javaScriptEnabled: false });
    const bare = await withoutScripts.newPage();
    await bare.goto('/login');
    expect(await bare.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome back');
    await bare.getByLabel('Email').fill(ADMIN.email);
    await bare.getByLabel('Password').fill(ADMIN.password);
    // Sent by the browser itself, the form would carry the password in the address.
    expect(await bare.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);
    await bare.getByLabel('Password').press('Enter');
    expect(bare.url()).toBe(`${t.shop.url}/login`);
    await withoutScripts.close();

    const { page, problems } = await openPage(t.browser, t.shop.url, PHONE);
    await visit(page, '/login');
    expect(await page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('says inline when the email or password is wrong', async () => {
    const { page, problems } = await openPage(t.browser, t.shop.url, PHONE);
    await visit(page, '/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please provide a valid email and password!').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The refused sign-in answers 401, which the browser reports; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
  });

  it('gives an admin the shop links in the avatar menu, and signs out', async () => {
    const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
    await visit(page, '/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login successful').waitFor();
    await page.getByRole('button', { name: /Account menu/ }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Dashboard',
      'Manage Items',
      'All Orders',
      'Add New Post',
      'Logout',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(problems).toEqual([]);
  });

  it('registers a new customer and sends them to sign in', async () => {
    const { page, problems } = await openPage(t.browser, t.shop.url, DESKTOP);
    await visit(page, '/register');
    await page.getByLabel('Username').fill('Camille');
    await page.getByLabel('Email', { exact: true }).fill(`camille-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('a-long-password');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Registration successful').waitFor();
    await page.waitForURL(`${t.shop.url}/login`);
    expect(problems).toEqual([]);
  });
});
