// Backing up a PostgreSQL shop with pg_dump and restoring it with pg_restore (the embedded database's: backups.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { everyRow, shopWithData } from '../test/backupShop.ts';
import { servicesMissing } from '../test/requiredServices.ts';
import { createEmptyPostgresDatabase, postgresServerUrl } from '../test/testDatabase.ts';
import { backupPostgres, restorePostgres } from './postgres.ts';

const folder = mkdtempSync(join(tmpdir(), 'atelier-pg-backups-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.skipIf(await servicesMissing(['postgres']))('backing up a PostgreSQL shop', () => {
  it('restores every row and image with pg_dump and pg_restore, and refuses a database that is not empty', async () => {
    const source = await createEmptyPostgresDatabase(postgresServerUrl());
    const target = await createEmptyPostgresDatabase(postgresServerUrl());
    const file = join(folder, 'shop.dump');
    const database = await openDatabase({ databaseUrl: source.url, dataDir: '' });
    let restored: Database | undefined;
    try {
      const app = await shopWithData(database);
      const [listing] = await Promise.all([
        app.inject({ method: 'GET', url: '/api/products' }),
        backupPostgres(source.url, file),
      ]);
      expect(listing.statusCode).toBe(200);
      await app.close();

      await restorePostgres(file, target.url, false);
      await expect(restorePostgres(file, target.url, false)).rejects.toThrow(/--force/);
      await restorePostgres(file, target.url, true);
      restored = await openDatabase({ databaseUrl: target.url, dataDir: '' });
      const original = await everyRow(database);
      expect(original['public.images']).toHaveLength(1);
      expect(await everyRow(restored)).toEqual(original);
    } finally {
      await restored?.close();
      await database.close();
      await source.drop();
      await target.drop();
    }
  });
});
