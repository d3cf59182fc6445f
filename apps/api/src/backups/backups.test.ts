import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { storeImage } from '../features/uploads/service.ts';
import { buildApp } from '../start/app.ts';
import { makeOrder, makeProduct, makeSignedInUser } from '../test/factories.ts';
import { servicesMissing } from '../test/requiredServices.ts';
import { testConfig } from '../test/testApp.ts';
import { createEmptyPostgresDatabase, postgresServerUrl } from '../test/testDatabase.ts';
import { backUpIfDue, listBackups } from './dailyBackups.ts';
import { backupPglite, restorePglite } from './pglite.ts';
import { backupPostgres, restorePostgres } from './postgres.ts';

const folder = mkdtempSync(join(tmpdir(), 'atelier-backups-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Every row of every table (the shop's and the migrations' record), each table in a fixed order. */
async function everyRow(database: Database): Promise<Record<string, unknown[]>> {
  const query = async (text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await query(
    "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1",
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) rows[String(name)] = await query(`select * from ${name} as t order by t::text`);
  return rows;
}

/** Every row of the embedded database restored into `dataDir`. */
async function everyRowIn(dataDir: string): Promise<Record<string, unknown[]>> {
  const database = await openDatabase({ dataDir });
  try {
    return await everyRow(database);
  } finally {
    await database.close();
  }
}

/** A running shop with a customer signed in, an admin's product, an order and an uploaded photo. */
async function shopWithData(database: Database) {
  await migrate(database);
  const app = await buildApp(testConfig(), database);
  await app.ready();
  const { user: admin } = await makeSignedInUser(app, database.db, 'admin');
  await makeSignedInUser(app, database.db);
  const product = await makeProduct(database.db);
  await makeOrder(database.db, { lines: [{ productId: product.id, quantity: 2 }] });
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();
  await storeImage(database.db, photo, admin.id);
  return app;
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

  it('backs itself up once a day and keeps the newest ones only', async () => {
    const database = await openDatabase({ dataDir: join(folder, 'daily') });
    await migrate(database);
    const backups = join(folder, 'daily-backups');
    try {
      const day = 24 * 60 * 60_000;
      const now = Date.now();
      expect(await backUpIfDue(database, backups, 2, new Date(now))).not.toBeNull();
      expect(await backUpIfDue(database, backups, 2, new Date(now + 60_000))).toBeNull();
      await backUpIfDue(database, backups, 2, new Date(now + day + 60_000));
      await backUpIfDue(database, backups, 2, new Date(now + 2 * day + 120_000));
      const kept = listBackups(backups);
      expect(kept).toHaveLength(2);
      expect(kept[1]).toContain(new Date(now + 2 * day + 120_000).toISOString().slice(0, 10));
    } finally {
      await database.close();
    }
  });
});

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
