import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Waits until passing notices have gone, so what follows sees the screen itself rather than a toast. */
export async function toastsGone(page: Page): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** Serious or critical accessibility violations on the page, as readable lines (empty when clean). A scan waits
 * for passing notices to go first: it judges the screen, not a toast caught mid-fade. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await toastsGone(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
