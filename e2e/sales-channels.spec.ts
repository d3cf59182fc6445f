// Sales channels in a real browser: an admin finds the feed addresses, reads the Google feed at the one shown, follows
// a product left out to its form, gives it an MPN, and sees it join the feed (axe: accessibility.spec.ts).
import type { SalesChannels } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, signedInPage } from './support/dashboard.ts';
import { ADMIN } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();

const leftOut = (page: Page) => page.getByRole('region', { name: 'Products left out', exact: true });

describe('sales channels', () => {
  it('shows the feed addresses and the products left out, and a product given an MPN joins the feed', async () => {
    const { page, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/admin');
    await page.getByRole('link', { name: 'Sales channels' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sales channels' }).waitFor();
    // The demo shop delivers to several countries: a feed of each channel per country.
    const address = page.getByLabel('Google Merchant Center (US)', { exact: true });
    expect(await address.inputValue()).toBe(`${t.shop.url}/feeds/google.xml?country=US`);
    const feed = await page.request.get(await address.inputValue());
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');

    const before = await apiGet<SalesChannels>(page, '/api/channels');
    const missing = before.excluded.find((product) => product.reasons.join() === 'no GTIN or MPN');
    if (!missing) throw new Error('the demo catalog has no product without a GTIN or an MPN');
    const linkToIt = leftOut(page).locator(`a[href="/dashboard/update-product/${missing.productId}"]`);
    expect(await linkToIt.textContent()).toBe(missing.name);
    await linkToIt.click();
    await page.waitForURL(`**/dashboard/update-product/${missing.productId}`);
    await page.getByLabel('MPN', { exact: true }).fill('ATL-E2E-1');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.waitForURL('**/dashboard/manage-products');

    await page.getByRole('link', { name: 'Sales channels' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sales channels' }).waitFor();
    // The screen shows what it had, then what the shop answers now.
    await linkToIt.waitFor({ state: 'detached' });
    const products = (before.feeds[0]?.products ?? 0) + 1;
    await page
      .getByText(`${products.toLocaleString('en-US')} products`)
      .first()
      .waitFor();
    expect(await (await page.request.get('/feeds/google.xml?country=FR')).text()).toMatch(/<g:mpn>ATL-E2E-1(-[A-Z]+)?<\/g:mpn>/);
    expect(problems).toEqual([]);
  }, 120_000);
});
