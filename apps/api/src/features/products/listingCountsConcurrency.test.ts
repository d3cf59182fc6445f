// Admins moving products between price buckets at the same time must not fail each other: the kept counts
// (decision 200) are changed by one such transaction at a time. PostgreSQL only: PGlite has a single connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { productCounts, products } from '../../db/schema.ts';
import { servicesMissing } from '../../test/requiredServices.ts';
import { createEmptyPostgresDatabase, postgresServerUrl } from '../../test/testDatabase.ts';

const ADMINS = 8;
const MOVES_EACH = 12;
// In the $10–19.99 and $20–29.99 buckets, every product moves up or down between them.
const LOW_CENTS = 1_500;
const HIGH_CENTS = 2_500;

describe.skipIf(await servicesMissing(['postgres']))('kept counts under concurrent price changes', () => {
  let database: Database;
  let url: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ url, drop } = await createEmptyPostgresDatabase(postgresServerUrl()));
    database = await openDatabase({ databaseUrl: url, dataDir: '' });
    await migrate(database);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('lets admins move products between the same buckets in opposite directions, with none failing', async () => {
    const rows = Array.from({ length: ADMINS }, (_, i) => ({
      name: `Slip dress ${i}`,
      category: 'dress',
      color: 'red',
      description: 'Bias cut.',
      priceCents: i % 2 === 0 ? LOW_CENTS : HIGH_CENTS,
    }));
    const created = await database.db.insert(products).values(rows).returning({ id: products.id });
    const failures: string[] = [];
    await Promise.all(
      created.map(async ({ id }, i) => {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        // A deadlock is found after this long instead of PostgreSQL's one second.
        await admin.query(`set deadlock_timeout = '20ms'`);
        try {
          for (let move = 1; move <= MOVES_EACH; move++) {
            const up = (i + move) % 2 === 0;
            await admin
              .query('update products set price_cents = $2 where id = $1', [id, up ? HIGH_CENTS : LOW_CENTS])
              .catch((error: Error) => failures.push(error.message));
          }
        } finally {
          await admin.end();
        }
      }),
    );
    expect(failures).toEqual([]);
    const kept = await database.db.select().from(productCounts);
    const counted = await database.db.execute(
      sql`select price_cents / 1000 as bucket, count(*)::int as n from products group by 1 order by 1`,
    );
    expect(kept.map((row) => [row.priceBucket, row.products]).sort()).toEqual(
      (counted as unknown as { rows: Array<{ bucket: number; n: number }> }).rows.map((row) => [row.bucket, row.n]),
    );
  }, 60_000);
});
