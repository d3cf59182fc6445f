// Starts the shop: read config, open and migrate the database, seed if empty, listen; drain on SIGTERM.

import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/client.ts';
import { keepDataFolderPrivate } from '../db/dataFolder.ts';
import { buildApp } from './app.ts';
import { migrateAndSeed } from './migrateAndSeed.ts';
import { logOpening } from './openingLog.ts';
import { closeGracefullyOnSignals } from './shutdown.ts';
import { checkBeforeServing } from './startChecks.ts';

const config = loadConfig();
keepDataFolderPrivate(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// `npm start` has migrated and seeded in a process of its own (prepare.ts); started any other way, the server does it.
await migrateAndSeed(database, config);
await checkBeforeServing(database, config);
const app = await buildApp(config, database);

closeGracefullyOnSignals(app, database);

await app.listen({ port: config.port, host: config.host });
await logOpening(app.log, database.db, config);
