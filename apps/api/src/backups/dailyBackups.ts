// The embedded shop backs itself up into DATA_DIR/backups once a day, keeping the newest BACKUP_KEEP, and at once
// when `npm run backup` asks it to (SIGUSR2: the data folder belongs to the one process that opened it).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { BACKUPS_FOLDER, backupPglite } from './pglite.ts';

const DAY_MS = 24 * 60 * 60_000;
const CHECK_EVERY_MS = 60 * 60_000;
/** Not while the shop is still warming up, but soon enough that a shop restarted daily still backs up. */
const FIRST_CHECK_AFTER_MS = 60_000;
const BACKUP_NAME = /^atelier-[\dTZ-]+\.tar\.gz$/;
/** Where the serving process writes its pid, for `npm run backup` to ask it for a backup. */
export const SHOP_PID_FILE = 'shop.pid';

export const backupsFolderOf = (dataDir: string) => join(dataDir, BACKUPS_FOLDER);

/** The pid of the shop serving from this data folder, or null when none is running. */
export function runningShopPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(backupsFolderOf(dataDir), SHOP_PID_FILE), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** The backups in the folder, oldest first (their names sort by the time they were taken). */
export function listBackups(folder: string): string[] {
  try {
    return readdirSync(folder)
      .filter((name) => BACKUP_NAME.test(name))
      .sort();
  } catch {
    return [];
  }
}

/** Writes a backup named by the time now, then deletes the oldest beyond `keep`; answers its path. */
export async function backUpNow(database: Database, folder: string, keep: number, now = new Date()): Promise<string> {
  const file = join(folder, `atelier-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  await backupPglite(database, file);
  const backups = listBackups(folder);
  for (const old of backups.slice(0, Math.max(0, backups.length - keep))) rmSync(join(folder, old));
  return file;
}

/** A backup unless one was written in the last day; answers its path, or null when none was due. */
export async function backUpIfDue(database: Database, folder: string, keep: number, now = new Date()): Promise<string | null> {
  const newest = listBackups(folder).at(-1);
  if (newest && now.getTime() - statSync(join(folder, newest)).mtimeMs < DAY_MS) return null;
  return backUpNow(database, folder, keep, now);
}

export default fp(async function dailyBackupsPlugin(app: FastifyInstance) {
  const { dataDir, backupKeep } = app.config;
  if (app.database.kind !== 'pglite' || dataDir.startsWith('memory://') || backupKeep === 0) return;
  const folder = backupsFolderOf(dataDir);
  let running: Promise<unknown> = Promise.resolve();
  const backUp = (write: () => Promise<string | null>) => {
    running = running.then(write).then(
      (file) => file && app.log.info({ file }, 'backup written'),
      (err: unknown) => app.log.error({ err }, 'backup failed'),
    );
  };
  const whenDue = () => backUp(() => backUpIfDue(app.database, folder, backupKeep));
  const onRequest = () => backUp(() => backUpNow(app.database, folder, backupKeep));
  const timers: NodeJS.Timeout[] = [];
  // Only a shop that serves backs itself up: tools and tests that build the app without listening do not.
  app.addHook('onListen', async () => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, SHOP_PID_FILE), String(process.pid));
    process.on('SIGUSR2', onRequest);
    timers.push(setTimeout(whenDue, FIRST_CHECK_AFTER_MS).unref(), setInterval(whenDue, CHECK_EVERY_MS).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    process.off('SIGUSR2', onRequest);
    rmSync(join(folder, SHOP_PID_FILE), { force: true });
    await running;
  });
});
