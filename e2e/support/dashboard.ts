// Helpers for the dashboard specs: signing in through the login page, reading a summary figure, reaching a chart,
// a tiny image.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, openPage, visit } from './browser.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in on /login and lands on `path` (the login page follows its redirect parameter). */
export async function signIn(page: Page, who: Credentials, path: string): Promise<void> {
  await visit(page, `/login?${new URLSearchParams({ redirect: path })}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** A fresh page of the shop at `url`, signed in as `who` and standing on `path`. */
export async function signedInPage(browser: Browser, url: string, who: Credentials, path: string, viewport = DESKTOP) {
  const opened = await openPage(browser, url, viewport);
  await signIn(opened.page, who, path);
  return opened;
}

/** The figure shown under a label of a dashboard summary (a <dl> of label and value). */
export function summaryFigure(page: Page, label: string) {
  return page.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
}

/** Scrolls to the dashboard's chart card titled `title`: a chart is drawn only once its card comes near the screen. */
export async function scrollToChart(page: Page, title: string): Promise<void> {
  await page.locator('figure', { hasText: title }).scrollIntoViewIfNeeded();
}

/** Answers of the API as the signed-in browser sees them (same cookies). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Makes a product as the signed-in admin whose `page` is open on the shop; answers the product as the shop saved it. */
export async function createProduct<Saved = { _id: string }>(page: Page, data: Record<string, unknown>): Promise<Saved> {
  const created = await page.request.post('/api/products/create-product', {
    headers: { origin: new URL(page.url()).origin },
    data,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { product: Saved }).product;
}

/** A product with nothing in stock, for what a sold-out product's page offers. */
export const SOLD_OUT_SCARF = {
  name: 'Sold-out silk scarf',
  category: 'accessories',
  color: 'red',
  price: 45,
  description: 'Silk.',
  stock: 0,
};

/** A 4×5 burgundy PNG, enough for the server to accept and re-encode. */
export const TINY_PNG = {
  name: 'swatch.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAFCAIAAADtz9qMAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWOo0nCAIwYyOABCuxGpur0VCwAAAABJRU5ErkJggg==',
    'base64',
  ),
};
