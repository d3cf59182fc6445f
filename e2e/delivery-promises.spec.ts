// What the storefront promises about delivery follows the zones: the home page's promise, the footer's tagline and the
// Shipping page quote the home zone's free delivery threshold as it is now, in the HTML the server sends too.
import type { ShippingZone } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { allA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, visit } from './support/browser.ts';
import { apiGet, signedInPage } from './support/dashboard.ts';
import { ADMIN } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const SHOTS = process.env.SCREENSHOTS;

/** The HTML the server sends for `path`, before any script runs. */
async function serverHtml(path: string): Promise<string> {
  return (await fetch(`${t.shop.url}${path}`)).text();
}

/** The home page's promises and footer, and the Shipping page, at both widths, each scanned by axe once pictured. */
async function pictureThePromises(name: string) {
  const violations: string[] = [];
  for (const viewport of [PHONE, DESKTOP]) {
    const { page, problems } = await openPage(t.browser, t.shop.url, viewport);
    await visit(page, '/');
    const promises = page.getByRole('region', { name: 'Our promises' });
    await promises.scrollIntoViewIfNeeded();
    if (SHOTS) await promises.screenshot({ path: `${SHOTS}/${name}-promises-${viewport.width}.png` });
    // The footer the server drew is replaced by the app's once the first screen is done: scroll to whichever is there.
    await expect
      .poll(() =>
        page
          .getByRole('contentinfo')
          .scrollIntoViewIfNeeded({ timeout: 2_000 })
          .then(
            () => true,
            () => false,
          ),
      )
      .toBe(true);
    if (SHOTS) await page.getByRole('contentinfo').screenshot({ path: `${SHOTS}/${name}-footer-${viewport.width}.png` });
    violations.push(...(await allA11yViolations(page)));
    await visit(page, '/pages/shipping');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-shipping-page-${viewport.width}.png`, fullPage: true });
    violations.push(...(await allA11yViolations(page)), ...problems);
  }
  expect(violations).toEqual([]);
}

describe('delivery promises', () => {
  it("quote the home zone's free delivery threshold, and follow it when the owner changes it", async () => {
    await pictureThePromises('demo');
    // The demo shop is in Paris: its home zone is Europe, whose Standard delivery is free from $200.00.
    const home = await serverHtml('/');
    expect(home).toContain('Free delivery in Europe on orders from $200.00, wrapped and tracked to your door.');
    expect(home).toContain('delivered free in Europe from $200.00.');
    expect(await serverHtml('/pages/shipping')).toContain('in Europe it is free on orders from $200.00');

    const { page: admin } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/admin');
    const europe = (await apiGet<ShippingZone[]>(admin, '/api/shipping/zones')).find((zone) => zone.name === 'Europe');
    const standard = europe?.methods.find((method) => method.name === 'Standard');
    if (!standard) throw new Error('the demo has no Standard delivery in Europe');
    const { _id, ...method } = standard;
    const changed = await admin.request.put(`/api/shipping/methods/${_id}`, { data: { ...method, freeFrom: 150 } });
    expect(changed.status()).toBe(200);

    const promise = 'Free delivery in Europe on orders from $150.00, wrapped and tracked to your door.';
    await expect.poll(() => serverHtml('/')).toContain(promise);
    expect(await serverHtml('/')).toContain('delivered free in Europe from $150.00.');
    expect(await serverHtml('/pages/shipping')).toContain('in Europe it is free on orders from $150.00');
    // And in the browser, which takes the page over from the server's HTML.
    const { page } = await openPage(t.browser, t.shop.url, PHONE);
    await visit(page, '/');
    await page.getByRole('region', { name: 'Our promises' }).getByText(promise).waitFor();
    await page.getByRole('contentinfo').getByText('delivered free in Europe from $150.00.', { exact: false }).waitFor();
    await pictureThePromises('changed');
  });
});
