// Every hour, each instance rolls the days that are over up into analytics_days and the top tables' rows into
// analytics_day_counts, then whole months' rows into analytics_month_counts (all kept for good), then deletes raw
// events older than ANALYTICS_RETENTION_DAYS, never a day not yet rolled up. A roll-up is written once whoever writes
// it first, and deleting is idempotent, so instances sweeping together do no harm.
import { inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { analyticsDays, analyticsEvents } from '../../db/schema.ts';
import { pollWhileDue } from '../../shared/pollWhileDue.ts';
import { addDays, countedDays, everyDay, lastRolledUpDay, startOfDay } from './dailyFigures.ts';
import { lastCountedDay, rollUpDayCounts } from './dayCounts.ts';
import { rollUpMonthCounts } from './monthCounts.ts';
import { utcDay } from './visitors.ts';

const SWEEP_EVERY_MS = 60 * 60_000;
/** A day is rolled up this long after it ended, once the last batches of its events are written. */
const SETTLE_MS = 10 * 60_000;
const DELETE_BATCH_ROWS = 10_000;

/** Rolls up every day over since the last roll-up (or since the first event); answers the days written. */
export async function rollUpFinishedDays(db: Db, now: Date): Promise<number> {
  const lastFinished = utcDay(new Date(now.getTime() - SETTLE_MS - 86_400_000));
  const rolledUpTo = await lastRolledUpDay(db);
  let first = rolledUpTo ? addDays(rolledUpTo, 1) : null;
  if (!first) {
    const [oldest] = await db.select({ at: sql<string>`min(${analyticsEvents.createdAt})` }).from(analyticsEvents);
    if (!oldest?.at) return 0;
    first = utcDay(new Date(oldest.at));
  }
  if (first > lastFinished) return 0;
  const counted = await countedDays(db, startOfDay(first), startOfDay(addDays(lastFinished, 1)));
  const days = everyDay(counted, first, lastFinished);
  await db.insert(analyticsDays).values(days).onConflictDoNothing();
  return days.length;
}

/**
 * Rolls up the top tables' rows of every day over since their last roll-up (or since the first event), then of every
 * month whose days are all rolled up.
 */
export async function rollUpFinishedDayCounts(db: Db, now: Date): Promise<void> {
  const lastFinished = utcDay(new Date(now.getTime() - SETTLE_MS - 86_400_000));
  const countedTo = await lastCountedDay(db);
  let first = countedTo ? addDays(countedTo, 1) : null;
  if (!first) {
    const [oldest] = await db.select({ at: sql<string>`min(${analyticsEvents.createdAt})` }).from(analyticsEvents);
    if (!oldest?.at) return;
    first = utcDay(new Date(oldest.at));
  }
  if (first <= lastFinished) await rollUpDayCounts(db, first, lastFinished);
  const rolledTo = await lastCountedDay(db);
  if (rolledTo) await rollUpMonthCounts(db, rolledTo);
}

/** Deletes a batch of raw events past the retention and already rolled up; answers how many. */
export async function deleteExpiredEvents(db: Db, now: Date, retentionDays: number): Promise<number> {
  const [rolledUpTo, countedTo] = await Promise.all([lastRolledUpDay(db), lastCountedDay(db)]);
  if (!rolledUpTo || !countedTo) return 0;
  const retained = now.getTime() - retentionDays * 86_400_000;
  const kept = startOfDay(addDays(rolledUpTo < countedTo ? rolledUpTo : countedTo, 1)).getTime();
  const cutoff = new Date(Math.min(retained, kept));
  const expired = db
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, cutoff))
    .limit(DELETE_BATCH_ROWS);
  const deleted = await db
    .delete(analyticsEvents)
    .where(inArray(analyticsEvents.id, expired))
    .returning({ id: analyticsEvents.id });
  return deleted.length;
}

export function sweepAnalytics(app: FastifyInstance): void {
  let rolledUp = false;
  pollWhileDue(app, {
    everyMs: SWEEP_EVERY_MS,
    batch: async () => {
      const now = new Date();
      if (!rolledUp) {
        await rollUpFinishedDays(app.db, now);
        await rollUpFinishedDayCounts(app.db, now);
      }
      rolledUp = true;
      return deleteExpiredEvents(app.db, now, app.config.analyticsRetentionDays);
    },
    afterRound: async () => {
      rolledUp = false;
    },
    failure: 'old analytics events not swept',
  });
}
