// A day's figures, counted from the raw events or read from the roll-ups of days already over. Visitors are counted per
// day (their hash changes with the day's salt), so a period's visitors are the sum of its days'.
import { and, asc, gte, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsDays, analyticsEvents } from '../../db/schema.ts';

export type DayFigures = typeof analyticsDays.$inferSelect;

const e = analyticsEvents;
const dayOfEvent = sql<string>`to_char(${e.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const visitorsWho = (type: string) => sql<number>`count(distinct ${e.visitorHash}) filter (where ${e.type} = ${type})::int`;

/** Midnight UTC starting `day`. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(startOfDay(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Each day between `from` (included) and `to` (excluded) that had events, counted from the raw events. */
export function countedDays(db: Db, from: Date, to: Date): Promise<DayFigures[]> {
  return db
    .select({
      day: dayOfEvent,
      visitors: sql<number>`count(distinct ${e.visitorHash})::int`,
      pageviews: sql<number>`count(*) filter (where ${e.type} = 'pageview')::int`,
      productViewers: visitorsWho('product_view'),
      cartAdders: visitorsWho('add_to_cart'),
      checkoutStarters: visitorsWho('checkout_started'),
      orders: sql<number>`count(*) filter (where ${e.type} = 'order_paid')::int`,
      revenueCents: sql<number>`coalesce(sum(${e.valueCents}) filter (where ${e.type} = 'order_paid'), 0)::float8`,
    })
    .from(e)
    .where(and(gte(e.createdAt, from), lt(e.createdAt, to)))
    .groupBy(dayOfEvent)
    .orderBy(asc(dayOfEvent));
}

/** The last day rolled up, or null before the first roll-up. */
export async function lastRolledUpDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ day: max(analyticsDays.day) }).from(analyticsDays);
  return row?.day ?? null;
}

/** The days from `from` to `to` (both included): roll-ups where the day is rolled up, raw events after. */
export async function figuresOfDays(db: Db, from: string, to: string): Promise<DayFigures[]> {
  const rolledUpTo = await lastRolledUpDay(db);
  const rolled =
    rolledUpTo && rolledUpTo >= from
      ? await db
          .select()
          .from(analyticsDays)
          .where(and(gte(analyticsDays.day, from), lt(analyticsDays.day, addDays(to, 1))))
      : [];
  const rawFrom = rolledUpTo && rolledUpTo >= from ? addDays(rolledUpTo, 1) : from;
  const counted = rawFrom <= to ? await countedDays(db, startOfDay(rawFrom), startOfDay(addDays(to, 1))) : [];
  return [...rolled, ...counted];
}

/** Every day from `from` to `to`, those without events at 0, so a chart's line has no gap. */
export function everyDay(counted: DayFigures[], from: string, to: string): DayFigures[] {
  const byDay = new Map(counted.map((row) => [row.day, row]));
  const days: DayFigures[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.push(
      byDay.get(day) ?? {
        day,
        visitors: 0,
        pageviews: 0,
        productViewers: 0,
        cartAdders: 0,
        checkoutStarters: 0,
        orders: 0,
        revenueCents: 0,
      },
    );
  }
  return days;
}
