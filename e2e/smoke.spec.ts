import { expect, it } from 'vitest';
import { openPage, visit } from './support/browser.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();

it('serves the shop at its address', async () => {
  const { page, problems } = await openPage(t.browser, t.shop.url);
  await visit(page, '/');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
