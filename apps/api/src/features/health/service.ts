// Whether this instance can serve: the database answers and has every migration this code was shipped with.
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';

/** When the newest migration shipped with the code was written; drizzle records the same time once it is applied. */
const newestMigrationMillis = Math.max(...readMigrationFiles({ migrationsFolder }).map((file) => file.folderMillis));

async function newestMigrationApplied(database: Database): Promise<boolean> {
  const [row] = await database.db
    .select({ newest: sql<string | number | null>`max(created_at)` })
    .from(sql`drizzle.__drizzle_migrations`);
  const newest = row?.newest;
  return newest != null && Number(newest) >= newestMigrationMillis;
}

/** Answers false rather than failing: an unreachable database or a missing migrations table means not ready. */
export async function isReady(database: Database): Promise<boolean> {
  return newestMigrationApplied(database).catch(() => false);
}
