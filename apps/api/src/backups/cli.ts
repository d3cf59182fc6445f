// `npm run backup [-- FILE]` and `npm run restore -- FILE [--force]`, for the embedded database and PostgreSQL alike.
import { copyFile, open } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/client.ts';
import { backUpNow, backupsFolderOf, listBackups, runningShopPid } from './dailyBackups.ts';
import { backupPglite, dataFolderContents, restorePglite } from './pglite.ts';
import { backupPostgres, restorePostgres } from './postgres.ts';

const ASKED_BACKUP_LIMIT_MS = 10 * 60_000;
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** The running shop owns its data folder, so it is asked to write the backup itself; answers the new file. */
async function askRunningShop(pid: number, folder: string): Promise<string> {
  const before = new Set(listBackups(folder));
  process.kill(pid, 'SIGUSR2');
  for (const deadline = Date.now() + ASKED_BACKUP_LIMIT_MS; Date.now() < deadline; await wait(250)) {
    const written = listBackups(folder).find((name) => !before.has(name));
    if (written) return join(folder, written);
  }
  throw new Error(`The shop (pid ${pid}) wrote no backup; see its log`);
}

async function backup(target: string | undefined): Promise<string> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const file = resolve(target ?? `atelier-${stamp()}.dump`);
    await backupPostgres(config.databaseUrl, file);
    return file;
  }
  const folder = backupsFolderOf(config.dataDir);
  const pid = runningShopPid(config.dataDir);
  if (pid !== null) {
    const written = await askRunningShop(pid, folder);
    if (!target) return written;
    await copyFile(written, resolve(target));
    return resolve(target);
  }
  if (dataFolderContents(config.dataDir).length === 0) throw new Error(`${config.dataDir} holds no shop to back up`);
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    if (!target) return await backUpNow(database, folder, Math.max(config.backupKeep, 1));
    await backupPglite(database, resolve(target));
    return resolve(target);
  } finally {
    await database.close();
  }
}

/** pg_dump's custom format starts with PGDMP; the embedded database's backup is gzip. */
async function backupKind(file: string): Promise<'postgres' | 'pglite'> {
  const handle = await open(file);
  try {
    const { buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (buffer.toString('latin1') === 'PGDMP') return 'postgres';
    if (buffer[0] === 0x1f && buffer[1] === 0x8b) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new Error(`${file} is not a backup of this shop`);
}

async function restore(file: string | undefined, replace: boolean): Promise<string> {
  if (!file) throw new Error('Which backup? npm run restore -- FILE [--force]');
  const config = loadConfig();
  const kind = await backupKind(file);
  if (config.databaseUrl) {
    if (kind !== 'postgres') throw new Error('This backup is of the embedded database: unset DATABASE_URL to restore it');
    await restorePostgres(file, config.databaseUrl, replace);
    return 'the database named by DATABASE_URL';
  }
  if (kind !== 'pglite') throw new Error('This backup is a pg_dump of PostgreSQL: set DATABASE_URL to restore it');
  const pid = runningShopPid(config.dataDir);
  if (pid !== null) throw new Error(`The shop (pid ${pid}) is using ${config.dataDir}: stop it before restoring`);
  await restorePglite(file, config.dataDir, replace);
  return config.dataDir;
}

const [command, ...rest] = process.argv.slice(2);
const args = rest.filter((arg) => arg !== '--force');
try {
  if (command === 'backup') console.log(`Backup written: ${await backup(args[0])}`);
  else if (command === 'restore') console.log(`Restored into ${await restore(args[0], rest.includes('--force'))}`);
  else throw new Error('Usage: cli.ts backup [FILE] | restore FILE [--force]');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
