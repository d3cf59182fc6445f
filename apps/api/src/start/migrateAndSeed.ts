// Brings a database to the shop's schema and first-start data; every step is a no-op once done.
import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../demo/index.ts';

export async function migrateAndSeed(database: Database, config: Pick<Config, 'seedAdmin' | 'seedDemo'>): Promise<void> {
  await database.exclusively(async () => {
    await migrate(database);
    await seed(database.db, config);
  });
}
