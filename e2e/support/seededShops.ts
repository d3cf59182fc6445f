// Vitest's global setup for the browser tests: the demo shop and a new shop (its admin alone) are migrated and seeded
// once per run, before any spec file starts, and written to files; every shop a test starts opens a copy of one
// (`startShop`). No test's hook waits for a seeding, which took over a minute and a half on a busy machine (decision 565).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../apps/api/src/config/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seed } from '../../apps/api/src/demo/index.ts';
import { migratedPgliteSnapshot } from '../../apps/api/src/test/migratedTemplates.ts';

export interface SeededShopFiles {
  /** The demo shop's data directory: catalogue, customers, orders. */
  demo: string;
  /** A new shop's: no catalogue, no customers, no orders yet. */
  newShop: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededShopFiles: SeededShopFiles;
  }
}

async function seededFrom(migrated: Blob, seedDemo: boolean): Promise<Buffer> {
  const database = await openDatabase({ dataDir: 'memory://', pgliteSnapshot: migrated });
  try {
    await seed(database.db, { ...loadConfig({ NODE_ENV: 'test' }), seedDemo });
    if (!database.snapshot) throw new Error('PGlite gave no snapshot of its data directory');
    return Buffer.from(await (await database.snapshot()).arrayBuffer());
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'atelier-e2e-'));
  const files: SeededShopFiles = { demo: join(folder, 'demo-shop.tar'), newShop: join(folder, 'new-shop.tar') };
  const migrated = await migratedPgliteSnapshot();
  await writeFile(files.demo, await seededFrom(migrated, true));
  await writeFile(files.newShop, await seededFrom(migrated, false));
  project.provide('seededShopFiles', files);
  return () => rm(folder, { recursive: true, force: true });
}
