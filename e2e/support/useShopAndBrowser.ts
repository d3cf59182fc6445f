// One browser per spec file and a fresh seeded shop for every test: `const t = useShopAndBrowser();` then `t.shop.url`, `t.browser`.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type Shop, startShop } from './shop.ts';

export interface ShopAndBrowser {
  shop: Shop;
  browser: Browser;
}

export function useShopAndBrowser(): ShopAndBrowser {
  const handle = {} as ShopAndBrowser;
  beforeAll(async () => {
    handle.browser = await launchBrowser();
  });
  beforeEach(async () => {
    handle.shop = await startShop();
  });
  afterEach(async () => {
    // The test's pages go first: a page still holding a keep-alive connection would make the shop's close wait out
    // the server's keep-alive timeout (72 s).
    await Promise.all(handle.browser?.contexts().map((context) => context.close()) ?? []);
    await handle.shop?.close();
  });
  afterAll(async () => {
    await handle.browser?.close();
  });
  return handle;
}
