import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious or critical accessibility violations on the page, as readable lines (empty when clean). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
