import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/testDatabase.ts';
import { ANNOUNCED_TABLES } from './tables.ts';

describe('the tables whose changes are announced', () => {
  it('each has the triggers that announce every change to it, and nothing else does', async () => {
    const database = await createTestDatabase();
    try {
      const result = (await database.db.execute(sql`
        select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid where p.proname = 'notify_table_changed'`)) as unknown as {
        rows: { table: string }[];
      };
      // Written rows, updated rows, and truncation.
      const triggers = result.rows.map((row) => row.table).sort();
      expect(triggers).toEqual([...ANNOUNCED_TABLES].sort().flatMap((table) => [table, table, table]));
    } finally {
      await database.close();
    }
  });
});
