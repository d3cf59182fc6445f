// What the server checks once its database is open, migrated and seeded, before it serves anyone.
import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { keepDataFolderPrivate } from '../db/dataFolder.ts';
import { refuseDemoLoginsInProduction } from '../features/auth/publishedLogins.ts';

export async function checkBeforeServing(database: Database, config: Config): Promise<void> {
  // Opening a new embedded database unpacks its first files with modes of their own.
  keepDataFolderPrivate(config);
  await refuseDemoLoginsInProduction(database.db, config);
}
