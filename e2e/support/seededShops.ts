// Vitest's global setup for the browser tests: the demo shop and a new shop (its admin alone) are migrated and seeded
// once per run, before any spec file starts, and written to files; every shop a test starts opens a copy of one
// (`startShop`). No test's hook waits for a seeding, which took over a minute and a half on a busy machine (decision 565).
// With TEST_DATABASE_URL, the shops are databases on that PostgreSQL server instead, each test's a copy of a seeded
// template (`create database … template`).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../apps/api/src/config/config.ts';
import { type Database, openDatabase } from '../../apps/api/src/db/client.ts';
import { seed } from '../../apps/api/src/demo/index.ts';
import { migratedPgliteSnapshot, migratedPostgresTemplate } from '../../apps/api/src/test/migratedTemplates.ts';

export interface SeededShopFiles {
  /** The demo shop's data directory: catalogue, customers, orders. */
  demo: string;
  /** A new shop's: no catalogue, no customers, no orders yet. */
  newShop: string;
}

/** The names of the two seeded databases on TEST_DATABASE_URL's server, for each shop to be a copy of. */
export interface SeededShopTemplates {
  demo: string;
  newShop: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededShopFiles: SeededShopFiles;
    /** Null when the shops run on the embedded database. */
    seededShopTemplates: SeededShopTemplates | null;
  }
}

async function seeded(database: Database, seedDemo: boolean): Promise<void> {
  await seed(database.db, { ...loadConfig({ NODE_ENV: 'test' }), seedDemo });
}

async function seededFrom(migrated: Blob, seedDemo: boolean): Promise<Buffer> {
  const database = await openDatabase({ dataDir: 'memory://', pgliteSnapshot: migrated });
  try {
    await seeded(database, seedDemo);
    if (!database.snapshot) throw new Error('PGlite gave no snapshot of its data directory');
    return Buffer.from(await (await database.snapshot()).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** The two shops as templates on the PostgreSQL server at `serverUrl`: no file is written. */
async function seedPostgresTemplates(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const seededWith = (seedDemo: boolean) => migratedPostgresTemplate(serverUrl, (database) => seeded(database, seedDemo));
  const [demo, newShop] = await Promise.all([seededWith(true), seededWith(false)]);
  project.provide('seededShopTemplates', { demo: demo.name, newShop: newShop.name });
  return async () => {
    await Promise.all([demo.drop(), newShop.drop()]);
  };
}

/** The two shops as files holding an embedded database's data directory. */
async function seedPgliteFiles(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'atelier-e2e-'));
  const files: SeededShopFiles = { demo: join(folder, 'demo-shop.tar'), newShop: join(folder, 'new-shop.tar') };
  const migrated = await migratedPgliteSnapshot();
  await writeFile(files.demo, await seededFrom(migrated, true));
  await writeFile(files.newShop, await seededFrom(migrated, false));
  project.provide('seededShopFiles', files);
  project.provide('seededShopTemplates', null);
  return () => rm(folder, { recursive: true, force: true });
}

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? seedPostgresTemplates(project, serverUrl) : seedPgliteFiles(project);
}
