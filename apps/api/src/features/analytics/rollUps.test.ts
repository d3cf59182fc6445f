// The reports read whole months from the month roll-ups, other finished days from the day roll-ups and the last days
// from the raw events: over any period they must give exactly what the raw events alone give.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, analyticsMonthCounts } from '../../db/schema.ts';
import { useTestApp } from '../../test/testApp.ts';
import { addDays } from './dailyFigures.ts';
import { lastCountedDay } from './dayCounts.ts';
import * as reports from './reports.ts';
import { rollUpFinishedDayCounts, rollUpFinishedDays } from './sweeper.ts';
import { utcDay } from './visitors.ts';

const t = useTestApp();
const admin = { id: randomUUID(), email: 'owner@atelier.test', username: 'owner', role: 'admin' as const };
const DAYS = 80;
const DAY_MS = 86_400_000;
const TYPES = [
  'pageview',
  'pageview',
  'product_view',
  'add_to_cart',
  'checkout_started',
  'search',
  'code_applied',
  'code_refused',
];
const PRODUCTS = Array.from({ length: 7 }, () => randomUUID());

/** Events over the last DAYS days: pages, products, searches, codes, sources, devices and countries, in many visits. */
function scriptedEvents(count: number): (typeof analyticsEvents.$inferInsert)[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const type = TYPES[i % TYPES.length] as (typeof TYPES)[number];
    const at = new Date(now - ((i * 7919) % DAYS) * DAY_MS - (i % 3_000) * 1_000);
    return {
      type: type as typeof analyticsEvents.$inferInsert.type,
      path: `/shop/page-${i % 13}`,
      pageType: 'product',
      referrerDomain: i % 5 === 0 ? 'instagram.com' : null,
      utmSource: i % 11 === 0 ? 'newsletter' : null,
      utmCampaign: i % 22 === 0 ? 'spring' : null,
      deviceClass: ['phone', 'tablet', 'desktop'][i % 3] ?? null,
      country: ['FR', 'US', 'PL', null][i % 4] ?? null,
      visitorHash: `visitor-${i % 41}-${utcDay(at)}`,
      productId: type === 'product_view' || type === 'add_to_cart' ? (PRODUCTS[i % PRODUCTS.length] ?? null) : null,
      query: type === 'search' ? `query ${i % 9}` : type.startsWith('code') ? `CODE${i % 3}` : null,
      resultCount: type === 'search' ? (i * 13) % 4 : null,
      valueCents: type === 'add_to_cart' ? 1_000 + i : null,
      createdAt: at,
    };
  });
}

function everyReport(range: { from: string; to: string }) {
  return Promise.all([
    reports.analyticsSummary(t.db, admin, range),
    reports.topPages(t.db, admin, range),
    reports.topProducts(t.db, admin, range),
    reports.referrers(t.db, admin, range),
    reports.searches(t.db, admin, range, true),
    reports.searches(t.db, admin, range, false),
    reports.devices(t.db, admin, range),
    reports.countries(t.db, admin, range),
    reports.discountCodes(t.db, admin, range),
  ]);
}

describe('the reports over roll-ups', () => {
  it('give the same numbers from month and day roll-ups and the raw tail as from the raw events alone, however many instances roll up', async () => {
    const events = scriptedEvents(4_000);
    for (let i = 0; i < events.length; i += 500) await t.db.insert(analyticsEvents).values(events.slice(i, i + 500));
    const today = utcDay(new Date());
    const ranges = [
      // Events go back DAYS days and up to 50 minutes more: just after midnight that reaches one day further.
      { from: addDays(today, -DAYS), to: today },
      { from: addDays(today, -(DAYS + 30)), to: addDays(today, -12) },
      { from: addDays(today, -45), to: addDays(today, -3) },
      { from: addDays(today, -9), to: today },
    ];
    const fromRawEvents = await Promise.all(ranges.map(everyReport));
    const [, pages] = fromRawEvents[0] ?? [];
    const pageviews = events.filter((event) => event.type === 'pageview').length;
    expect(pages?.reduce((sum, page) => sum + page.pageviews, 0)).toBe(pageviews);

    // Rolled up as two instances' sweepers would have done together a week ago: the last week stays raw.
    const aWeekAgo = new Date(Date.now() - 7 * DAY_MS);
    const sweep = async () => {
      await rollUpFinishedDays(t.db, aWeekAgo);
      await rollUpFinishedDayCounts(t.db, aWeekAgo);
    };
    await Promise.all([sweep(), sweep()]);
    expect(await lastCountedDay(t.db)).toBe(utcDay(new Date(aWeekAgo.getTime() - 10 * 60_000 - DAY_MS)));
    const [months] = await t.db
      .select({ n: sql<number>`count(distinct ${analyticsMonthCounts.month})::int` })
      .from(analyticsMonthCounts);
    expect(months?.n).toBeGreaterThanOrEqual(2);

    expect(await Promise.all(ranges.map(everyReport))).toEqual(fromRawEvents);
  });
});
