// Part 3: Lighthouse (mobile, its default) on the built storefront served by the real server, and the bundle sizes.
// `npm run bench -- pages` runs this part alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildWeb, bundleReport, pageDownloads, printPageDownloads, storefrontPaths } from './bundle.mjs';
import { startPlainPage } from './lib/plainPage.mjs';
import { ADMIN, startShop } from './lib/processes.mjs';
import { productPageWithFivePictures, signIn } from './lib/shopClient.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-sync',
];

// One Lighthouse run on a busy machine is noisy: each page is audited this many times and the median run kept.
const RUNS_PER_PAGE = 3;

// A task this long after the first paint is a tap the page does not answer for as long (issue 62).
const LONG_TASK_MS = 100;

/** The durations of the trace's tasks over LONG_TASK_MS that start after the first contentful paint, as Lighthouse times them. */
function longTasksAfterFirstPaint(lhr, fcpMs) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items.filter((task) => task.duration > LONG_TASK_MS && task.startTime >= fcpMs).map((task) => Math.round(task.duration));
}

function summary(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((lhr.categories[name]?.score ?? 0) * 100)]));
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    .filter((a) => !['metrics', 'numeric'].includes(a.scoreDisplayMode) || a.score < 0.9)
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  const metrics = {
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
  const address = new URL(lhr.finalDisplayedUrl);
  return {
    scores,
    metrics,
    longTasksMs: longTasksAfterFirstPaint(lhr, metrics.fcpMs),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    failing,
    finalPath: `${address.pathname}${address.search}`,
  };
}

/** Writes `entries` into the browser's localStorage for the origin of `url`, as the app left them after sign-in. */
async function seedStorage(chrome, url, entries) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/robots.txt', url).toString());
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * The run with the median performance score, out of those Lighthouse finished (it sometimes loses a trace).
 * `headers` go with every request of the page (a signed-in session's cookie); `storage` is what the app keeps in
 * localStorage (the signed-in user), kept for the runs, so the page is measured as a returning visitor sees it.
 * `blockedUrlPatterns` keeps those files from loading at all.
 */
async function audit(chrome, url, { headers, storage, blockedUrlPatterns } = {}) {
  if (storage) await seedStorage(chrome, url, storage);
  const runs = [];
  for (let i = 0; i < RUNS_PER_PAGE; i++) {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders: headers,
      disableStorageReset: Boolean(storage),
      blockedUrlPatterns,
    };
    const { lhr } = await lighthouse(url, flags);
    if (lhr.runtimeError) console.log(`  ${url}: run ${i + 1} failed (${lhr.runtimeError.code})`);
    else runs.push(summary(lhr));
  }
  if (runs.length === 0) throw new Error(`Lighthouse failed on every run of ${url}`);
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  return {
    ...median,
    performanceRuns: runs.map((run) => run.scores.performance),
    tbtRuns: runs.map((run) => run.metrics.tbtMs),
    clsRuns: runs.map((run) => run.metrics.cls),
    accessibilityRuns: runs.map((run) => run.scores.accessibility),
    longTaskRuns: runs.map((run) => run.longTasksMs),
    benchmarkIndexRuns: runs.map((run) => run.benchmarkIndex),
  };
}

/**
 * Buys the cheapest one-size product as the signed-in `user` on the sandbox checkout, as its card form posts; answers
 * the payment's session id and the order's id (confirming again, as the success page does, gives the same order).
 */
