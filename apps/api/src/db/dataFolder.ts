// The embedded database's folder holds the whole shop, customers' accounts included: only the shop's own system user
// may read it, however permissive the umask it was started with.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/config.ts';

/**
 * From now on every file this process makes is 0600 and every folder 0700; a data folder made before (by an older
 * shop, a restore, a copy) is brought to the same modes. Call it before the database opens.
 */
export function keepDataFolderPrivate(config: Pick<Config, 'databaseUrl' | 'dataDir'>): void {
  process.umask(0o077);
  // On PostgreSQL DATA_DIR holds nothing of the shop's: a folder it names is not this shop's to change.
  if (config.databaseUrl || config.dataDir.startsWith('memory://')) return;
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  makePrivate(config.dataDir);
}

function makePrivate(path: string): void {
  const stats = lstatSync(path);
  // A link is followed by nobody here: what it points at is not the data folder's.
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    chmodSync(path, 0o700);
    for (const name of readdirSync(path)) makePrivate(join(path, name));
  } else {
    chmodSync(path, 0o600);
  }
}
