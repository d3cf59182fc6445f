// Backups of the embedded database: its data folder as a gzipped tar, taken between two statements while the shop
// serves (what PGlite's own `clone` does), and loaded back into an empty folder.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client.ts';
import { tarWithout } from './tarWithout.ts';

/** The folder inside DATA_DIR that holds the shop's own backups; never part of a backup itself. */
export const BACKUPS_FOLDER = 'backups';

/** Writes a backup of the running embedded database to `file` (whole or not at all: written aside, then renamed). */
export async function backupPglite(database: Database, file: string): Promise<void> {
  if (!database.snapshot) throw new Error('Only the embedded database is backed up this way');
  // A checkpoint first, so a restored copy starts without replaying the write-ahead log.
  await database.db.execute('checkpoint');
  const tar = new Uint8Array(await (await database.snapshot()).arrayBuffer());
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, gzipSync(tarWithout(tar, BACKUPS_FOLDER)), { mode: 0o600 });
  await rename(partial, file);
}

/** What the folder holds besides the backups folder, which a restore leaves alone. */
export function dataFolderContents(dataDir: string): string[] {
  try {
    return readdirSync(dataDir).filter((name) => name !== BACKUPS_FOLDER);
  } catch {
    return [];
  }
}

/** Loads a backup into `dataDir`; with `replace`, whatever the folder held is deleted first (its backups stay). */
export async function restorePglite(file: string, dataDir: string, replace: boolean): Promise<void> {
  const existing = dataFolderContents(dataDir);
  if (existing.length > 0 && !replace) {
    throw new Error(`${dataDir} already holds a shop's data; restoring over it needs --force (npm run restore -- FILE --force)`);
  }
  const tar = gunzipSync(await readFile(file));
  for (const name of existing) rmSync(join(dataDir, name), { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { loadDataDir: new Blob([tar]) });
  await client.query('select 1');
  await client.close();
}
