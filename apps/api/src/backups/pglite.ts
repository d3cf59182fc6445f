// Backups of the embedded database: its data folder as a gzipped tar, copied between two statements while the shop
// serves, and loaded back into an empty folder.
import { createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client.ts';
import { copyFolder, tarOfFolder } from './folderTar.ts';

/** The folder inside DATA_DIR that holds the shop's own backups; never part of a backup itself. */
export const BACKUPS_FOLDER = 'backups';

/**
 * Writes a backup of the running embedded database to `file` (whole or not at all: written aside, then renamed). The
 * data folder is copied beside the file between two statements, then archived and compressed a file at a time while
 * the shop serves: memory stays flat however big the database (decision 180).
 */
export async function backupPglite(database: Database, file: string): Promise<void> {
  if (!database.withDataFolder) throw new Error('Only the embedded database in a folder is backed up this way');
  // A checkpoint first, so a restored copy starts without replaying the write-ahead log.
  await database.db.execute('checkpoint');
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const copy = `${file}.copy`;
  // What a backup stopped halfway (the process killed) left must not end up in this one.
  await rm(copy, { recursive: true, force: true });
  try {
    await database.withDataFolder(async (dataDir) => {
      const leftOut = new Set([resolve(dataDir, BACKUPS_FOLDER), resolve(copy)]);
      await copyFolder(dataDir, copy, (path) => leftOut.has(resolve(path)));
    });
    await pipeline(tarOfFolder(copy), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } finally {
    await rm(copy, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
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
