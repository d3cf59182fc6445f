// Starts the shop: read config, open and migrate the database, seed if empty, listen; drain on SIGTERM.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';
import { growHeapByHalfAtMost } from './heapGrowth.ts';
import { closeGracefullyOnSignals } from './shutdown.ts';
import { collectStartupGarbage } from './startupGarbage.ts';

growHeapByHalfAtMost();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.exclusively(async () => {
  await migrate(database);
  await seed(database.db, config);
});
const app = await buildApp(config, database);

closeGracefullyOnSignals(app, database);
collectStartupGarbage();

await app.listen({ port: config.port, host: config.host });
app.log.info(`Atelier is open at ${config.publicUrl}`);
