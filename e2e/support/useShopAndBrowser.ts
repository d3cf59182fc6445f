// One seeded shop and one browser per spec file: `const t = useShopAndBrowser();` then `t.shop.url`, `t.browser`.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type Shop, startShop } from './shop.ts';

export interface ShopAndBrowser {
  shop: Shop;
  browser: Browser;
  /** Another shop with its own fresh database, for a test that must not see what others changed; closed when that test ends. */
  freshShop(): Promise<Shop>;
}

export function useShopAndBrowser(): ShopAndBrowser {
  const handle = {
    async freshShop() {
      const shop = await startShop();
      onTestFinished(() => shop.close());
      return shop;
    },
  } as ShopAndBrowser;
  beforeAll(async () => {
    [handle.shop, handle.browser] = await Promise.all([startShop(), launchBrowser()]);
  });
  afterAll(async () => {
    await handle.browser?.close();
    await handle.shop?.close();
  });
  return handle;
}
