import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { documents } from '../db/schema.ts';
import { buildApp } from '../start/app.ts';
import { makeProduct } from './factories.ts';
import { manyShoppersConfig, payAtOnce } from './paidOrders.ts';
import { servicesMissing } from './requiredServices.ts';
import { testConfig } from './testApp.ts';
import { createTestDatabase, postgresServerUrl } from './testDatabase.ts';

const PAYMENTS = 50;

// Two instances of the shop, each with its own pool of connections to one PostgreSQL database, as in production: their
// payments' transactions really run side by side, and meet only at the invoice counter's row lock (decision 540).
describe.skipIf(await servicesMissing(['postgres']))('invoice numbers on two instances on PostgreSQL', () => {
  let database: Database;
  let second: Database;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(postgresServerUrl());
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(postgresServerUrl());
    url.pathname = `/${rows[0]?.name ?? ''}`;
    second = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    const config = testConfig(manyShoppersConfig());
    for (const db of [database, second]) {
      const app = await buildApp(config, db);
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await second?.close();
    await database?.close();
  });

  it(`give ${PAYMENTS} orders paid at once over both invoices 1 to ${PAYMENTS}, no gap, no duplicate`, async () => {
    const product = await makeProduct(database.db, { priceCents: 2_500, stock: 500 });

    await payAtOnce(apps, database.db, product.id, PAYMENTS);

    const year = new Date().getUTCFullYear();
    const issued = await database.db.select({ number: documents.number, kind: documents.kind }).from(documents);
    expect(issued.every((document) => document.kind === 'invoice')).toBe(true);
    expect(issued.map((document) => document.number).sort()).toEqual(
      Array.from({ length: PAYMENTS }, (_, i) => `INV-${year}-${String(i + 1).padStart(5, '0')}`),
    );
  });
});
