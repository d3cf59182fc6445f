import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { orders } from '../../db/schema.ts';
import { createEmptyPostgresDatabase } from '../../test/testDatabase.ts';

const NUMBERING_MIGRATION = '0017_orders_numbered_for_people';

/** A copy of the migrations that stops before order numbers, as a shop that ran an older version has them. */
function migrationsBeforeNumbers(): string {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === NUMBERING_MIGRATION);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory://' });
  const { url, drop } = await createEmptyPostgresDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

async function migrateWith(database: Database, folder: string) {
  // biome-ignore lint/suspicious/noExplicitAny: both migrators accept any drizzle pg database
  const db = database.db as any;
  if (database.kind === 'pglite') await migratePglite(db, { migrationsFolder: folder });
  else await migratePg(db, { migrationsFolder: folder });
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('numbers of the orders placed before the shop gave numbers', () => {
  it('are given oldest first from 1001, and the next order placed takes the number after the last', async () => {
    const database = await emptyDatabase();
    const olderFolder = migrationsBeforeNumbers();
    cleanups.push(
      () => database.close(),
      () => rmSync(olderFolder, { recursive: true, force: true }),
    );
    await migrateWith(database, olderFolder);
    // Written newest first, so the numbers can only follow the dates they were placed on.
    for (const [orderId, placed] of [
      ['pi_march', '2026-03-01T00:00:00Z'],
      ['pi_january', '2026-01-01T00:00:00Z'],
      ['pi_february', '2026-02-01T00:00:00Z'],
    ]) {
      await database.db.execute(
        sql`insert into orders (order_id, email, amount_cents, created_at) values (${orderId}, 'old@example.com', 1000, ${placed}::timestamptz)`,
      );
    }

    await migrateWith(database, migrationsFolder);
    await database.db.insert(orders).values({ orderId: 'pi_new', email: 'new@example.com', amountCents: 500 });

    const numbered = await database.db
      .select({ orderId: orders.orderId, number: orders.number })
      .from(orders)
      .orderBy(asc(orders.number));
    expect(numbered).toEqual([
      { orderId: 'pi_january', number: 1001 },
      { orderId: 'pi_february', number: 1002 },
      { orderId: 'pi_march', number: 1003 },
      { orderId: 'pi_new', number: 1004 },
    ]);
  });
});
