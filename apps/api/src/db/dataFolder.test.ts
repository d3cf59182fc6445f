import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBeforeServing } from '../start/startChecks.ts';
import { testConfig } from '../test/testApp.ts';
import { openDatabase } from './client.ts';
import { keepDataFolderPrivate } from './dataFolder.ts';
import { migrate } from './migrate.ts';

const startUmask = process.umask();
const folders: string[] = [];
afterEach(() => {
  process.umask(startUmask);
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function scratchFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-data-'));
  folders.push(folder);
  return folder;
}

/** Every file and folder under `root` with its permission bits, e.g. `{ 'base/1': 0o600 }`. */
function modesUnder(root: string): Record<string, number> {
  const modes: Record<string, number> = {};
  const walk = (path: string, name: string) => {
    const stats = statSync(path);
    modes[name] = stats.mode & 0o777;
    if (stats.isDirectory()) for (const child of readdirSync(path)) walk(join(path, child), `${name}/${child}`);
  };
  walk(root, '.');
  return modes;
}

describe('the embedded database folder', () => {
  it('is readable by the shop alone once the shop has started, files 0600 and folders 0700', async () => {
    process.umask(0);
    const config = testConfig({ databaseUrl: undefined, dataDir: join(scratchFolder(), 'data') });
    keepDataFolderPrivate(config);
    const database = await openDatabase({ dataDir: config.dataDir });
    await migrate(database);
    await checkBeforeServing(database, config);
    await database.close();
    const modes = Object.entries(modesUnder(config.dataDir));
    expect(modes.length).toBeGreaterThan(100);
    const open = modes.filter(([name, mode]) => mode !== (statSync(join(config.dataDir, name)).isDirectory() ? 0o700 : 0o600));
    expect(open).toEqual([]);
  });

  it('is made private again at start when an older shop left it open to everyone', () => {
    const dataDir = scratchFolder();
    mkdirSync(join(dataDir, 'base', '1'), { recursive: true });
    writeFileSync(join(dataDir, 'PG_VERSION'), '17');
    writeFileSync(join(dataDir, 'base', '1', '1259'), 'rows');
    for (const path of ['.', 'base', 'base/1']) chmodSync(join(dataDir, path), 0o777);
    for (const path of ['PG_VERSION', 'base/1/1259']) chmodSync(join(dataDir, path), 0o666);

    keepDataFolderPrivate({ databaseUrl: undefined, dataDir });
    expect(modesUnder(dataDir)).toEqual({
      '.': 0o700,
      './PG_VERSION': 0o600,
      './base': 0o700,
      './base/1': 0o700,
      './base/1/1259': 0o600,
    });
  });
});
