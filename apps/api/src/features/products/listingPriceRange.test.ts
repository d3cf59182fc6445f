// A listing between two prices on PostgreSQL (decision 260): run as a statement planned for its values, it walks the
// newest first; the statement prepared once for its shape would fetch and sort every product in the range.
import { productListQuery } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { addPlanCatalog, planText } from '../../test/planCatalog.ts';
import { servicesMissing } from '../../test/requiredServices.ts';
import { createTestDatabase, postgresServerUrl } from '../../test/testDatabase.ts';
import { plannedForItsValues, productPageQuery } from './listing.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase(postgresServerUrl());
  await addPlanCatalog(database.db);
}, 60_000);
afterAll(() => database?.close());

const literal = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`;

/** The plan PostgreSQL makes for `listing` once for any values, as for a statement prepared once (decision 220). */
function planForAnyValues(listing: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = listing.toSQL();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare between_prices as ${text}`));
    const plan = await planText(tx, sql.raw(`explain execute between_prices(${params.map(literal).join(', ')})`));
    await tx.execute(sql`deallocate between_prices`);
    return plan;
  });
}

describe.skipIf(await servicesMissing(['postgres']))('a listing between two prices on PostgreSQL, 5,000 products', () => {
  const query = productListQuery.parse({ category: 'dress', minPrice: '50', maxPrice: '250', page: '2' });

  it('is planned for its values, and so walks the newest first and stops after the page', async () => {
    expect(plannedForItsValues(query)).toBe(true);
    const plan = await planText(database.db, sql`explain ${productPageQuery(database.db, query)}`);
    expect(plan).toContain('Index Scan using products_created_idx');
    expect(plan).not.toContain('Sort');
  });

  it('would sort every product in the range with a plan made once for any values', async () => {
    const plan = await planForAnyValues(productPageQuery(database.db, query));
    expect(plan).toMatch(/Sort\b/);
    expect(plan).toContain('Bitmap Heap Scan on products');
  });

  it('keeps the statement prepared for its shape when the range has one end', () => {
    expect(plannedForItsValues(productListQuery.parse({ category: 'dress', maxPrice: '50' }))).toBe(false);
    expect(plannedForItsValues(productListQuery.parse({ category: 'dress', minPrice: '200' }))).toBe(false);
  });
});
