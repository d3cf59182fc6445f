// Starts the shop: read config, open and migrate the database, seed if empty, listen; drain on SIGTERM.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.exclusively(async () => {
  await migrate(database);
  await seed(database.db, config);
});
const app = await buildApp(config, database);

// Long enough for any normal request to finish; a request stuck longer must not keep the old instance alive.
const DRAIN_LIMIT_MS = 15_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining requests in flight');
  setTimeout(() => {
    app.log.error('requests still in flight after the drain limit: exiting anyway');
    process.exit(1);
  }, DRAIN_LIMIT_MS).unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Atelier is open at ${config.publicUrl}`);
