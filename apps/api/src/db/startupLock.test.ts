import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seed } from '../demo/index.ts';
import { servicesMissing } from '../test/requiredServices.ts';
import { testConfig } from '../test/testApp.ts';
import { createEmptyPostgresDatabase, postgresServerUrl } from '../test/testDatabase.ts';
import { type Database, openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { users } from './schema.ts';

const opened: Database[] = [];
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await Promise.all(drops.map((drop) => drop()));
});

async function instancesOnOneEmptyDatabase(n: number): Promise<Database[]> {
  const { url, drop } = await createEmptyPostgresDatabase(postgresServerUrl());
  drops.push(drop);
  const databases = await Promise.all(Array.from({ length: n }, () => openDatabase({ databaseUrl: url, dataDir: '' })));
  opened.push(...databases);
  return databases;
}

describe.skipIf(await servicesMissing(['postgres']))('several instances starting at once on one PostgreSQL database', () => {
  it('migrate and seed one after the other: every start succeeds and the first admin exists once', async () => {
    const config = testConfig();
    const instances = await instancesOnOneEmptyDatabase(3);
    const starts = instances.map((database) =>
      database.exclusively(async () => {
        await migrate(database);
        await seed(database.db, config);
      }),
    );
    await expect(Promise.all(starts)).resolves.toHaveLength(3);
    const [first] = instances as [Database];
    const [admins] = await first.db.select({ n: count() }).from(users).where(eq(users.email, config.seedAdmin.email));
    expect(admins?.n).toBe(1);
  }, 120_000);

  it('let work wait while another instance holds the lock', async () => {
    const [first, second] = (await instancesOnOneEmptyDatabase(2)) as [Database, Database];
    const order: string[] = [];
    let release = () => {};
    const held = first.exclusively(async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      order.push('first ends');
    });
    while (order.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const waiting = second.exclusively(async () => {
      order.push('second runs');
    });
    // Give the second a fair chance to run out of turn before releasing the first.
    const pending = await Promise.race([waiting.then(() => 'ran'), first.ping().then(() => 'still waiting')]);
    release();
    await Promise.all([held, waiting]);
    expect(pending).toBe('still waiting');
    expect(order).toEqual(['first starts', 'first ends', 'second runs']);
  });
});
