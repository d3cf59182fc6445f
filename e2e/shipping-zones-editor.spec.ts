// The Shipping screen as an owner who uses only the keyboard meets it: a country found by part of its name, a method
// added, the zone saved with one button and still so after a reload; a bad price marked on its own field.
import type { ShippingOptions } from '@atelier/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allA11yViolations } from './support/axe.ts';
import { DESKTOP, PHONE, visit } from './support/browser.ts';
import { signedInPage } from './support/dashboard.ts';
import { ADMIN } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/shipping-zones-${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** Presses Tab until `target` has the focus, as a keyboard user reaches it; fails if it never does. */
async function tabTo(page: Page, target: Locator) {
  const handle = await target.elementHandle();
  for (let presses = 0; presses < 300; presses += 1) {
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

/** Every write the screen sends to the API, by method and path. */
function writesTo(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' && pathname.startsWith('/api/shipping')) writes.push(`${request.method()} ${pathname}`);
  });
  return writes;
}

async function openShipping() {
  const opened = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/shipping');
  await opened.page.getByRole('heading', { level: 2, name: 'Europe' }).waitFor();
  return opened;
}

describe('the Shipping screen’s zone editor', () => {
  it('adds a country found by part of its name and a new method, saved once by keyboard, still there after a reload', async () => {
    const { page, problems } = await openShipping();
    await shot(page, 'screen');
    const writes = writesTo(page);
    const europe = page.getByRole('region', { name: 'Europe', exact: true });

    const countries = europe.getByRole('combobox', { name: 'Countries' });
    await tabTo(page, countries);
    await page.keyboard.type('portu');
    const portugal = page.getByRole('option', { name: /Portugal/ });
    await portugal.waitFor();
    await shot(page, 'picker-open');
    expect(await allA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    const chosen = europe.getByRole('list', { name: 'Countries chosen' });
    await chosen.getByText('Portugal').waitFor();
    await expect.poll(() => countries.inputValue()).toBe('');

    await tabTo(page, europe.getByRole('button', { name: 'Add a method' }));
    await page.keyboard.press('Enter');
    const row = europe.getByRole('group', { name: 'Delivery method 2' });
    await expect
      .poll(() => row.getByLabel('Method', { exact: true }).evaluate((field) => field === document.activeElement))
      .toBe(true);
    await page.keyboard.type('Express');
    await tabTo(page, row.getByLabel('Price ($)', { exact: true }));
    await page.keyboard.type('18');
    await tabTo(page, row.getByLabel('Min days', { exact: true }));
    await page.keyboard.type('2');
    await tabTo(page, row.getByLabel('Max days', { exact: true }));
    await page.keyboard.type('3');

    const save = europe.getByRole('button', { name: 'Save zone' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await europe.getByRole('status').getByText("Zone 'Europe' saved").waitFor();
    expect(await save.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(writes).toEqual([expect.stringMatching(/^PUT \/api\/shipping\/zones\/[\w-]+$/)]);

    await visit(page, '/dashboard/shipping');
    const reloaded = page.getByRole('region', { name: 'Europe', exact: true });
    await reloaded.getByRole('list', { name: 'Countries chosen' }).getByText('Portugal').waitFor();
    expect(
      await reloaded.getByRole('group', { name: 'Delivery method 2' }).getByLabel('Method', { exact: true }).inputValue(),
    ).toBe('Express');
    const quote = (await (await fetch(`${t.shop.url}/api/shipping/options?country=PT&subtotal=10.00`)).json()) as ShippingOptions;
    expect(quote.methods.map((method) => [method.name, method.price])).toEqual([
      ['Standard', 12],
      ['Express', 18],
    ]);
    expect(problems).toEqual([]);
  }, 180_000);

  it('marks a bad price on its own field, says why under it and focuses it, saving nothing', async () => {
    const { page } = await openShipping();
    const unitedStates = page.getByRole('region', { name: 'United States', exact: true });
    const price = unitedStates.getByRole('group', { name: 'Delivery method 1' }).getByLabel('Price ($)', { exact: true });
    const saved = await price.inputValue();
    await tabTo(page, price);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('-3');
    await tabTo(page, unitedStates.getByRole('button', { name: 'Save zone' }));
    await page.keyboard.press('Enter');

    await unitedStates.getByText('Price must be 0 or more').waitFor();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    expect(await price.evaluate((field) => field === document.activeElement)).toBe(true);
    const description = await price.evaluate((field) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    );
    expect(description).toContain('Price must be 0 or more');
    await shot(page, 'error');
    expect(await allA11yViolations(page)).toEqual([]);

    await visit(page, '/dashboard/shipping');
    const again = page.getByRole('region', { name: 'United States', exact: true });
    expect(
      await again.getByRole('group', { name: 'Delivery method 1' }).getByLabel('Price ($)', { exact: true }).inputValue(),
    ).toBe(saved);
  }, 180_000);
});
