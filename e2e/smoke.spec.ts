import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { type Shop, startShop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

it('serves the shop at its address', async () => {
  const { page, problems } = await openPage(browser, shop.url);
  await page.goto('/');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
