// Migrates and seeds the database in a process of its own, then exits; `npm start` runs it before the server (decision
// 275). Seeding draws and encodes the demo pictures, and on PGlite initdb and the seed grow a WebAssembly memory that
// never shrinks: here all of that goes away with the process, and the server opens the prepared folder afresh.
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/client.ts';
import { keepDataFolderPrivate } from '../db/dataFolder.ts';
import { migrateAndSeed } from './migrateAndSeed.ts';

const config = loadConfig();
// A first start creates the embedded database here: its folder is the shop user's alone before the first file is made,
// and what PGlite makes with modes of its own inside is closed again before the server starts.
keepDataFolderPrivate(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateAndSeed(database, config);
await database.close();
keepDataFolderPrivate(config);