async function paidOrder(origin, cookie, user) {
  const { products } = await (await fetch(`${origin}/api/products?limit=20&sort=price-asc`)).json();
  const product = products.find((candidate) => !candidate.sizes?.length);
  const json = { 'content-type': 'application/json', Cookie: cookie };
  const created = await fetch(`${origin}/api/orders/create-checkout-session`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ products: [{ _id: product._id, quantity: 1 }], userId: user._id }),
  });
  if (!created.ok) throw new Error(`checkout failed: ${created.status} ${await created.text()}`);
  const { id: sessionId } = await created.json();
  const form = new URLSearchParams({
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    nameOnCard: 'Bench Buyer',
    'shipping-name': 'Bench Buyer',
    // The bench's shop starts with no delivery zone of its own, so it ships to the United States alone.
    'shipping-line1': '350 Fifth Avenue',
    'shipping-city': 'New York',
    'shipping-postalCode': '10118',
    'shipping-country': 'US',
  });
  const paid = await fetch(`${origin}/checkout/sandbox/${encodeURIComponent(sessionId)}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', Origin: origin },
    body: form,
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`sandbox payment failed: ${paid.status} ${await paid.text()}`);
  const confirmed = await fetch(`${origin}/api/orders/confirm-payment`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ session_id: sessionId }),
  });
  if (!confirmed.ok) throw new Error(`payment confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  const { order } = await confirmed.json();
  return { sessionId, orderId: order._id };
}

/**
 * The pages audited: those a visitor lands on, a product page with five pictures, and, signed in, the admin's
 * dashboard and the pages after paying: the payment's result and the order (Lighthouse sends the session's cookie with
 * each request). `kind` picks the targets (bench/targets.mjs); `drawnBy` says whether the server sends the page's HTML
 * or the browser draws it from the app's scripts.
 */
async function pagesToAudit(origin, storefront) {
  const { cookie, user } = await signIn(origin, ADMIN.email, ADMIN.password);
  const fivePictures = await productPageWithFivePictures(origin, cookie);
  const { sessionId, orderId } = await paidOrder(origin, cookie, user);
  const signedIn = {
    kind: 'dashboard',
    drawnBy: 'browser',
    headers: { Cookie: cookie },
    // The app knows who is signed in from what it stored at sign-in; without it the dashboard sends to /login.
    storage: { user: JSON.stringify(user) },
  };
  return [
    ...storefront.map((path) => ({ path, kind: 'storefront', drawnBy: 'server' })),
    // Named apart from the other product page, which the history and the report also show as /shop/{id}.
    { path: fivePictures, name: '/shop/{id} with 5 pictures', kind: 'storefront', drawnBy: 'server' },
    { path: '/dashboard/admin', ...signedIn },
    { path: `/success?session_id=${encodeURIComponent(sessionId)}`, ...signedIn },
    { path: `/orders/${orderId}`, ...signedIn },
  ];
}

