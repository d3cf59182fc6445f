// Analytics at scale: how fast batches of events are written, and how long a 12-month summary takes over them, read
// from the raw events and then from the daily roll-ups. `npx tsx bench/analyticsEvents.ts [events]` on the embedded
// database, or with DATABASE_URL set on PostgreSQL (an empty database: it is migrated, and filled).
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { analyticsEvents } from '../apps/api/src/db/schema.ts';
import { EventBuffer } from '../apps/api/src/features/analytics/eventBuffer.ts';
import { analyticsSummary } from '../apps/api/src/features/analytics/reports.ts';
import { rollUpFinishedDays } from '../apps/api/src/features/analytics/sweeper.ts';

const EVENTS = Number(process.argv[2] ?? 200_000);
const DAY_MS = 86_400_000;
const TYPES = [
  'pageview',
  'pageview',
  'pageview',
  'product_view',
  'product_view',
  'add_to_cart',
  'checkout_started',
  'search',
] as const;
const admin = { id: 'bench', email: 'bench@atelier.test', username: 'bench', role: 'admin' as const };

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
await migrate(database);
const { db } = database;
await db.delete(analyticsEvents);

const now = Date.now();
// Each instance's buffer takes one visitor's events within its limit: the bench spreads them over many visitors.
const buffer = new EventBuffer(db, () => 0);
const started = performance.now();
for (let i = 0; i < EVENTS; i++) {
  buffer.add({
    type: TYPES[i % TYPES.length] ?? 'pageview',
    path: `/shop/${i % 500}`,
    pageType: 'product',
    visitorHash: `v${Math.floor(i / 20)}`,
    deviceClass: 'phone',
    country: 'US',
    query: i % 8 === 7 ? `query ${i % 300}` : null,
    resultCount: i % 8 === 7 ? i % 5 : null,
    createdAt: new Date(now - ((i * 7919) % 365) * DAY_MS - (i % 86_400) * 1000),
  });
  if ((i + 1) % 10_000 === 0) while ((await buffer.writeBatch()) > 0);
}
while ((await buffer.writeBatch()) > 0);
const writeSeconds = (performance.now() - started) / 1000;

const to = new Date(now).toISOString().slice(0, 10);
const from = new Date(now - 364 * DAY_MS).toISOString().slice(0, 10);
async function timed(label: string) {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    await analyticsSummary(db, admin, { from, to });
    times.push(performance.now() - t0);
  }
  console.log(`${label}: ${Math.min(...times).toFixed(0)} ms best of 3 (${times.map((t) => t.toFixed(0)).join(', ')})`);
}
console.log(
  `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${EVENTS} events written in batches of 500 at ${Math.round(EVENTS / writeSeconds)} events/s`,
);
await timed('12-month summary from raw events');
const t0 = performance.now();
await rollUpFinishedDays(db, new Date(now));
console.log(`rolling up 365 days: ${(performance.now() - t0).toFixed(0)} ms`);
await timed('12-month summary from roll-ups (today raw)');
await database.close();
