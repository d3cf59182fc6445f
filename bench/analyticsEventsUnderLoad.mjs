// The events bench on the embedded database: a product page at a steady rate for 60 s, alone and then beside
// 1,000 beacons a second, so its p99 with events can be set against its p99 without; then, the shop stopped, the events
// stored are counted against the beacons answered 202 (nothing may be lost). `npm run bench -- analyticsevents`.
// The page runs at half the rate it answers at saturation (measured first, in the same run): at saturation any added
// work lengthens the queue by its own length, so a p99 there measures the machine's share of CPU, not what the events
// cost a shop with room to spare (decision 790). The page's requests and the beacons are spread evenly over each second
// (lib/steadyRate.mjs), the beacons from a process of their own (lib/beaconSender.mjs).
// The web app is built first, apart, and the shop started once, waited for as long as its first start (initdb,
// migrations, the demo catalog) takes on a busy machine: every figure is measured on that one start.
import { spawn } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { buildWebIfStale } from '../scripts/build-web.mjs';
import { temporaryDataDir } from './lib/embedded.mjs';
import { underLoad } from './lib/load.mjs';
import { ROOT, startShop } from './lib/processes.mjs';
import { atSteadyRate } from './lib/steadyRate.mjs';

const EVENTS_PER_SECOND = 1_000;
const SECONDS = 60;
/** The page's steady rate, as a share of what it answers at saturation. */
const PAGE_SHARE = 0.5;
const WARM_UP_S = 2;
const FIRST_START_WITHIN_MS = 15 * 60_000;

/** The page at `perSecond` for `seconds` after a short warm-up, in the figures the targets read. */
async function pageAtSteadyRate(url, perSecond, seconds) {
  const request = () => ({ headers: { 'accept-encoding': 'br, gzip' } });
  await atSteadyRate({ url, perSecond, seconds: WARM_UP_S, request });
  const { statuses, ...run } = await atSteadyRate({ url, perSecond, seconds, request });
  const non2xx = Object.entries(statuses).reduce((sum, [status, count]) => (status.startsWith('2') ? sum : sum + count), 0);
  return { ...run, non2xx };
}

/** Sends EVENTS_PER_SECOND beacons a second for `seconds` from the sender's own process; answers its figures. */
function sendBeacons(origin, seconds) {
  return new Promise((resolve, reject) => {
    const sender = spawn(
      process.execPath,
      [`${ROOT}bench/lib/beaconSender.mjs`, origin, String(EVENTS_PER_SECOND), String(seconds)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let printed = '';
    sender.stdout.on('data', (chunk) => {
      printed += chunk;
    });
    sender.on('error', reject);
    sender.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(printed)) : reject(new Error(`the beacon sender exited with ${code}`)),
    );
  });
}

async function storedEvents(dataDir) {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    const { rows } = await client.query(`select count(*)::int as n from analytics_events where path like '/bench-events/%'`);
    return rows[0].n;
  } finally {
    await client.close();
  }
}

export async function eventsBesidePages() {
  const { dataDir, remove } = temporaryDataDir('analytics-events');
  try {
    buildWebIfStale();
    const shop = await startShop({ dataDir, readyWithinMs: FIRST_START_WITHIN_MS });
    let alone;
    let beside;
    let beacons;
    try {
      const { products } = await (await fetch(`${shop.origin}/api/products?limit=1`)).json();
      const url = `${shop.origin}/shop/${products[0]._id}`;
      const saturated = await underLoad({ url, headers: { 'accept-encoding': 'br, gzip' } });
      const rate = Math.round(saturated.requestsPerSecond * PAGE_SHARE);
      console.log(`  product page at saturation: ${saturated.requestsPerSecond} req/s; measured at ${rate} req/s`);
      alone = await pageAtSteadyRate(url, rate, SECONDS);
      console.log(`  product page alone: ${alone.requestsPerSecond} req/s, p50 ${alone.p50Ms} ms, p99 ${alone.p99Ms} ms`);
      [beside, beacons] = await Promise.all([
        pageAtSteadyRate(url, rate, SECONDS),
        sendBeacons(shop.origin, SECONDS + WARM_UP_S),
      ]);
      console.log(
        `  beside ${beacons.sent} beacons in ${beacons.seconds} s: ${beside.requestsPerSecond} req/s, ` +
          `p50 ${beside.p50Ms} ms, p99 ${beside.p99Ms} ms`,
      );
      // The sender waited for every answer; closing the shop writes what is left.
    } finally {
      await shop.stop();
    }
    const stored = await storedEvents(dataDir);
    console.log(`  beacons answered 202: ${beacons.accepted}; events stored: ${stored}`);
    return {
      pageAlone: alone,
      pageBesideEvents: beside,
      p99Ratio: Math.round((beside.p99Ms / alone.p99Ms) * 100) / 100,
      beaconsSent: beacons.sent,
      eventsPerSecond: Math.round(beacons.sent / beacons.seconds),
      beaconsAccepted: beacons.accepted,
      eventsStored: stored,
    };
  } finally {
    remove();
  }
}
