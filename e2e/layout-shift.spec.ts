// Pages drawn in the browser hold their final shape while their order loads: on a slow phone the footer does not
// come up and jump back down, the content does not push things around when it arrives, and the announcement above
// the header is there from the first frame. The admin's dashboard shows its figures and its opening checklist together.
import type { Product, ProductListResponse } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdCode, openPage, PHONE, visit } from './support/browser.ts';
import { signedInPage } from './support/dashboard.ts';
import { payWithCard, shipTo } from './support/sandboxPage.ts';
import { ADMIN, CUSTOMER } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const MAX_LAYOUT_SHIFT = 0.02;
const SLOW_API_MS = 800;

/** Pays for one product as the signed-in customer; answers the payment's session and the order's id. */
async function payForAnOrder(page: Page): Promise<{ sessionId: string; orderId: string }> {
  const listing = (await (await fetch(`${t.shop.url}/api/products?limit=1&sort=price-asc`)).json()) as ProductListResponse;
  const [product] = listing.products as [Product];
  await visit(page, `/shop/${product._id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await page.getByRole('button', { name: 'Cart, 1 items' }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByLabel('Ship to').selectOption('FR');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.waitForURL(/\/checkout\/sandbox\//);
  await shipTo(page);
  await payWithCard(page);
  await page.waitForURL(/\/success\?session_id=/);
  const track = page.getByRole('link', { name: 'Track this order' });
  await track.waitFor();
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  const orderId = ((await track.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
  return { sessionId, orderId };
}

/** Puts the announcement bar above every storefront page's header, as an admin does. */
async function announce(text: string) {
  const { page: admin } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/settings');
  await admin.getByLabel('Announcement', { exact: true }).fill(text);
  await admin.getByRole('checkbox', { name: 'Show the announcement' }).check();
  const saved = admin.waitForResponse(
    (response) => response.url().endsWith('/api/settings') && response.request().method() === 'PUT',
  );
  await admin.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).status()).toBe(200);
}

/** Opens `path` in a fresh phone-sized tab of the same user, with the calls `slowCalls` matches answering slowly. */
async function openWithSlowCalls(page: Page, path: string, slowCalls: RegExp): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.setViewportSize(PHONE);
  await tab.route(slowCalls, (route) => setTimeout(() => route.continue(), SLOW_API_MS));
  await tab.goto(path);
  return tab;
}

/** Every layout shift `tab` has recorded since its page began, summed, once its last frames are laid out. */
function layoutShiftSoFar(tab: Page): Promise<number> {
  return tab.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            new PerformanceObserver((list) => {
              let sum = 0;
              for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
                if (!entry.hadRecentInput) sum += entry.value;
              }
              resolve(sum);
            }).observe({ type: 'layout-shift', buffered: true });
            // A page that never shifted reports no entries at all.
            setTimeout(() => resolve(0), 500);
          }),
        );
      }),
  );
}

/** The layout shift of `path` with the order, settings and payment config calls answering slowly, once `ready` shows. */
async function layoutShiftOf(page: Page, path: string, ready: string): Promise<number> {
  const tab = await openWithSlowCalls(page, path, /\/api\/(orders\/|settings$|config$)/);
  await tab.getByRole('heading', { name: ready }).waitFor();
  await tab.getByRole('contentinfo').waitFor();
  await tab.getByText('Winter sale: 20% off knitwear').waitFor();
  return layoutShiftSoFar(tab);
}

describe('layout shift of pages drawn in the browser', () => {
  it('keeps the payment result and the order page still while the order loads on a phone', async () => {
    await announce('Winter sale: 20% off knitwear');
    const { page } = await signedInPage(t.browser, t.shop.url, CUSTOMER, '/', PHONE);
    const { sessionId, orderId } = await payForAnOrder(page);

    const success = await layoutShiftOf(page, `/success?session_id=${sessionId}`, 'Thank you for your order');
    const order = await layoutShiftOf(page, `/orders/${orderId}`, 'Items');
    expect({ success, order }).toEqual({
      success: expect.toSatisfy((shift: number) => shift <= MAX_LAYOUT_SHIFT),
      order: expect.toSatisfy((shift: number) => shift <= MAX_LAYOUT_SHIFT),
    });
  });

  it("keeps the admin's dashboard still while its figures and its opening checklist come, whichever comes last", async () => {
    const { page } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/admin', PHONE);
    const shiftWhenLast = async (slowCall: RegExp) => {
      const tab = await openWithSlowCalls(page, '/dashboard/admin', slowCall);
      await tab.getByRole('region', { name: 'Before the shop opens' }).waitFor();
      await tab.getByText('Total Earnings').waitFor();
      return layoutShiftSoFar(tab);
    };

    const figuresLast = await shiftWhenLast(/\/api\/stats\/admin-stats$/);
    const checklistLast = await shiftWhenLast(/\/api\/settings\/checklist$/);
    expect({ figuresLast, checklistLast }).toEqual({
      figuresLast: expect.toSatisfy((shift: number) => shift <= MAX_LAYOUT_SHIFT),
      checklistLast: expect.toSatisfy((shift: number) => shift <= MAX_LAYOUT_SHIFT),
    });
  });

  it("keeps the footer the server drew while its code comes, though another part's texts arrive first", async () => {
    const { page, problems } = await openPage(t.browser, t.shop.url, PHONE);
    const release = await holdCode(page, '**/assets/Footer-*.js');
    await visit(page, '/');
    await page.evaluate(() => {
      (window as unknown as { serverFooter: Element | null }).serverFooter = document.querySelector('footer');
    });
    // Opening the cart loads the cart's texts into the page's catalogue: every part reading texts is drawn again.
    await page.getByRole('button', { name: 'Cart, 0 items' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByText('Your cart is empty.').waitFor();
    const footerKept = await page.evaluate(() => (window as unknown as { serverFooter: Element }).serverFooter.isConnected);
    release();
    expect(footerKept).toBe(true);
    expect(problems).toEqual([]);
  });
});
