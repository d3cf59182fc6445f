import { expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();

it('serves the shop at its address', async () => {
  const { page, problems } = await openPage(t.browser, t.shop.url);
  await page.goto('/');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
