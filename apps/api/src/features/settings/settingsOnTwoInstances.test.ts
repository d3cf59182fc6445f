// Two instances of the shop, each with its own connections to one PostgreSQL database: each holds the settings in
// memory, reading the row once, and a save through one is in the next answer of the other within a second
// (decision 580).
import type { ClientConfig } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { buildApp } from '../../start/app.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { servicesMissing } from '../../test/requiredServices.ts';
import { testConfig } from '../../test/testApp.ts';
import { createEmptyPostgresDatabase, postgresServerUrl } from '../../test/testDatabase.ts';

const missing = await servicesMissing(['postgres']);

const PARIS = {
  shop: {
    name: 'Maison Lune',
    tagline: '',
    email: 'hello@maison-lune.example',
    phone: '',
    address: { line1: '3 Rue Mercière', city: 'Paris', postalCode: '75002', country: 'FR' },
    hours: [],
    social: [],
  },
  announcement: { text: '', active: false },
  hero: { title: 'Made to last', text: '', buttonLabel: 'Shop now', buttonLink: '/shop' },
};

describe.skipIf(missing)('the settings held by two instances', () => {
  const databases: Database[] = [];
  const instances: FastifyInstance[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const empty = await createEmptyPostgresDatabase(postgresServerUrl());
    drop = empty.drop;
    for (const _ of ['a', 'b']) {
      const database = await openDatabase({ databaseUrl: empty.url, dataDir: '' });
      if (databases.length === 0) await migrate(database);
      databases.push(database);
      const app = await buildApp(testConfig(), database);
      await app.ready();
      instances.push(app);
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await drop?.();
  });

  const configOf = async (app: FastifyInstance) => (await app.inject({ url: '/api/config' })).json<ClientConfig>();

  /** The statements `database` runs that read the settings row while `ask` runs. */
  async function settingsReads(database: Database, ask: () => Promise<unknown>): Promise<number> {
    let reads = 0;
    database.statementLog.listener = (statement) => {
      if (/from "settings"/.test(statement)) reads += 1;
    };
    try {
      await ask();
    } finally {
      database.statementLog.listener = null;
    }
    return reads;
  }

  it('read the settings row once, then answer from memory until it changes', async () => {
    const [, b] = instances as [FastifyInstance, FastifyInstance];
    const database = databases[1] as Database;
    await configOf(b);
    // The config, and listings read from the database (each with its own price bound), whose prices are in the currency.
    const listing = (maxPrice: number) => b.inject({ url: `/api/products?category=dress&maxPrice=${maxPrice}` });
    const asked = () => Promise.all([configOf(b), configOf(b), listing(301), listing(302)]);
    expect(await settingsReads(database, asked)).toBe(0);
  });

  it('show a save made through one in the other’s next answers within a second', async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const admin = await makeSignedInUser(a, (databases[0] as Database).db, 'admin');
    expect(await configOf(b)).toMatchObject({ currency: 'USD', pricesIncludeTax: false });

    const saved = await a.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: { ...PARIS, currency: 'EUR', pricesIncludeTax: true },
      headers: { cookie: admin.cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await configOf(a)).toMatchObject({ currency: 'EUR', pricesIncludeTax: true });
    await expect
      .poll(async () => configOf(b), { timeout: 1_000, interval: 20 })
      .toMatchObject({ currency: 'EUR', pricesIncludeTax: true });
  });
});
