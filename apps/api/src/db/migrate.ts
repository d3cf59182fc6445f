// Applies the checked-in SQL migrations (drizzle/), the same files on PGlite and PostgreSQL.
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migrate(database: Database): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: both migrators accept any drizzle pg database
  const db = database.db as any;
  if (database.kind === 'pglite') await migratePglite(db, { migrationsFolder });
  else await migratePg(db, { migrationsFolder });
}
