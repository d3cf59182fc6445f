import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { servicesMissing } from '../test/requiredServices.ts';
import { createEmptyPostgresDatabase, postgresServerUrl } from '../test/testDatabase.ts';
import { type Db, openDatabase, withSetting } from './client.ts';
import { preparedOnce } from './preparedOnce.ts';

describe.skipIf(await servicesMissing(['postgres']))('statements prepared once on PostgreSQL', () => {
  // What the connection a statement runs on says of its plans: PostgreSQL plans a statement with parameters again for
  // each set of values unless told to plan it once.
  const planModeOf = (on: Db) =>
    on.select({ mode: sql<string>`current_setting('plan_cache_mode')` }).from(sql`(values (1)) as one (n)`);
  const probe = (on: Db, name: string) => planModeOf(on).prepare(name);

  it('are planned once for any values, while every other statement keeps a plan made for its own', async () => {
    const { url, drop } = await createEmptyPostgresDatabase(postgresServerUrl());
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    try {
      const [prepared] = await preparedOnce(database.db, 'plan_mode_probe', probe).execute();
      expect(prepared?.mode).toBe('force_generic_plan');
      const [other] = await planModeOf(database.db);
      expect(other?.mode).toBe('auto');
    } finally {
      await database.close();
      await drop();
    }
  });

  it('keep the settings the database address already gives its connections', () => {
    const address = withSetting(
      'postgres://shop@db.internal/atelier?sslmode=require&options=-c%20statement_timeout%3D5000',
      'plan_cache_mode=force_generic_plan',
    );
    const params = new URL(address).searchParams;
    expect(params.get('sslmode')).toBe('require');
    expect(params.get('options')).toBe('-c statement_timeout=5000 -c plan_cache_mode=force_generic_plan');
  });
});
