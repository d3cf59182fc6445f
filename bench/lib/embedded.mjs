// The embedded database (PGlite) in a folder of its own, grown with the same inserts as the PostgreSQL one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { addOrders, growCatalog } from './database.mjs';

export function temporaryDataDir(purpose) {
  const dataDir = mkdtempSync(join(tmpdir(), `atelier-bench-${purpose}-`));
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Grows the catalog and order history of a data directory the shop has migrated; the shop must be stopped. */
export async function growEmbedded(dataDir, products, orders) {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  try {
    await growCatalog(client, products);
    await addOrders(client, orders);
  } finally {
    await client.close();
  }
}
