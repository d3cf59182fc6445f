// Part 3: Lighthouse (mobile, its default) on the built storefront served by the real server, and the bundle sizes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { bundleReport } from './bundle.mjs';
import { ROOT, startShop } from './lib/processes.mjs';
import { newestProductId } from './lib/shopClient.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-sync',
];

/** Builds the web app into a folder of the bench's own, so a build in apps/web/dist being served elsewhere is left alone. */
function buildWeb(outDir) {
  const result = spawnSync(
    `${ROOT}node_modules/.bin/vite`,
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(ROOT, 'apps/web'),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('the web build failed');
}

async function audit(chrome, url) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
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
  return { scores, metrics, failing };
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
  try {
    const productId = await newestProductId(shop.origin);
    for (const path of ['/', '/shop', `/shop/${productId}`]) {
      const result = await audit(chrome, `${shop.origin}${path}`);
      console.log(`  ${path}: ${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(', ')}`);
      pages.push({ path, ...result });
    }
  } finally {
    chrome.kill();
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { pages, bundle };
}
