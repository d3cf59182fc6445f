// What the storefront makes a first-time visitor download, gzip sizes (level 9): per page, read from the HTML the
// running shop serves (decision 295), and the entry and the dashboard, read from the build's manifest.
// `node bench/bundle.mjs` builds the web app, starts a shop on it and prints the per-page figures alone (no Lighthouse).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, startShop } from './lib/processes.mjs';
import { newestProductId } from './lib/shopClient.mjs';
import { PAGE_JS_BUDGET_KB } from './targets.mjs';

const gzipKbOf = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;
const round = (kb) => Math.round(kb * 10) / 10;

/**
 * Builds the web app (the browser's part, then the server's renderer into `.ssr`, as `npm run build` does) into a
 * folder of the bench's own, so a build in apps/web/dist being served elsewhere is left alone.
 */
export function buildWeb(outDir) {
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

/** The storefront's pages, those the server renders (SERVER_RENDERED_PAGES in @atelier/domain), one address each. */
export async function storefrontPaths(origin) {
  const productId = await newestProductId(origin);
  return ['/', '/shop', `/shop/${productId}`, '/categories/dress', '/search?q=silk', '/login'];
}

// The entry script and every module hint, wherever the page writes them: in the head, or in the template its code
// loader moves into the head once the page is painted (apps/api/src/rendering/pageHtml.ts).
const CODE_TAGS = /<script type="module"[^>]*\ssrc="([^"]+)"|<link rel="modulepreload"[^>]*\shref="([^"]+)"/g;

/** The scripts a page's HTML names, each once, in the order written. */
export function scriptsNamedIn(html) {
  return [...new Set([...html.matchAll(CODE_TAGS)].map((match) => match[1] ?? match[2]))];
}

/** Each file of `paths`' JavaScript as the browser downloads it: the HTML's scripts, fetched from the shop and gzipped. */
export async function pageDownloads(origin, paths) {
  const gzipKbByFile = new Map();
  const sizeOf = async (file) => {
    if (!gzipKbByFile.has(file)) {
      const res = await fetch(new URL(file, origin), { headers: { 'accept-encoding': 'identity' } });
      if (!res.ok) throw new Error(`${file}: ${res.status}`);
      gzipKbByFile.set(file, gzipKbOf(Buffer.from(await res.arrayBuffer())));
    }
    return gzipKbByFile.get(file);
  };
  const pages = [];
  for (const path of paths) {
    const res = await fetch(new URL(path, origin));
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    const files = [];
    for (const file of scriptsNamedIn(await res.text())) files.push({ file, gzipKb: round(await sizeOf(file)) });
    const total = files.reduce((sum, { file }) => sum + gzipKbByFile.get(file), 0);
    files.sort((a, b) => b.gzipKb - a.gzipKb);
    pages.push({ path, jsGzipKb: round(total), files });
  }
  return pages;
}

/** The entry with its static imports, and the dashboard's chunks, from the build's manifest. */
function reachable(manifest, keys, { dynamic, known = new Set() }) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || known.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    if (dynamic) for (const next of manifest[key].dynamicImports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

export function bundleReport(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const gzipKb = (file) => gzipKbOf(readFileSync(join(distDir, file)));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = reachable(manifest, [entry], { dynamic: false });
  const initialCss = [...initial].flatMap((key) => manifest[key].css ?? []);
  const dashboardEntries = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.includes('/dashboard/'));
  const dashboard = [...reachable(manifest, dashboardEntries, { dynamic: true, known: initial })];
  const sum = (files) => round(files.reduce((total, file) => total + gzipKb(file), 0));
  return {
    entryJsGzipKb: sum([...initial].map((key) => manifest[key].file)),
    initialCssGzipKb: sum(initialCss),
    dashboardJsGzipKb: sum(dashboard.map((key) => manifest[key].file)),
  };
}

/** One line per page: its figure against the budget, then its files. */
export function printPageDownloads(pages) {
  for (const { path, jsGzipKb, files } of pages) {
    const verdict = jsGzipKb <= PAGE_JS_BUDGET_KB ? 'within' : 'OVER';
    console.log(`  ${path}: ${jsGzipKb} KB gzip (${verdict} ${PAGE_JS_BUDGET_KB} KB), ${files.length} files`);
    console.log(`    ${files.map(({ file, gzipKb }) => `${file.replace('/assets/', '')} ${gzipKb}`).join(', ')}`);
  }
}

async function main() {
  const distDir = join(ROOT, 'bench/results/web');
  buildWeb(distDir);
  const bundle = bundleReport(distDir);
  console.log(`  entry ${bundle.entryJsGzipKb} KB gzip, dashboard ${bundle.dashboardJsGzipKb} KB gzip`);
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-bundle-'));
  const shop = await startShop({ dataDir, webDistDir: distDir });
  try {
    printPageDownloads(await pageDownloads(shop.origin, await storefrontPaths(shop.origin)));
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) await main();
