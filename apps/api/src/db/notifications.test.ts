import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesMissing } from '../test/requiredServices.ts';
import { createTestDatabase, postgresServerUrl } from '../test/testDatabase.ts';
import type { Database } from './client.ts';

/** What a listener of `channel` has been handed so far, and a promise of its next gap. */
async function listenTo(database: Database, channel: string) {
  const payloads: string[] = [];
  let gaps = 0;
  let gapSeen: () => void = () => {};
  const nextGap = () =>
    new Promise<void>((resolve) => {
      gapSeen = resolve;
    });
  const stop = await database.listen(
    channel,
    (payload) => payloads.push(payload),
    () => {
      gaps++;
      gapSeen();
    },
  );
  return { payloads, gaps: () => gaps, nextGap, stop };
}

const notify = (database: Database, channel: string, payload: string) =>
  database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

describe('notifications of the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('reach a listener of their channel once sent, and no listener of another', async () => {
    const products = await listenTo(database, 'products_changed');
    const orders = await listenTo(database, 'orders_changed');
    await notify(database, 'products_changed', 'jacket');
    await notify(database, 'products_changed', 'scarf');
    await database.caughtUp();
    expect(products.payloads).toEqual(['jacket', 'scarf']);
    expect(orders.payloads).toEqual([]);
    await Promise.all([products.stop(), orders.stop()]);
  });

  it('are never sent by a transaction that rolls back', async () => {
    const listener = await listenTo(database, 'rolled_back');
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('rolled_back', 'never')`);
        throw new Error('the order failed');
      })
      .catch(() => {});
    await notify(database, 'rolled_back', 'after');
    await database.caughtUp();
    expect(listener.payloads).toEqual(['after']);
    await listener.stop();
  });

  it('committed before catching up have all been handed over once caught up', async () => {
    const listener = await listenTo(database, 'caught_up');
    for (let round = 1; round <= 20; round++) {
      await notify(database, 'caught_up', `${round}`);
      await database.caughtUp();
      expect(listener.payloads.at(-1)).toBe(`${round}`);
    }
    await listener.stop();
  });

  it('stop reaching a listener once it stops listening', async () => {
    const stopped = await listenTo(database, 'stopped');
    const staying = await listenTo(database, 'stopped');
    await stopped.stop();
    await notify(database, 'stopped', 'late');
    await database.caughtUp();
    expect(stopped.payloads).toEqual([]);
    expect(staying.payloads).toEqual(['late']);
    await staying.stop();
  });
});

describe.skipIf(await servicesMissing(['postgres']))('notifications of PostgreSQL when the listening connection is lost', () => {
  it('tell the listener of the gap and reach it again once listening again', async () => {
    const database = await createTestDatabase(postgresServerUrl());
    try {
      const listener = await listenTo(database, 'restarted');
      const gap = listener.nextGap();
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query = 'listen "restarted"'`,
      );
      await gap;
      expect(listener.gaps()).toBe(1);
      await notify(database, 'restarted', 'back');
      await database.caughtUp();
      expect(listener.payloads).toEqual(['back']);
      await listener.stop();
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(await servicesMissing(['postgres']))('catching up on PostgreSQL', () => {
  it('hands over what many writes at once committed, asking one question at a time on the listening connection', async () => {
    const database = await createTestDatabase(postgresServerUrl());
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const listener = await listenTo(database, 'many_at_once');
      const writes = Array.from({ length: 20 }, (_, i) => `${i}`);
      await Promise.all(writes.map((payload) => notify(database, 'many_at_once', payload)));
      // Each write's answer waits for the instance to catch up, all at the same moment.
      await Promise.all(writes.map(() => database.caughtUp()));
      expect(listener.payloads.toSorted()).toEqual(writes.toSorted());
      await listener.stop();
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
      await database.close();
    }
    // The driver queues a query sent while another is under way, warns, and will refuse it in its next major version.
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });
});
