// npm run bench: the API under load on PostgreSQL and on the embedded database with the shop's memory, listing latency
// as the catalog grows and during big uploads, the rendered pages under load, and Lighthouse on the pages.
// `npm run bench -- api scale` runs only some parts (api, embedded, firststart, scale, pages, uploads, pageload,
// feeds, blocking, analyticsevents, analyticsreport); api runs both databases; firststart is the memory of `npm start` on
// an empty data folder; feeds is the Google feed of 10,000 products in 4 sizes on the embedded database; blocking is the
// landing pages' blocking time beside the plain page's, the part of pages two builds are compared by; analyticsevents is
// a page's p99 beside 1,000 beacons a second for 60 s on the embedded database; analyticsreport is a 12-month report
// over 5 million events on PostgreSQL. Figures go to
// bench/results/latest.{json,md} and are appended to bench/results/history.csv.
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { eventsBesidePages } from './analyticsEventsUnderLoad.mjs';
import { reportOverFiveMillion } from './analyticsReportPart.mjs';
import { apiUnderLoad } from './api.mjs';
import { catalogScale } from './catalogScale.mjs';
import { feedOfTenThousand } from './feeds.mjs';
import { firstStartMemory } from './firstStart.mjs';
import { addOrders, connect, createDatabase, databaseUrl, dropDatabase, growCatalog } from './lib/database.mjs';
import { growEmbedded, temporaryDataDir } from './lib/embedded.mjs';
import { appendHistory } from './lib/history.mjs';
import { sampleMemory } from './lib/memory.mjs';
import { ROOT, startSettledShop } from './lib/processes.mjs';
import { blockingTime, pagesAndBundle } from './pages.mjs';
import { pagesUnderLoad } from './pagesUnderLoad.mjs';
import { markdown, writeResults } from './report.mjs';
import { evaluate } from './targets.mjs';
import { listingDuringUploads } from './uploads.mjs';

const DATABASE = 'atelier_bench';
const PRODUCTS = 100_000;
const ORDERS = 20_000;
// A small shop's catalog, what the embedded database is the default for.
const EMBEDDED_PRODUCTS = 10_000;
const EMBEDDED_ORDERS = 2_000;
const parts = new Set(
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['api', 'firststart', 'scale', 'pages', 'uploads', 'pageload', 'feeds', 'analyticsevents', 'analyticsreport'],
);

async function onPostgres() {
  console.log('Creating the bench database…');
  await createDatabase(DATABASE);
  const { shop, memory } = await startSettledShop({ databaseUrl: databaseUrl(DATABASE) });
  const client = await connect(DATABASE);
  const results = { memory: { postgres: memory } };
  try {
    const { rows } = await client.query('show server_version');
    results.postgres = rows[0].server_version;
    if (parts.has('scale')) {
      console.log('Catalog scale:');
      results.scale = await catalogScale(shop.origin, client);
    }
    await growCatalog(client, PRODUCTS);
    await addOrders(client, ORDERS);
    if (parts.has('api')) {
      console.log(`API under load (${PRODUCTS} products, ${ORDERS} orders):`);
      const sampler = sampleMemory(shop.pid);
      results.api = await apiUnderLoad(shop.origin);
      results.memory.postgres.underLoad = sampler.stop();
    }
  } finally {
    await client.end();
    await shop.stop();
    await dropDatabase(DATABASE);
  }
  return results;
}

/** The API part again on PGlite in a fresh DATA_DIR, as `npm start` runs the shop. */
async function onEmbedded() {
  const { dataDir, remove } = temporaryDataDir('embedded');
  try {
    // The catalog grows with the shop stopped: PGlite has one owner.
    const { shop, memory } = await startSettledShop({ dataDir }, () => growEmbedded(dataDir, EMBEDDED_PRODUCTS, EMBEDDED_ORDERS));
    try {
      console.log(`API under load on the embedded database (${EMBEDDED_PRODUCTS} products, ${EMBEDDED_ORDERS} orders):`);
      const sampler = sampleMemory(shop.pid);
      const api = await apiUnderLoad(shop.origin);
      memory.underLoad = sampler.stop();
      return { embeddedApi: { products: EMBEDDED_PRODUCTS, orders: EMBEDDED_ORDERS, results: api }, memory };
    } finally {
      await shop.stop();
    }
  } finally {
    remove();
  }
}

const started = Date.now();
const cpu = cpus();
const machine = {
  cpu: cpu[0]?.model.trim(),
  cores: cpu.length,
  memoryGb: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  // Anything else running on the machine moves every figure; this says how busy it was when the run began.
  loadAverage: loadavg()[0].toFixed(1),
};
const results = { startedAt: new Date(started).toISOString(), machine };
if (parts.has('api') || parts.has('scale')) Object.assign(results, await onPostgres());
if (parts.has('api') || parts.has('embedded')) {
  const { embeddedApi, memory } = await onEmbedded();
  results.embeddedApi = embeddedApi;
  results.memory = { ...results.memory, embedded: memory };
}
if (parts.has('firststart')) {
  console.log('Memory from a first start on an empty data folder (npm start):');
  results.firstStart = await firstStartMemory();
}
if (parts.has('uploads')) {
  console.log('Uploads on the embedded database:');
  results.uploads = await listingDuringUploads();
}
if (parts.has('feeds')) {
  console.log('The Google feed on the embedded database:');
  results.feeds = await feedOfTenThousand();
}
if (parts.has('analyticsevents')) {
  console.log('Analytics events beside a page on the embedded database:');
  results.analyticsEvents = await eventsBesidePages();
}
if (parts.has('analyticsreport')) {
  console.log('A 12-month analytics report over 5 million events on PostgreSQL:');
  results.analyticsReport = await reportOverFiveMillion();
}
if (parts.has('pageload')) {
  console.log('Server-rendered pages under load:');
  results.pageload = await pagesUnderLoad();
}
if (parts.has('pages')) {
  console.log('Pages:');
  results.pages = await pagesAndBundle(join(ROOT, 'bench/results'));
}
if (parts.has('blocking')) {
  console.log('Blocking time of the landing pages:');
  results.blocking = await blockingTime(join(ROOT, 'bench/results'));
}
const postgres = results.postgres ? `, PostgreSQL ${results.postgres}` : '';
machine.summary = `${machine.cores} × ${machine.cpu}, ${machine.memoryGb} GB, Node ${machine.node}${postgres}; load average ${machine.loadAverage} at start`;
results.finishedAt = new Date().toISOString();
results.durationS = Math.round((Date.now() - started) / 1000);
results.checks = evaluate(results);
writeResults(join(ROOT, 'bench/results'), results);
appendHistory(join(ROOT, 'bench/results'), ROOT, results);
console.log(`\n${markdown(results)}`);
console.log(`Took ${results.durationS} s. Written to bench/results/latest.json and latest.md; appended to history.csv.`);
