// The top tables' rows, counted per month: summed from the day roll-ups once every day of a month is rolled up, and kept
// for good, so a year's table reads a dozen rows per key and a few edge days instead of a row per day and key. Visitors
// are summed over the days (as the summary counts them) and a search's result count is the largest of its days', so a
// month's row is exactly what its days' rows add up to.
import { and, eq, gte, lte, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsDayCounts, analyticsMonthCounts } from '../../db/schema.ts';
import { addDays } from './dailyFigures.ts';

const d = analyticsDayCounts;
const m = analyticsMonthCounts;

/** `YYYY-MM` of a `YYYY-MM-DD` day. */
const monthOf = (day: string) => day.slice(0, 7);
const firstDayOf = (month: string) => `${month}-01`;

function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 7);
}

const lastDayOf = (month: string) => addDays(firstDayOf(nextMonth(month)), -1);
const previousMonth = (month: string) => monthOf(addDays(firstDayOf(month), -1));

/** The last month that ends on or before `day`. */
const lastMonthEndingBy = (day: string) => (day === lastDayOf(monthOf(day)) ? monthOf(day) : previousMonth(monthOf(day)));

/** The last month whose rows are all rolled up, or null before the first. */
export async function lastCountedMonth(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ month: max(m.month) })
    .from(m)
    .where(eq(m.report, 'day'));
  return row?.month ?? null;
}

/**
 * Rolls up every month whose days are all rolled up (`countedTo` the last of them) and that is not yet: one statement a
 * month, its `day` row among the rows it writes, so a month is marked exactly when all of it is written. Instances
 * rolling up together write the same rows, and the second's are ignored.
 */
export async function rollUpMonthCounts(db: Db, countedTo: string): Promise<void> {
  const lastWhole = lastMonthEndingBy(countedTo);
  const countedMonth = await lastCountedMonth(db);
  let month = countedMonth ? nextMonth(countedMonth) : null;
  if (!month) {
    const [first] = await db.select({ day: min(d.day) }).from(d);
    if (!first?.day) return;
    month = monthOf(first.day);
  }
  for (; month <= lastWhole; month = nextMonth(month)) {
    await db
      .insert(m)
      .select(
        db
          .select({
            month: sql<string>`${month}::text`.as('month'),
            report: d.report,
            key: d.key,
            detail: d.detail,
            events: sql<number>`sum(${d.events})::int`.as('events'),
            visitors: sql<number>`sum(${d.visitors})::int`.as('visitors'),
            value: sql<number>`max(${d.value})::int`.as('value'),
          })
          .from(d)
          .where(and(gte(d.day, firstDayOf(month)), lte(d.day, lastDayOf(month))))
          .groupBy(d.report, d.key, d.detail),
      )
      .onConflictDoNothing();
  }
}

/** The whole months rolled up between `from` and `to` (days, both included): the first and last, with their edge days. */
export interface WholeMonths {
  first: string;
  last: string;
  firstDay: string;
  lastDay: string;
}

export async function wholeMonthsWithin(db: Db, from: string, to: string): Promise<WholeMonths | null> {
  const first = from === firstDayOf(monthOf(from)) ? monthOf(from) : nextMonth(monthOf(from));
  const lastWithin = lastMonthEndingBy(to);
  const countedMonth = await lastCountedMonth(db);
  const last = countedMonth && countedMonth < lastWithin ? countedMonth : lastWithin;
  if (!countedMonth || first > last) return null;
  return { first, last, firstDay: firstDayOf(first), lastDay: lastDayOf(last) };
}
