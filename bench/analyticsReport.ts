// The report bench: a 12-month report over 5 million events on PostgreSQL. The events are written by SQL, spread
// over the 365 days, then rolled up as the hourly sweeper does; the summary and each top table are timed over the 12
// months (best of 3). `DATABASE_URL=… npx tsx bench/analyticsReport.ts [events]` on an empty database; prints one JSON
// line last, which `npm run bench -- analyticsreport` reads.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import * as reports from '../apps/api/src/features/analytics/reports.ts';
import { rollUpFinishedDayCounts, rollUpFinishedDays } from '../apps/api/src/features/analytics/sweeper.ts';

const EVENTS = Number(process.argv[2] ?? 5_000_000);
const DAY_MS = 86_400_000;
const admin = { id: 'bench', email: 'bench@atelier.test', username: 'bench', role: 'admin' as const };

if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to an empty PostgreSQL database');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
await migrate(database);
const { db } = database;
await db.execute(sql`truncate analytics_events, analytics_days, analytics_day_counts`);

const now = Date.now();
const t0 = performance.now();
// Twenty events a visitor, 500 pages, 300 searches, 2,000 products, three devices, twelve countries, two codes.
await db.execute(sql`
  insert into analytics_events
    (type, path, page_type, referrer_domain, utm_campaign, device_class, country, visitor_hash, product_id, query,
     result_count, value_cents, created_at)
  select (array['pageview','pageview','pageview','product_view','product_view','add_to_cart','checkout_started',
                'search','code_applied','code_refused'])[1 + i % 10],
         '/shop/' || (i % 500), 'product',
         case when i % 7 = 0 then 'instagram.com' end, case when i % 21 = 0 then 'spring' end,
         (array['phone','tablet','desktop'])[1 + i % 3],
         (array['US','GB','FR','DE','PL','CZ','ES','IT','NL','BE','SE','JP'])[1 + i % 12],
         'v' || (i / 20),
         case when i % 10 in (3, 4, 5) then md5('p' || (i % 2000))::uuid end,
         case when i % 10 = 7 then 'query ' || (i % 300) when i % 10 in (8, 9) then 'CODE' || (i % 2) end,
         case when i % 10 = 7 then i % 5 end,
         case when i % 10 in (5, 6) then 2500 + i % 10000 end,
         ${new Date(now).toISOString()}::timestamptz - ((i::bigint * 7919) % 365) * interval '1 day' - (i % 86400) * interval '1 second'
  from generate_series(1, ${EVENTS}::int) as i`);
await db.execute(sql`analyze analytics_events`);
const writtenS = (performance.now() - t0) / 1000;

const t1 = performance.now();
await rollUpFinishedDays(db, new Date(now));
const daysMs = performance.now() - t1;
const t2 = performance.now();
await rollUpFinishedDayCounts(db, new Date(now));
const countsMs = performance.now() - t2;

const to = new Date(now).toISOString().slice(0, 10);
const from = new Date(now - 364 * DAY_MS).toISOString().slice(0, 10);
const range = { from, to };
const timed: Record<string, number> = {};
const READS = {
  summary: () => reports.analyticsSummary(db, admin, range),
  topPages: () => reports.topPages(db, admin, range),
  topProducts: () => reports.topProducts(db, admin, range),
  referrers: () => reports.referrers(db, admin, range),
  zeroResultSearches: () => reports.searches(db, admin, range, true),
  devices: () => reports.devices(db, admin, range),
  countries: () => reports.countries(db, admin, range),
  discountCodes: () => reports.discountCodes(db, admin, range),
  abandonedCheckouts: () => reports.abandonedCheckouts(db, admin, range),
};
for (const [name, read] of Object.entries(READS)) {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  timed[name] = Math.round(Math.min(...times));
  console.log(`  12-month ${name}: ${timed[name]} ms best of 3 (${times.map((t) => t.toFixed(0)).join(', ')})`);
}
const figures = {
  events: EVENTS,
  writtenS: Math.round(writtenS),
  rollUpDaysMs: Math.round(daysMs),
  rollUpCountsMs: Math.round(countsMs),
  twelveMonthMs: timed,
  slowestMs: Math.max(...Object.values(timed)),
};
await database.close();
console.log(JSON.stringify(figures));
