// The owner's reports: the period's figures and funnel against the period before, and the top tables. Admins only.
import {
  type AnalyticsFigures,
  type AnalyticsRange,
  type AnalyticsSummary,
  FUNNEL_STEPS,
  type Referrer,
  type SearchTerm,
  type TopPage,
  type TopProduct,
  toDollars,
} from '@atelier/domain';
import { and, desc, eq, gte, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, orderLines, orders, products } from '../../db/schema.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { addDays, type DayFigures, everyDay, figuresOfDays, startOfDay } from './dailyFigures.ts';

const TOP_ROWS = 100;
const e = analyticsEvents;

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

function inRange({ from, to }: AnalyticsRange) {
  return and(gte(e.createdAt, startOfDay(from)), lt(e.createdAt, startOfDay(addDays(to, 1))));
}

export async function topPages(db: Db, actor: Actor | null, range: AnalyticsRange): Promise<TopPage[]> {
  authorize(actor, 'read', 'adminStats', null);
  const pageviews = sql<number>`count(*)::int`;
  const rows = await db
    .select({ path: e.path, pageviews, visitors: sql<number>`count(distinct ${e.visitorHash})::int` })
    .from(e)
    .where(and(eq(e.type, 'pageview'), inRange(range)))
    .groupBy(e.path)
    .orderBy(desc(pageviews), e.path)
    .limit(TOP_ROWS);
  return rows.map((row) => ({ ...row, path: row.path ?? '' }));
}

/** Products by views, with adds to cart and paid orders beside them: a product much seen and little bought stands out. */
export async function topProducts(db: Db, actor: Actor | null, range: AnalyticsRange): Promise<TopProduct[]> {
  authorize(actor, 'read', 'adminStats', null);
  const views = sql<number>`count(*) filter (where ${e.type} = 'product_view')::int`;
  const seen = await db
    .select({ productId: e.productId, views, addsToCart: sql<number>`count(*) filter (where ${e.type} = 'add_to_cart')::int` })
    .from(e)
    .where(and(inArray(e.type, ['product_view', 'add_to_cart']), isNotNull(e.productId), inRange(range)))
    .groupBy(e.productId)
    .orderBy(desc(views))
    .limit(TOP_ROWS);
  const ids = seen.flatMap((row) => (row.productId ? [row.productId] : []));
  if (ids.length === 0) return [];
  const [names, sold] = await Promise.all([
    db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)),
    db
      .select({ productId: orderLines.productId, orders: sql<number>`count(distinct ${orders.id})::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          inArray(orderLines.productId, ids),
          gte(orders.createdAt, startOfDay(range.from)),
          lt(orders.createdAt, startOfDay(addDays(range.to, 1))),
          notInArray(orders.status, ['cancelled']),
        ),
      )
      .groupBy(orderLines.productId),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const ordersOf = new Map(sold.map((row) => [row.productId, row.orders]));
  return ids.map((productId, i) => ({
    productId,
    name: nameOf.get(productId) ?? null,
    views: seen[i]?.views ?? 0,
    addsToCart: seen[i]?.addsToCart ?? 0,
    orders: ordersOf.get(productId) ?? 0,
  }));
}

/** Where visitors came from: a campaign's utm_source, else the referring site's domain; direct visits are left out. */
export async function referrers(db: Db, actor: Actor | null, range: AnalyticsRange): Promise<Referrer[]> {
  authorize(actor, 'read', 'adminStats', null);
  const source = sql<string>`coalesce(${e.utmSource}, ${e.referrerDomain})`;
  const visitors = sql<number>`count(distinct ${e.visitorHash})::int`;
  return db
    .select({ source, campaign: e.utmCampaign, visitors })
    .from(e)
    .where(and(eq(e.type, 'pageview'), sql`${source} is not null`, inRange(range)))
    .groupBy(source, e.utmCampaign)
    .orderBy(desc(visitors), source)
    .limit(TOP_ROWS);
}

/** What shoppers searched for, most frequent first; `zeroResults`: only what found nothing, for words or products to add. */
export async function searches(db: Db, actor: Actor | null, range: AnalyticsRange, zeroResults: boolean): Promise<SearchTerm[]> {
  authorize(actor, 'read', 'adminStats', null);
  const count = sql<number>`count(*)::int`;
  const resultCount = sql<number>`max(${e.resultCount})::int`;
  return db
    .select({ query: sql<string>`${e.query}`, searches: count, resultCount })
    .from(e)
    .where(and(eq(e.type, 'search'), inRange(range)))
    .groupBy(e.query)
    .having(zeroResults ? sql`max(${e.resultCount}) = 0` : undefined)
    .orderBy(desc(count), e.query)
    .limit(TOP_ROWS);
}
