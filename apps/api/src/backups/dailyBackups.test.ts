// The embedded database backs itself up once a day and keeps the newest backups only. The database is left empty:
// when a backup is due and how many are kept do not depend on what it holds, and an empty one is quick to write.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { backUpIfDue, listBackups } from './dailyBackups.ts';

const folder = mkdtempSync(join(tmpdir(), 'atelier-daily-backups-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('daily backups of the embedded database', () => {
  it('backs itself up once a day and keeps the newest ones only', async () => {
    const database = await openDatabase({ dataDir: join(folder, 'daily') });
    const backups = join(folder, 'daily-backups');
    try {
      const day = 24 * 60 * 60_000;
      const now = Date.now();
      expect(await backUpIfDue(database, backups, 1, new Date(now))).not.toBeNull();
      expect(await backUpIfDue(database, backups, 1, new Date(now + 60_000))).toBeNull();
      expect(await backUpIfDue(database, backups, 1, new Date(now + day + 60_000))).not.toBeNull();
      const kept = listBackups(backups);
      expect(kept).toHaveLength(1);
      expect(kept[0]).toContain(new Date(now + day + 60_000).toISOString().slice(0, 10));
    } finally {
      await database.close();
    }
    // Opening the embedded database and writing two backups take ~9 s on an idle machine: a loaded one may need more.
  }, 55_000);
});
