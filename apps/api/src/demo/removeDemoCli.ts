// `npm run demo:remove`: deletes the demo shop's accounts and data (removeDemo.ts) from the database the shop is
// configured with, the embedded one in DATA_DIR or PostgreSQL at DATABASE_URL.
import { runningShopPid } from '../backups/dailyBackups.ts';
import { dataFolderContents } from '../backups/pglite.ts';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/client.ts';
import { keepDataFolderPrivate } from '../db/dataFolder.ts';
import { type DemoRemoval, removeDemo } from './removeDemo.ts';

function report(removed: DemoRemoval): string {
  const accounts = removed.accounts.length ? `the demo accounts ${removed.accounts.join(', ')}` : 'no demo account';
  const kept = removed.productsKept.length
    ? `; kept the demo products real orders bought: ${removed.productsKept.join(', ')}`
    : '';
  return `Removed ${accounts}, ${removed.orders} demo orders and ${removed.products} demo products${kept}.`;
}

async function removeFromConfiguredDatabase(): Promise<DemoRemoval> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    // The embedded database is one process's at a time.
    const pid = runningShopPid(config.dataDir);
    if (pid !== null) throw new Error(`The shop (pid ${pid}) is using ${config.dataDir}: stop it before removing the demo`);
    if (dataFolderContents(config.dataDir).length === 0) throw new Error(`${config.dataDir} holds no shop`);
    keepDataFolderPrivate(config);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await removeDemo(database.db);
  } finally {
    await database.close();
  }
}

try {
  console.log(report(await removeFromConfiguredDatabase()));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
