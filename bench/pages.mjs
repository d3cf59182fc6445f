// Part 3: Lighthouse (mobile, its default) on the built storefront served by the real server, and the bundle sizes.
// `npm run bench -- pages` runs this part alone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { bundleReport } from './bundle.mjs';
import { startPlainPage } from './lib/plainPage.mjs';
import { ADMIN, ROOT, startShop } from './lib/processes.mjs';
import { newestProductId, signIn } from './lib/shopClient.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Builds the web app (the browser's part, then the server's renderer into `.ssr`, as `npm run build` does) into a
 * folder of the bench's own, so a build in apps/web/dist being served elsewhere is left alone.
 */
function buildWeb(outDir) {
  const builds = [
    ['build', '--outDir', outDir, '--emptyOutDir'],
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', join(outDir, '.ssr')],
  ];
  for (const args of builds) {
    const result = spawnSync(`${ROOT}node_modules/.bin/vite`, [...args, '--logLevel', 'warn'], {
      cwd: join(ROOT, 'apps/web'),
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('the web build failed');
  }
}

// One Lighthouse run on a busy machine is noisy: each page is audited this many times and the median run kept.
const RUNS_PER_PAGE = 3;

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
  return { scores, metrics, failing, finalPath: `${address.pathname}${address.search}` };
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
  return { ...median, performanceRuns: runs.map((run) => run.scores.performance) };
}

/**
 * The pages audited: those a visitor lands on, and the admin's dashboard, signed in (Lighthouse sends the session's
 * cookie with each request). `kind` picks the targets (bench/targets.mjs); `drawnBy` says whether the server sends the
 * page's HTML or the browser draws it from the app's scripts.
 */
async function pagesToAudit(origin) {
  const productId = await newestProductId(origin);
  const { cookie, user } = await signIn(origin, ADMIN.email, ADMIN.password);
  return [
    { path: '/', kind: 'storefront', drawnBy: 'server' },
    { path: '/shop', kind: 'storefront', drawnBy: 'server' },
    { path: `/shop/${productId}`, kind: 'storefront', drawnBy: 'server' },
    { path: '/categories/dress', kind: 'storefront', drawnBy: 'server' },
    { path: '/search?q=silk', kind: 'storefront', drawnBy: 'server' },
    { path: '/login', kind: 'storefront', drawnBy: 'server' },
    {
      path: '/dashboard/admin',
      kind: 'dashboard',
      drawnBy: 'browser',
      headers: { Cookie: cookie },
      // The app knows who is signed in from what it stored at sign-in; without it the dashboard sends to /login.
      storage: { user: JSON.stringify(user) },
    },
  ];
}

export async function pagesAndBundle(resultsDir) {
  const distDir = join(resultsDir, 'web');
  buildWeb(distDir);
  const bundle = bundleReport(distDir);
  console.log(
    `  initial JS ${bundle.initialJsGzipKb} KB gzip (CSS ${bundle.initialCssGzipKb} KB), dashboard ${bundle.dashboardJsGzipKb} KB gzip`,
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-pages-'));
  const shop = await startShop({ dataDir, webDistDir: distDir });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const pages = [];
  let plainPage;
  try {
    plainPage = await ceiling(chrome);
    for (const { path, kind, drawnBy, headers, storage } of await pagesToAudit(shop.origin)) {
      const url = `${shop.origin}${path}`;
      const result = await audit(chrome, url, { headers, storage });
      const runs = `performance runs ${result.performanceRuns.join(', ')}`;
      const load = `load ${loadavg()[0].toFixed(1)}`;
      console.log(
        `  ${path}: ${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(', ')}, CLS ${result.metrics.cls} (${runs}; ${load})`,
      );
      if (result.failing.length > 0) console.log(`    below par: ${result.failing.join(', ')}`);
      if (result.finalPath !== path) throw new Error(`Lighthouse measured ${result.finalPath}, not ${path}`);
      const withoutScripts = drawnBy === 'server' ? await htmlAndCssAlone(chrome, url) : undefined;
      pages.push({ path, kind, ...result, withoutScripts });
    }
  } finally {
    chrome.kill();
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { plainPage, pages, bundle };
}

/** The median performance and blocking time of `url`, printed under `label`; `options` as `audit` takes them. */
async function scoreOf(chrome, url, label, options) {
  const { scores, metrics, performanceRuns } = await audit(chrome, url, options);
  console.log(`${label}: performance ${scores.performance}, TBT ${metrics.tbtMs} ms (runs ${performanceRuns.join(', ')})`);
  return { performance: scores.performance, tbtMs: metrics.tbtMs };
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
