// Starts the whole shop (API + built web app) on a free port with its own fresh, seeded in-memory database: the demo
// shop, or a new shop with its admin alone (`{ demo: false }`: no catalogue, no customers, no orders yet).
// Each opens a copy of the database the run seeded once for its kind (`seededShops.ts`, the global setup): in memory, or
// a database of its own on TEST_DATABASE_URL's PostgreSQL server, dropped when the shop closes.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { inject } from 'vitest';
import { loadConfig } from '../../apps/api/src/config/config.ts';
import { type Database, openDatabase } from '../../apps/api/src/db/client.ts';
import { buildApp } from '../../apps/api/src/start/app.ts';
import { openPostgresCopy } from '../../apps/api/src/test/testDatabase.ts';

export const ADMIN = { email: 'admin@atelier.test', password: 'atelier-admin' };
export const CUSTOMER = { email: 'customer@atelier.test', password: 'atelier-customer' };

export interface Shop {
  url: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const seededSnapshots = new Map<boolean, Promise<Blob>>();

/** The seeded database of its kind, read once per worker (the spec files of a worker share this module). */
function seededSnapshot(demo: boolean): Promise<Blob> {
  const known = seededSnapshots.get(demo);
  if (known) return known;
  const { demo: demoShop, newShop } = inject('seededShopFiles');
  const read = readFile(demo ? demoShop : newShop).then((bytes) => new Blob([bytes]));
  seededSnapshots.set(demo, read);
  return read;
}

/** A copy of the seeded database of its kind. */
async function seededDatabase(demo: boolean): Promise<Database> {
  const templates = inject('seededShopTemplates');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!templates || !serverUrl) return openDatabase({ dataDir: 'memory://', pgliteSnapshot: await seededSnapshot(demo) });
  return openPostgresCopy(serverUrl, demo ? templates.demo : templates.newShop);
}

export async function startShop(env: Record<string, string> = {}, { demo = true } = {}): Promise<Shop> {
  const [port, database] = await Promise.all([freePort(), seededDatabase(demo)]);
  const url = `http://127.0.0.1:${port}`;
  // A secret of its own, so a test shop writes no secret file into ./data.
  const jwtSecret = randomBytes(32).toString('base64url');
  const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), PUBLIC_URL: url, JWT_SECRET: jwtSecret, ...env });
  const app = await buildApp(config, database);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
