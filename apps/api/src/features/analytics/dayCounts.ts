// The top tables' rows, counted per day: rolled up from the raw events once a day is over (kept for good, as the day's
// figures are), and read from those roll-ups for the days they cover and from the raw events after. Visitors are
// counted per day, as the summary counts them.
import { and, eq, gte, inArray, isNotNull, lt, lte, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ANALYTICS_DAY_REPORTS, analyticsDayCounts, analyticsEvents, analyticsMonthCounts } from '../../db/schema.ts';
import { addDays, startOfDay } from './dailyFigures.ts';
import { wholeMonthsWithin } from './monthCounts.ts';

type DayReport = Exclude<(typeof ANALYTICS_DAY_REPORTS)[number], 'day'>;

const e = analyticsEvents;
const d = analyticsDayCounts;
const dayOfEvent = sql<string>`to_char(${e.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const pageviewSource = sql<string>`coalesce(${e.utmSource}, ${e.referrerDomain})`;

/** What rows of the raw events a report counts, and what names a row of it. */
interface CountedReport {
  where: SQL | undefined;
  key: SQL<string>;
  detail?: SQL<string>;
  value?: SQL<number>;
}

const REPORTS: Record<DayReport, CountedReport> = {
  page: { where: and(eq(e.type, 'pageview'), isNotNull(e.path)), key: sql<string>`${e.path}` },
  product_view: { where: and(eq(e.type, 'product_view'), isNotNull(e.productId)), key: sql<string>`${e.productId}::text` },
  add_to_cart: { where: and(eq(e.type, 'add_to_cart'), isNotNull(e.productId)), key: sql<string>`${e.productId}::text` },
  referrer: {
    where: and(eq(e.type, 'pageview'), sql`${pageviewSource} is not null`),
    key: pageviewSource,
    detail: sql<string>`coalesce(${e.utmCampaign}, '')`,
  },
  search: {
    where: and(eq(e.type, 'search'), isNotNull(e.query)),
    key: sql<string>`${e.query}`,
    value: sql<number>`coalesce(max(${e.resultCount}), 0)::int`,
  },
  device: { where: eq(e.type, 'pageview'), key: sql<string>`coalesce(${e.deviceClass}, 'unknown')` },
  country: { where: eq(e.type, 'pageview'), key: sql<string>`coalesce(${e.country}, 'unknown')` },
  code: {
    where: and(inArray(e.type, ['code_applied', 'code_refused']), isNotNull(e.query)),
    key: sql<string>`${e.query}`,
    detail: sql<string>`${e.type}::text`,
  },
};

/** What a report's rows are grouped by: its key, and its detail when it has one ('' cannot be grouped by). */
const groupsOf = (report: CountedReport) => (report.detail ? [report.key, report.detail] : [report.key]);

const counted = (report: CountedReport) => ({
  key: report.key,
  detail: report.detail ?? sql<string>`''`,
  events: sql<number>`count(*)::int`,
  visitors: sql<number>`count(distinct ${e.visitorHash})::int`,
  value: report.value ?? sql<number>`0`,
});

/** The last day whose rows are all rolled up, or null before the first roll-up. */
export async function lastCountedDay(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ day: max(d.day) })
    .from(d)
    .where(eq(d.report, 'day'));
  return row?.day ?? null;
}

/** Rolls up every report's rows of the days from `first` to `last` (both included), each day marked once written. */
export async function rollUpDayCounts(db: Db, first: string, last: string): Promise<void> {
  const from = startOfDay(first);
  const to = startOfDay(addDays(last, 1));
  for (const [report, spec] of Object.entries(REPORTS) as [DayReport, CountedReport][]) {
    const { key, detail, events, visitors, value } = counted(spec);
    // Written by the database from its own rows, in the table's column order.
    await db
      .insert(d)
      .select(
        db
          .select({
            day: dayOfEvent.as('day'),
            report: sql<DayReport>`${report}::text`.as('report'),
            key: key.as('key'),
            detail: detail.as('detail'),
            events: events.as('events'),
            visitors: visitors.as('visitors'),
            value: value.as('value'),
          })
          .from(e)
          .where(and(spec.where, gte(e.createdAt, from), lt(e.createdAt, to)))
          .groupBy(dayOfEvent, ...groupsOf(spec)),
      )
      .onConflictDoNothing();
  }
  const marks = [];
  for (let day = first; day <= last; day = addDays(day, 1))
    marks.push({ day, report: 'day' as const, key: '', events: 0, visitors: 0 });
  await db.insert(d).values(marks).onConflictDoNothing();
}

export interface CountedRow {
  key: string;
  detail: string;
  events: number;
  visitors: number;
  /** A search's largest result count over the days. */
  value: number;
}

/** The summed rows of a roll-up table (days or months) that `where` picks. */
function summedRows(db: Db, table: typeof d | typeof analyticsMonthCounts, where: SQL | undefined) {
  return db
    .select({
      key: table.key,
      detail: table.detail,
      events: sql<number>`sum(${table.events})::int`,
      visitors: sql<number>`sum(${table.visitors})::int`,
      value: sql<number>`max(${table.value})::int`,
    })
    .from(table)
    .where(where)
    .groupBy(table.key, table.detail);
}

/**
 * A report's rows from `from` to `to` (UTC days, both included), summed over the days, in no order: the month roll-ups
 * for whole months rolled up, the day roll-ups for the other days rolled up, the raw events after.
 */
export async function countsOf(db: Db, report: DayReport, from: string, to: string): Promise<CountedRow[]> {
  const countedTo = await lastCountedDay(db);
  const rolledTo = countedTo && countedTo < to ? countedTo : to;
  const rolled = countedTo && countedTo >= from;
  const months = rolled ? await wholeMonthsWithin(db, from, rolledTo) : null;
  const m = analyticsMonthCounts;
  const days = (first: string, last: string) =>
    first <= last ? summedRows(db, d, and(eq(d.report, report), gte(d.day, first), lte(d.day, last))) : [];
  // Each a contiguous range of the primary key: the days before the whole months, the months, the days after.
  const summed = !rolled
    ? []
    : months
      ? [
          days(from, addDays(months.firstDay, -1)),
          summedRows(db, m, and(eq(m.report, report), gte(m.month, months.first), lte(m.month, months.last))),
          days(addDays(months.lastDay, 1), rolledTo),
        ]
      : [days(from, rolledTo)];
  const rawFrom = countedTo && rolled ? addDays(countedTo, 1) : from;
  const spec = REPORTS[report];
  const { key, detail, ...figures } = counted(spec);
  const raw =
    rawFrom <= to
      ? db
          .select({ key, detail, ...figures })
          .from(e)
          .where(and(spec.where, gte(e.createdAt, startOfDay(rawFrom)), lt(e.createdAt, startOfDay(addDays(to, 1)))))
          .groupBy(...groupsOf(spec))
      : [];
  const byKey = new Map<string, CountedRow>();
  const [rolledRows, rawRows] = await Promise.all([Promise.all(summed), raw]);
  for (const row of [...rolledRows.flat(), ...rawRows]) {
    const id = `${row.key}\u0000${row.detail}`;
    const sum = byKey.get(id);
    if (!sum) byKey.set(id, { ...row });
    else {
      sum.events += row.events;
      sum.visitors += row.visitors;
      sum.value = Math.max(sum.value, row.value);
    }
  }
  return [...byKey.values()];
}
