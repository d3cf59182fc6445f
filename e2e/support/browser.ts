// Debian's Chromium driven by playwright-core; never a downloaded browser.
import { type Browser, chromium, type Page } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * A fresh page (own cookies and storage) that fails the test on any console error or CSP violation; `timezoneId` sets
 * where the shopper's clock is, `locale` the language their browser speaks.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  {
    timezoneId,
    locale,
  }: {
    timezoneId?: string;
    /** The browser's language (`fr-FR`), which it offers pages in `Accept-Language` and `navigator.languages`. */
    locale?: string;
  } = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    ...(timezoneId ? { timezoneId } : {}),
    ...(locale ? { locale } : {}),
  });
  // The browser logs a refused file or inline script, but not an eval a script tried and caught: the page reports both.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content-Security-Policy refused ${event.blockedURI} (${event.violatedDirective}) in ${event.sourceFile}`),
    ),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

/** Opens a page and waits until it answers taps (a server-rendered page is readable before its buttons work). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * Holds the page's code (every script of the build, or those matching `files`) until `release` is called, so what the
 * test does meanwhile surely comes before the code does.
 */
export async function holdCode(page: Page, files = '**/assets/*.js') {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(files, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
