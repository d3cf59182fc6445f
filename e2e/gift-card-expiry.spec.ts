// Gift card expiry in a real browser: the owner sets how many years cards last in Settings, sees the shop's reason
// under the field when it refuses a number, and empties the field for never.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import { signedInPage } from './support/dashboard.ts';
import { ADMIN } from './support/shop.ts';
import { useShopAndBrowser } from './support/useShopAndBrowser.ts';

const t = useShopAndBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS;
const EXPIRY = 'Gift cards expire after (years)';

describe('gift card expiry in Settings', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`saves a number of years, shows a refusal under the field, and saves never when emptied (${name})`, async () => {
      const { page, problems } = await signedInPage(t.browser, t.shop.url, ADMIN, '/dashboard/settings', viewport);
      const section = page.locator('section', { has: page.getByRole('heading', { name: 'Gift cards', exact: true }) });
      const field = page.getByRole('textbox', { name: EXPIRY });
      await field.waitFor();
      expect(await field.inputValue()).toBe('');
      const save = async () => {
        const saved = page.waitForResponse(
          (response) => response.url().endsWith('/api/settings') && response.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: 'Save settings' }).click();
        return (await saved).status();
      };

      await field.focus();
      await page.keyboard.type('25');
      expect(await save()).toBe(400);
      await expect
        .poll(() => section.getByText('Gift card expiry must be a whole number of years from 1 to 20').isVisible())
        .toBe(true);
      await section.scrollIntoViewIfNeeded();
      if (SHOTS) await section.screenshot({ path: `${SHOTS}/gift-card-expiry-refused-${viewport.width}.png` });

      await field.fill('5');
      expect(await save()).toBe(200);
      await page.reload();
      await expect.poll(() => field.inputValue()).toBe('5');
      await section.scrollIntoViewIfNeeded();
      if (SHOTS) await section.screenshot({ path: `${SHOTS}/gift-card-expiry-${viewport.width}.png` });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-gift-cards-${viewport.width}.png` });
      expect(await seriousA11yViolations(page)).toEqual([]);

      await field.fill('');
      expect(await save()).toBe(200);
      await page.reload();
      await field.waitFor();
      expect(await field.inputValue()).toBe('');
      // The refusal of 25 years is the one 400 the browser reports.
      expect(problems.filter((problem) => !/status of 400 .*\/api\/settings$/.test(problem))).toEqual([]);
    });
  }
});
