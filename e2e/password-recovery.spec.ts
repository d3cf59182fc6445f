// Password recovery in a real browser, with the mail read from a real SMTP server the shop sends to.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../apps/api/src/test/smtpServer.ts';
import { launchBrowser, openPage, visit } from './support/browser.ts';
import { signedInPage, signIn } from './support/dashboard.ts';
import { CUSTOMER, type Shop, startShop } from './support/shop.ts';

let browser: Browser;
let smtp: TestSmtpServer;
let shop: Shop;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  [browser, shop] = await Promise.all([
    launchBrowser(),
    startShop({ SMTP_URL: smtp.url, MAIL_FROM: 'Atelier <shop@atelier.test>' }),
  ]);
});
afterAll(async () => {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  await shop?.close();
  await browser?.close();
  await smtp?.stop();
});

describe('forgotten password', () => {
  it('is reset through the mailed link; the new password signs in and the old session is gone', async () => {
    const NEW_PASSWORD = 'a-fresh-spring-passphrase';
    const earlier = await signedInPage(browser, shop.url, CUSTOMER, '/dashboard/profile');

    const { page, problems } = await openPage(browser, shop.url);
    await visit(page, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If an account uses this email, a link to reset its password is on its way.').waitFor();

    const [mail] = await smtp.mailsTo(CUSTOMER.email);
    expect(mail?.subject).toBe('Reset your Atelier password');
    const link = new RegExp(`${shop.url}/reset-password\\?token=[\\w-]+`).exec(mail?.text ?? '')?.[0];
    expect(link).toBeTruthy();

    await page.goto(link ?? '');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await signIn(page, { email: CUSTOMER.email, password: NEW_PASSWORD }, '/dashboard/profile');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    expect((await earlier.page.request.get('/api/auth/sessions')).status()).toBe(401);
    expect(problems).toEqual([]);
    expect(earlier.problems).toEqual([]);
  });
});
