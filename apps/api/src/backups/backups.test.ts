// Backing up the embedded database and restoring it (daily backups: dailyBackups.test.ts; PostgreSQL's: postgresBackups.test.ts).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { everyRow, shopWithData } from '../test/backupShop.ts';
import { makeProduct } from '../test/factories.ts';
import { backupPglite, restorePglite } from './pglite.ts';

const folder = mkdtempSync(join(tmpdir(), 'atelier-backups-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Every row of the embedded database restored into `dataDir`. */
async function everyRowIn(dataDir: string): Promise<Record<string, unknown[]>> {
  const database = await openDatabase({ dataDir });
  try {
    return await everyRow(database);
  } finally {
    await database.close();
  }
}

describe('backing up the embedded database', () => {
  const dataDir = join(folder, 'shop');
  const file = join(folder, 'shop.tar.gz');
  let original: Record<string, unknown[]>;

  it('restores every row and image of a running shop into a fresh folder', async () => {
    const database = await openDatabase({ dataDir });
    const app = await shopWithData(database);
    try {
      mkdirSync(join(dataDir, 'backups'), { recursive: true });
      writeFileSync(join(dataDir, 'backups', 'atelier-older.tar.gz'), 'an earlier backup');
      // What a backup killed halfway left beside its file.
      mkdirSync(`${file}.copy`, { recursive: true });
      writeFileSync(join(`${file}.copy`, 'left-over'), 'from a backup stopped halfway');
      // The shop keeps answering while the backup is taken.
      const [listing] = await Promise.all([app.inject({ method: 'GET', url: '/api/products' }), backupPglite(database, file)]);
      expect(listing.statusCode).toBe(200);
      original = await everyRow(database);
    } finally {
      await app.close();
      await database.close();
    }
    expect(original['public.images']).toHaveLength(1);
    expect(original['public.orders']).toHaveLength(1);

    const restoredDir = join(folder, 'restored');
    await restorePglite(file, restoredDir, false);
    expect(await everyRowIn(restoredDir)).toEqual(original);
    // Earlier backups are not copied into each new one.
    expect(readdirSync(restoredDir)).not.toContain('backups');
    expect(readdirSync(restoredDir)).not.toContain('left-over');
    // Two embedded databases opened, one seeded: about 20 s on a busy two-core machine.
  }, 90_000);

  it('refuses to restore over a folder that holds a shop, and replaces it when told to', async () => {
    const target = join(folder, 'in-use');
    await restorePglite(file, target, false);
    const changed = await openDatabase({ dataDir: target });
    await makeProduct(changed.db);
    await changed.close();

    await expect(restorePglite(file, target, false)).rejects.toThrow(/--force/);
    await restorePglite(file, target, true);
    expect(await everyRowIn(target)).toEqual(original);
  });
});
