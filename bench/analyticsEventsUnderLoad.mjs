// The events bench on the embedded database: a product page under load for 60 s, alone and then beside 1,000
// beacons a second, so its p99 with events can be set against its p99 without; then, the shop stopped, the events
// stored are counted against the beacons answered 202 (nothing may be lost). `npm run bench -- analyticsevents`.
// The web app is built first, apart, and the shop started once, waited for as long as its first start (initdb,
// migrations, the demo catalog) takes on a busy machine: both p99s are measured on that one start, so no restart is needed.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { buildWebIfStale } from '../scripts/build-web.mjs';
import { temporaryDataDir } from './lib/embedded.mjs';
import { underLoad } from './lib/load.mjs';
import { startShop } from './lib/processes.mjs';

const EVENTS_PER_SECOND = 1_000;
const SECONDS = 60;
const TICK_MS = 100;
const VISITORS = 5_000;
const FIRST_START_WITHIN_MS = 15 * 60_000;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** Sends EVENTS_PER_SECOND page-view beacons a second for `seconds`, from many visitors; answers how many got 202. */
async function sendBeacons(origin, seconds) {
  let accepted = 0;
  let sent = 0;
  const perTick = (EVENTS_PER_SECOND * TICK_MS) / 1000;
  const started = Date.now();
  const pending = new Set();
  while (Date.now() - started < seconds * 1000) {
    const tickStart = Date.now();
    for (let i = 0; i < perTick; i++) {
      const n = sent++;
      const request = fetch(`${origin}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': `${BROWSER} Bench/${n % VISITORS}` },
        body: JSON.stringify({ type: 'pageview', path: `/bench-events/${n % 200}` }),
      })
        .then((res) => {
          if (res.status === 202) accepted++;
          return res.arrayBuffer();
        })
        .catch(() => {})
        .finally(() => pending.delete(request));
      pending.add(request);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, TICK_MS - (Date.now() - tickStart))));
  }
  await Promise.all(pending);
  return { sent, accepted, seconds: (Date.now() - started) / 1000 };
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
      const page = {
        url: `${shop.origin}/shop/${products[0]._id}`,
        headers: { 'accept-encoding': 'br, gzip' },
        durationS: SECONDS,
      };
      alone = await underLoad(page);
      console.log(`  product page alone: ${alone.requestsPerSecond} req/s, p99 ${alone.p99Ms} ms`);
      [beside, beacons] = await Promise.all([underLoad(page), sendBeacons(shop.origin, SECONDS + 2)]);
      console.log(
        `  beside ${beacons.sent} beacons in ${beacons.seconds} s: ${beside.requestsPerSecond} req/s, p99 ${beside.p99Ms} ms`,
      );
      // The last batch is written within a second; closing the shop drains what is left.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
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
