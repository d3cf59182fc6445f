import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** The entries under `root` whose modes let anyone but the shop's own user in. */
function openToOthers(root: string): [string, number][] {
  return Object.entries(modesUnder(root)).filter(([, mode]) => (mode & 0o077) !== 0);
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

  it('can be entered by the shop alone from the moment a new embedded database is made in it', async () => {
    process.umask(0);
    const dataDir = join(scratchFolder(), 'data');
    keepDataFolderPrivate({ databaseUrl: undefined, dataDir });
    const database = await openDatabase({ dataDir });
    try {
      // PGlite gives its files modes of its own (0666): nobody else reaches them while every folder is 0700.
      const folders = Object.entries(modesUnder(dataDir)).filter(([name]) => statSync(join(dataDir, name)).isDirectory());
      expect(folders.length).toBeGreaterThan(5);
      expect(folders.filter(([, mode]) => mode !== 0o700)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('is never open to others while npm start migrates it, before the server opens it', async () => {
    const dataDir = join(scratchFolder(), 'data');
    const prepare = fileURLToPath(new URL('../start/prepare.ts', import.meta.url));
    // npm start's first step runs in a process of its own, which takes this umask: 0 lets every file be made 0666.
    process.umask(0);
    const child = spawn(process.execPath, ['--import', 'tsx', prepare], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO: 'false' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const [exitCode] = await once(child, 'exit');
    expect(exitCode).toBe(0);
    expect(Object.keys(modesUnder(dataDir)).length).toBeGreaterThan(100);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);

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
