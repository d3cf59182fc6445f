import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { secrets } from '../../db/schema.ts';
import { buildApp } from '../../start/app.ts';
import { makeUser, signIn } from '../../test/factories.ts';
import { servicesMissing } from '../../test/requiredServices.ts';
import { testConfig } from '../../test/testApp.ts';
import { createEmptyPostgresDatabase, postgresServerUrl } from '../../test/testDatabase.ts';
import { SECRET_FILE_NAME } from './signingSecret.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The shop started without JWT_SECRET, keeping its files in `dataDir`. */
async function startShop(database: Database, dataDir = '') {
  const app = await buildApp(testConfig({ jwtSecret: undefined, dataDir }), database);
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

const sessionsOf = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie } });

const postgresMissing = await servicesMissing(['postgres']);

describe('without JWT_SECRET, the session signing secret', () => {
  it("is made on the embedded database's first start, kept in DATA_DIR for its owner only, and survives a restart", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'atelier-secret-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // Embedded whatever TEST_DATABASE_URL says: this is about the file beside PGlite.
    const database = await openDatabase({ dataDir: 'memory://' });
    cleanups.push(() => database.close());
    await migrate(database);

    const before = await startShop(database, dataDir);
    const cookie = await signIn(before, (await makeUser(database.db)).email);
    await before.close();
    const after = await startShop(database, dataDir);

    expect((await sessionsOf(after, cookie)).statusCode).toBe(200);
    expect((await stat(join(dataDir, SECRET_FILE_NAME))).mode & 0o777).toBe(0o600);
  });

  it.skipIf(postgresMissing)('is shared by two instances starting together on one PostgreSQL', async () => {
    const server = await createEmptyPostgresDatabase(postgresServerUrl());
    cleanups.push(() => server.drop());
    const [first, second] = await Promise.all([
      openDatabase({ databaseUrl: server.url, dataDir: '' }),
      openDatabase({ databaseUrl: server.url, dataDir: '' }),
    ]);
    for (const database of [first, second]) if (database) cleanups.push(() => database.close());
    if (!first || !second) throw new Error('both instances open the database');
    await migrate(first);

    const [one, two] = await Promise.all([startShop(first), startShop(second)]);
    const cookie = await signIn(one, (await makeUser(first.db)).email);

    expect((await sessionsOf(two, cookie)).statusCode).toBe(200);
    expect(await first.db.select().from(secrets)).toHaveLength(1);
  });
});
