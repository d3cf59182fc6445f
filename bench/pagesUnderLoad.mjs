// Part 5: the storefront's server-rendered pages under load, as a crawler or a sale would send them, on the embedded
// database (PGlite, the default), on PostgreSQL, and on two instances on PostgreSQL behind HAProxy, in production mode,
// each next to a hello-world measured in the same run.
// `npm run bench -- pageload` runs this part alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBalancer } from './lib/balancer.mjs';
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
      figures[`at${connections}`] = { ...r, ratio: Math.round((r.requestsPerSecond / helloRps) * 1000) / 1000 };
      console.log(
        `    ${path} at ${connections}: ${r.requestsPerSecond} req/s, p99 ${r.p99Ms} ms, ${r.non2xx} non-2xx (${r.status503} × 503), ${r.errors} errors`,
      );
    }
    results.push(figures);
  }
  return results;
}

/** The pages at `origin`, next to a hello-world measured just before, as the machine's load moves. */
async function pagesNextToHelloWorld(database, origin) {
  const { requestsPerSecond, p99Ms } = await helloWorldUnderLoad();
  return { database, helloWorld: { requestsPerSecond, p99Ms }, pages: await pagesOf(origin, requestsPerSecond) };
}

/** The pages of one shop on one database. */
async function onShop(database, options) {
  console.log(`  on ${database}:`);
  const shop = await startShop(options);
  try {
    return await pagesNextToHelloWorld(database, shop.origin);
  } finally {
    await shop.stop();
  }
}

/** The pages through HAProxy, from two shops on one PostgreSQL database (each with copies of its own). */
async function onTwoInstances(database, options) {
  console.log(`  on ${database}:`);
  // One after the other: the first migrates and seeds, the second finds it done.
  const shops = [await startShop(options), await startShop(options)];
  try {
    const balancer = await startBalancer(shops.map((shop) => shop.origin));
    try {
      return await pagesNextToHelloWorld(database, balancer.origin);
    } finally {
      await balancer.stop();
    }
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
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
    runs.push(await onTwoInstances('PostgreSQL, two instances behind HAProxy', { databaseUrl: databaseUrl(DATABASE) }));
  } finally {
    await dropDatabase(DATABASE);
  }
  return { runs };
}
