import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { outboxMails } from '../../db/schema.ts';
import { servicesMissing } from '../../test/requiredServices.ts';
import { createTestDatabase, postgresServerUrl } from '../../test/testDatabase.ts';
import { claimDueMails } from './service.ts';

/** Whether a statement on this database is waiting for a row lock another transaction holds. */
async function someoneWaitsForALock(db: Db): Promise<boolean> {
  const [found] = await db
    .select({ waiting: count() })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
  return (found?.waiting ?? 0) > 0;
}

/** Whether `claim` answers or waits for a lock, whichever comes first. */
async function answersOrWaits(db: Db, claim: Promise<unknown>): Promise<'answered' | 'waiting'> {
  let answered = false;
  const settle = () => {
    answered = true;
  };
  claim.then(settle, settle);
  while (!answered) {
    if (await someoneWaitsForALock(db)) return 'waiting';
  }
  return 'answered';
}

// Row locks are PostgreSQL's to test: PGlite has one connection, so two senders never claim at the same time there.
describe.skipIf(await servicesMissing(['postgres']))('two senders claiming due mails at once', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(postgresServerUrl());
  });
  afterAll(() => database?.close());

  it('leaves the mails one sender has claimed, and is still sending, to that sender alone, without waiting for it', async () => {
    const minuteAgo = Date.now() - 60_000;
    const written = await database.db
      .insert(outboxMails)
      .values(
        [0, 1, 2].map((i) => ({
          to: `reader-${randomUUID().slice(0, 8)}@example.com`,
          subject: 'Your order is on its way',
          html: '<p>Hello</p>',
          text: 'Hello',
          nextAttemptAt: new Date(minuteAgo + i),
        })),
      )
      .returning({ id: outboxMails.id });
    const now = new Date();

    // The first sender claims the two oldest on a connection of its own and keeps its transaction open, as while it
    // sends; the second claims on another connection meanwhile.
    let finishSending = () => {};
    let claimedFirst: () => void = () => {};
    const firstHasClaimed = new Promise<void>((resolve) => {
      claimedFirst = resolve;
    });
    const first = database.db.transaction(async (tx) => {
      const claimed = await claimDueMails(tx, now, 2);
      claimedFirst();
      await new Promise<void>((resolve) => {
        finishSending = resolve;
      });
      return claimed;
    });
    await firstHasClaimed;
    const second = claimDueMails(database.db, now);
    const secondWhileFirstSends = await answersOrWaits(database.db, second);
    finishSending();

    const [oldest, next, newest] = written.map((mail) => mail.id);
    expect((await first).map((mail) => mail.id).sort()).toEqual([oldest, next].sort());
    expect((await second).map((mail) => mail.id)).toEqual([newest]);
    expect(secondWhileFirstSends, 'the second sender sends the other mails meanwhile').toBe('answered');
  });
});
