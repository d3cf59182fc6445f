// The owner's reports: the period's figures and funnel against the period before, and the top tables. Admins only.
import {
  type AbandonedCheckoutDay,
  type AnalyticsFigures,
  type AnalyticsRange,
  type AnalyticsSummary,
  type CountryRow,
  type DeviceRow,
  type DiscountCodeRow,
  FUNNEL_STEPS,
  type Referrer,
  type SearchTerm,
  type TopPage,
  type TopProduct,
  toDollars,
} from '@atelier/domain';
import { and, asc, eq, gte, inArray, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, orderLines, orders, products } from '../../db/schema.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { addDays, type DayFigures, everyDay, figuresOfDays, startOfDay } from './dailyFigures.ts';
import { type CountedRow, countsOf } from './dayCounts.ts';

const TOP_ROWS = 100;

function daysBetween(from: string, to: string): number {
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / 86_400_000) + 1;
}

function ratio(part: number, whole: number, decimals: number): number {
  return whole === 0 ? 0 : Number((part / whole).toFixed(decimals));
}

function figures(days: DayFigures[]): AnalyticsFigures {
  const sum = (pick: (day: DayFigures) => number) => days.reduce((total, day) => total + pick(day), 0);
  const visitors = sum((d) => d.visitors);
  const orderCount = sum((d) => d.orders);
  const revenueCents = sum((d) => d.revenueCents);
  const steps = [visitors, sum((d) => d.productViewers), sum((d) => d.cartAdders), sum((d) => d.checkoutStarters), orderCount];
  return {
    visitors,
    pageviews: sum((d) => d.pageviews),
    orders: orderCount,
    revenue: toDollars(revenueCents),
    conversionRate: ratio(orderCount, visitors, 4),
    averageOrderValue: orderCount === 0 ? 0 : toDollars(Math.round(revenueCents / orderCount)),
    funnel: FUNNEL_STEPS.map((step, i) => ({ step, count: steps[i] ?? 0 })),
    days: days.map((d) => ({
      day: d.day,
      visitors: d.visitors,
      pageviews: d.pageviews,
      orders: d.orders,
      revenue: toDollars(d.revenueCents),
    })),
  };
}

export async function analyticsSummary(db: Db, actor: Actor | null, { from, to }: AnalyticsRange): Promise<AnalyticsSummary> {
  authorize(actor, 'read', 'adminStats', null);
  const length = daysBetween(from, to);
  const [previousFrom, previousTo] = [addDays(from, -length), addDays(from, -1)];
  const [current, previous] = await Promise.all([figuresOfDays(db, from, to), figuresOfDays(db, previousFrom, previousTo)]);
  return { ...figures(everyDay(current, from, to)), previous: figures(everyDay(previous, previousFrom, previousTo)) };
}

/** The period's rows, most events first (then by key), the first TOP_ROWS. */
function top(rows: CountedRow[], by: (row: CountedRow) => number = (row) => row.events): CountedRow[] {
  return rows.sort((a, b) => by(b) - by(a) || a.key.localeCompare(b.key) || a.detail.localeCompare(b.detail)).slice(0, TOP_ROWS);
}

const periodOf = ({ from, to }: AnalyticsRange) => [startOfDay(from), startOfDay(addDays(to, 1))] as const;

export async function topPages(db: Db, actor: Actor | null, range: AnalyticsRange): Promise<TopPage[]> {
  authorize(actor, 'read', 'adminStats', null);
  const rows = top(await countsOf(db, 'page', range.from, range.to));
  return rows.map((row) => ({ path: row.key, pageviews: row.events, visitors: row.visitors }));
}