/** Builds the web app, starts a shop on it and a browser, and runs `measure(shop, chrome)` with them. */
async function withShopAndBrowser(distDir, measure) {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-pages-'));
  const shop = await startShop({ dataDir, webDistDir: distDir });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    return await measure(shop, chrome);
  } finally {
    chrome.kill();
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Each run's blocking time, its long tasks after the first paint and the machine's benchmark index, on one line. */
function blockingLine(result) {
  const tasks = result.longTaskRuns.map((run) => (run.length > 0 ? run.join(' + ') : 'none')).join('; ');
  return `TBT ${result.tbtRuns.join(', ')} ms (median ${median(result.tbtRuns)}), tasks over ${LONG_TASK_MS} ms after FCP: ${tasks}; benchmarkIndex ${result.benchmarkIndexRuns.join(', ')}`;
}

export async function pagesAndBundle(resultsDir) {
  const distDir = join(resultsDir, 'web');
  buildWeb(distDir);
  const bundle = bundleReport(distDir);
  console.log(
    `  entry ${bundle.entryJsGzipKb} KB gzip (CSS ${bundle.initialCssGzipKb} KB), dashboard ${bundle.dashboardJsGzipKb} KB gzip`,
  );
  return withShopAndBrowser(distDir, async (shop, chrome) => {
    const storefront = await storefrontPaths(shop.origin);
    bundle.pages = await pageDownloads(shop.origin, storefront);
    printPageDownloads(bundle.pages);
    const plainPage = await ceiling(chrome);
    const pages = [];
    for (const { path, name, kind, drawnBy, headers, storage } of await pagesToAudit(shop.origin, storefront)) {
      const url = `${shop.origin}${path}`;
      const result = await audit(chrome, url, { headers, storage });
      const runs = `performance runs ${result.performanceRuns.join(', ')}`;
      const load = `load ${loadavg()[0].toFixed(1)}`;
      console.log(
        `  ${name ?? path}: ${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(', ')}, CLS ${result.metrics.cls} (${runs}; ${load})`,
      );
      console.log(`    ${blockingLine(result)}`);
      if (result.failing.length > 0) console.log(`    below par: ${result.failing.join(', ')}`);
      if (result.finalPath !== path) throw new Error(`Lighthouse measured ${result.finalPath}, not ${path}`);
      const withoutScripts = drawnBy === 'server' ? await htmlAndCssAlone(chrome, url) : undefined;
      pages.push({ path, name, kind, ...result, tbtMedianMs: median(result.tbtRuns), withoutScripts });
    }
    return { plainPage, pages, bundle };
  });
}

// The pages a phone lands on most, whose blocking time issue 62 holds to BLOCKING_TARGETS (bench/targets.mjs).
const LANDING_PAGES = 3;

/**
 * `npm run bench -- blocking`: the blocking time and long tasks of `/`, `/shop` and `/shop/{id}` beside the plain
 * page's, alone (a few minutes where the whole pages part takes half an hour), to compare two builds back to back.
 */
export async function blockingTime(resultsDir) {
  const distDir = join(resultsDir, 'web');
  buildWeb(distDir);
  return withShopAndBrowser(distDir, async (shop, chrome) => {
    const plainPage = await ceiling(chrome);
    const pages = [];
    for (const path of (await storefrontPaths(shop.origin)).slice(0, LANDING_PAGES)) {
      const result = await audit(chrome, `${shop.origin}${path}`);
      const tbtMedianMs = median(result.tbtRuns);
      // The machine is shared: the plain page's blocking time, measured in the same run, is its floor at that moment.
      const timesPlain = plainPage.tbtMs > 0 ? Math.round((tbtMedianMs / plainPage.tbtMs) * 10) / 10 : undefined;
      const loadAverage = Math.round(loadavg()[0] * 10) / 10;
      console.log(
        `  ${path}: performance ${result.performanceRuns.join(', ')}, accessibility ${result.accessibilityRuns.join(', ')}, CLS ${result.clsRuns.join(', ')}; load ${loadAverage}`,
      );
      console.log(`    ${blockingLine(result)}; ${timesPlain ?? '–'} × the plain page's`);
      pages.push({ path, ...result, tbtMedianMs, timesPlain, loadAverage });
    }
    return { plainPage, pages };
  });
}

/** The median performance and blocking time of `url`, printed under `label`; `options` as `audit` takes them. */
async function scoreOf(chrome, url, label, options) {
  const result = await audit(chrome, url, options);
  console.log(
    `${label}: performance ${result.scores.performance} (runs ${result.performanceRuns.join(', ')}); ${blockingLine(result)}`,
  );
  return {
    performance: result.scores.performance,
    tbtMs: median(result.tbtRuns),
    tbtRuns: result.tbtRuns,
    benchmarkIndexRuns: result.benchmarkIndexRuns,
  };
}

/** What this machine's browser scores on a page with nothing to do: the best any page can do here. */
async function ceiling(chrome) {
  const plain = await startPlainPage();
  try {
    return await scoreOf(chrome, plain.url, '  a plain page');
  } finally {
    await plain.close();
  }
}

/**
 * The page as the server sends it, with no script allowed to load: how much of the score its HTML and CSS cost
 * (and the fonts and pictures they ask for), apart from the app that takes the page over.
 */
function htmlAndCssAlone(chrome, url) {
  return scoreOf(chrome, url, '    without its scripts', { blockedUrlPatterns: ['*.js'] });
}
