// Vitest's global setup (the whole run's, so both API projects share it): one migrated database made once per run,
// copied for each API test file.
// Opening PGlite from a copy of a migrated data directory takes about a third of opening a new one and migrating
// it; on PostgreSQL, `create database … template` copies the files instead of running every migration again.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createEmptyPostgresDatabase } from './testDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the data directory of a migrated in-memory PGlite (`dumpDataDir`). */
    migratedPgliteFile: string;
    /** A migrated database on TEST_DATABASE_URL's server, to be named as the template of each test database. */
    migratedPostgresTemplate: string | null;
  }
}

/** The data directory of a new in-memory PGlite with every migration applied (the browser tests' shops start from it too). */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    if (!database.snapshot) throw new Error('PGlite gave no snapshot of its data directory');
    return await database.snapshot();
  } finally {
    await database.close();
  }
}

/**
 * A migrated database on the server at `serverUrl`, then `prepared` (the browser tests seed their shops in it), with
 * nobody connected to it, as a template must be.
 */
export async function migratedPostgresTemplate(
  serverUrl: string,
  prepared: (database: Database) => Promise<void> = async () => {},
): Promise<{ name: string; drop(): Promise<void> }> {
  const { url, drop } = await createEmptyPostgresDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    await migrate(database);
    await prepared(database);
  } finally {
    await database.close();
  }
  return { name: new URL(url).pathname.slice(1), drop };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A run of the screen or domain tests alone opens no database.
  if (!project.vitest.projects.some((each) => each.name.startsWith('api'))) return async () => {};
  const folder = await mkdtemp(join(tmpdir(), 'atelier-tests-'));
  const pgliteFile = join(folder, 'migrated-pglite.tar');
  await writeFile(pgliteFile, Buffer.from(await (await migratedPgliteSnapshot()).arrayBuffer()));
  project.provide('migratedPgliteFile', pgliteFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? await migratedPostgresTemplate(serverUrl) : null;
  project.provide('migratedPostgresTemplate', template?.name ?? null);

  return async () => {
    await rm(folder, { recursive: true, force: true });
    await template?.drop();
  };
}