/** Products by views, with adds to cart and paid orders beside them: a product much seen and little bought stands out. */
export async function topProducts(db: Db, actor: Actor | null, range: AnalyticsRange): Promise<TopProduct[]> {
  authorize(actor, 'read', 'adminStats', null);
  const [viewed, added] = await Promise.all([
    countsOf(db, 'product_view', range.from, range.to),
    countsOf(db, 'add_to_cart', range.from, range.to),
  ]);
  const addsOf = new Map(added.map((row) => [row.key, row.events]));
  const views = new Map(viewed.map((row) => [row.key, row.events]));
  const seen = [...new Set([...views.keys(), ...addsOf.keys()])]
    .sort((a, b) => (views.get(b) ?? 0) - (views.get(a) ?? 0) || a.localeCompare(b))
    .slice(0, TOP_ROWS);
  if (seen.length === 0) return [];
  const [from, to] = periodOf(range);
  const [names, sold] = await Promise.all([
    db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, seen)),
    db
      .select({ productId: orderLines.productId, orders: sql<number>`count(distinct ${orders.id})::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          inArray(orderLines.productId, seen),
          gte(orders.createdAt, from),
          lt(orders.createdAt, to),
          notInArray(orders.status, ['cancelled']),
        ),
      )
      .groupBy(orderLines.productId),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const ordersOf = new Map(sold.map((row) => [row.productId, row.orders]));
  return seen.map((productId) => ({
    productId,
    name: nameOf.get(productId) ?? null,
    views: views.get(productId) ?? 0,
    addsToCart: addsOf.get(productId) ?? 0,
    orders: ordersOf.get(productId) ?? 0,
  }));
}

/** Where visitors came from: a campaign's utm_source, else the referring site's domain; direct visits are left out. */
export async function referrers(db: Db, actor: Actor | null, range: AnalyticsRange): Promise<Referrer[]> {
  authorize(actor, 'read', 'adminStats', null);
  const rows = top(await countsOf(db, 'referrer', range.from, range.to), (row) => row.visitors);
  return rows.map((row) => ({ source: row.key, campaign: row.detail || null, visitors: row.visitors }));
}

/** What shoppers searched for, most frequent first; `zeroResults`: only what found nothing, for words or products to add. */
export async function searches(db: Db, actor: Actor | null, range: AnalyticsRange, zeroResults: boolean): Promise<SearchTerm[]> {
  authorize(actor, 'read', 'adminStats', null);
  const rows = (await countsOf(db, 'search', range.from, range.to)).filter((row) => !zeroResults || row.value === 0);
  return top(rows).map((row) => ({ query: row.key, searches: row.events, resultCount: row.value }));
}

/** Page views and visitors by device class, from the User-Agent. */
export async function devices(db: Db, actor: Actor | null, range: AnalyticsRange): Promise<DeviceRow[]> {
  authorize(actor, 'read', 'adminStats', null);
  const rows = top(await countsOf(db, 'device', range.from, range.to), (row) => row.visitors);
  return rows.map((row) => ({ device: row.key as DeviceRow['device'], pageviews: row.events, visitors: row.visitors }));
}

/** Page views and visitors by country, from the region of the browser's language. */
export async function countries(db: Db, actor: Actor | null, range: AnalyticsRange): Promise<CountryRow[]> {
  authorize(actor, 'read', 'adminStats', null);
  const rows = top(await countsOf(db, 'country', range.from, range.to), (row) => row.visitors);
  return rows.map((row) => ({ country: row.key, pageviews: row.events, visitors: row.visitors }));
}

/**
 * Checkouts opened in the period and never paid, by day: expired, given up for another, or open past their page's
 * expiry; with what they would have charged.
 */
export async function abandonedCheckouts(db: Db, actor: Actor | null, range: AnalyticsRange): Promise<AbandonedCheckoutDay[]> {
  authorize(actor, 'read', 'adminStats', null);
  const [from, to] = periodOf(range);
  const s = checkoutSessions;
  const day = sql<string>`to_char(${s.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, checkouts: sql<number>`count(*)::int`, valueCents: sql<number>`coalesce(sum(${s.totalCents}), 0)::float8` })
    .from(s)
    .where(
      and(
        gte(s.createdAt, from),
        lt(s.createdAt, to),
        or(inArray(s.status, ['expired', 'cancelled']), and(eq(s.status, 'open'), lt(s.expiresAt, sql`now()`))),
      ),
    )
    .groupBy(day)
    .orderBy(asc(day));
  return rows.map((row) => ({ day: row.day, checkouts: row.checkouts, value: toDollars(row.valueCents) }));
}

/** Discount codes: how often shoppers applied or were refused each, and the paid orders that used it, with their revenue. */
export async function discountCodes(db: Db, actor: Actor | null, range: AnalyticsRange): Promise<DiscountCodeRow[]> {
  authorize(actor, 'read', 'adminStats', null);
  const [from, to] = periodOf(range);
  const code = sql<string>`upper(${orders.promotionCode})`;
  const [tried, paid] = await Promise.all([
    countsOf(db, 'code', range.from, range.to),
    db
      .select({ code, orders: sql<number>`count(*)::int`, revenueCents: sql<number>`sum(${orders.amountCents})::float8` })
      .from(orders)
      .where(
        and(
          isNotNull(orders.promotionCode),
          gte(orders.createdAt, from),
          lt(orders.createdAt, to),
          notInArray(orders.status, ['cancelled']),
        ),
      )
      .groupBy(code),
  ]);
  const byCode = new Map<string, DiscountCodeRow>();
  const rowOf = (name: string) => {
    const row = byCode.get(name) ?? { code: name, applied: 0, refused: 0, orders: 0, revenue: 0 };
    byCode.set(name, row);
    return row;
  };
  for (const row of tried) {
    if (row.detail === 'code_applied') rowOf(row.key).applied += row.events;
    else rowOf(row.key).refused += row.events;
  }
  for (const row of paid) Object.assign(rowOf(row.code), { orders: row.orders, revenue: toDollars(row.revenueCents) });
  return [...byCode.values()]
    .sort((a, b) => b.revenue - a.revenue || b.applied - a.applied || a.code.localeCompare(b.code))
    .slice(0, TOP_ROWS);
}
