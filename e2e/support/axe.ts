import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// How long no toast must be on screen before none is taken to be coming: the toaster subscribes after it is drawn and
// shows the toasts raised before it a timer later, which on a loaded machine comes well after its next frames.
const QUIET_MS = 400;

/**
 * Waits until passing notices have gone, so what follows sees the screen itself rather than a toast. On the shop's own
 * pages the toaster comes after the first screen and then shows the toasts raised before it: until it is here, and a
 * moment has passed without one, no toast on screen does not mean none is coming.
 */
export async function toastsGone(page: Page): Promise<void> {
  if (await page.evaluate(() => document.documentElement.dataset.interactive === 'true')) {
    await page.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached', timeout: 15_000 });
  }
  const toasts = page.locator('[data-sonner-toast]');
  do {
    await toasts.first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.waitForTimeout(QUIET_MS);
  } while ((await toasts.count()) > 0);
}

/**
 * Waits until every colour or size change under way has ended. A control the pointer has just come over (or left,
 * as the page is resized under it) fades between its two looks; read mid-fade, its colours pass neither.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
}

/** Serious or critical accessibility violations on the page, as readable lines (empty when clean). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  return (await a11yViolations(page)).filter((v) => v.serious).map((v) => v.line);
}

/** Every accessibility violation on the page, minor and moderate included, as readable lines (empty when clean). */
export async function allA11yViolations(page: Page): Promise<string[]> {
  return (await a11yViolations(page)).map((v) => v.line);
}

/** A scan waits for passing notices to go and colours to settle first: it judges the screen, not a toast or a button
 * mid-fade. */
async function a11yViolations(page: Page): Promise<{ serious: boolean; line: string }[]> {
  await toastsGone(page);
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({
    serious: v.impact === 'serious' || v.impact === 'critical',
    line: `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  }));
}
