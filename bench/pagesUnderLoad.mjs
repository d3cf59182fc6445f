// Part 5: the storefront's server-rendered pages under load, as a crawler or a sale would send them, on the embedded
// database (PGlite, the default) and on PostgreSQL, in production mode, each next to a hello-world measured in the same run.
// `npm run bench -- pageload` runs this part alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, databaseUrl, dropDatabase } from './lib/database.mjs';
import { helloWorldUnderLoad, underLoad } from './lib/load.mjs';
import { startShop } from './lib/processes.mjs';

const DATABASE = 'atelier_bench_pages';
// Browsers always offer compression; the pages are measured as a browser receives them.
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };
const PAGE_CONNECTIONS = [50, 200];

/** The five pages, for a product and a category of the demo catalog and a word of the product's name. */
async function pagePaths(origin) {
  const { products } = await (await fetch(`${origin}/api/products?limit=1`)).json();
  const [product] = products;
  const word = product.name.split(/\s+/).find((w) => w.length > 3) ?? product.name;
  return [
    { name: 'home', path: '/' },
    { name: 'shop', path: '/shop' },
    { name: 'product', path: `/shop/${product._id}` },
    { name: 'category', path: `/categories/${encodeURIComponent(product.category)}` },
    { name: 'search', path: `/search?q=${encodeURIComponent(word.toLowerCase())}` },
  ];
}

async function pagesOf(origin, helloRps) {
  const results = [];
  for (const { name, path } of await pagePaths(origin)) {
    const figures = { name, path };
    for (const connections of PAGE_CONNECTIONS) {
      const r = await underLoad({ url: `${origin}${path}`, headers: BROWSER_HEADERS, connections });
      figures[`at${connections}`] = { ...r, ratio: Math.round((r.requestsPerSecond / helloRps) * 100) / 100 };
      console.log(
        `    ${path} at ${connections}: ${r.requestsPerSecond} req/s, p99 ${r.p99Ms} ms, ${r.non2xx} non-2xx (${r.status503} × 503), ${r.errors} errors`,
      );
    }
    results.push(figures);
  }
  return results;
}

/** The pages on one database, next to a hello-world measured just before, as the machine's load moves. */
async function onShop(database, options) {
  console.log(`  on ${database}:`);
  const shop = await startShop(options);
  try {
    const { requestsPerSecond, p99Ms } = await helloWorldUnderLoad();
    return { database, helloWorld: { requestsPerSecond, p99Ms }, pages: await pagesOf(shop.origin, requestsPerSecond) };
  } finally {
    await shop.stop();
  }
}

export async function pagesUnderLoad() {
  const runs = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-pages-'));
  try {
    runs.push(await onShop('embedded', { dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await createDatabase(DATABASE);
  try {
    runs.push(await onShop('PostgreSQL', { databaseUrl: databaseUrl(DATABASE) }));
  } finally {
    await dropDatabase(DATABASE);
  }
  return { runs };
}
