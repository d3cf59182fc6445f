// The newest-first listing must be an index walk, not a sort of the whole catalog.
import { CATEGORIES, COLORS, productListQuery } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { useTestApp } from '../../test/testApp.ts';
import { productCountQuery, productPageQuery } from './listing.ts';

const t = useTestApp();

beforeAll(async () => {
  const start = Date.UTC(2024, 0, 1);
  const rows = Array.from({ length: 5_000 }, (_, i) => ({
    name: `Piece ${i}`,
    category: CATEGORIES[i % CATEGORIES.length] as string,
    color: COLORS[i % COLORS.length] as string,
    description: 'Hand finished.',
    priceCents: (i % 300) * 100 + 100,
    createdAt: new Date(start + i * 60_000),
  }));
  await t.db.insert(products).values(rows);
  await t.db.execute(sql`analyze products`);
}, 60_000);

type ListingQuery = typeof productPageQuery | typeof productCountQuery;

async function planFor(query: Record<string, string>, of: ListingQuery = productPageQuery): Promise<string> {
  const listing = of(t.db, productListQuery.parse(query));
  // Both drivers answer `{ rows }`; the shared Db type does not say so.
  const result = (await t.db.execute(sql`explain ${listing}`)) as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('listing query plan on 5,000 products', () => {
  it.each([
    [{}, 'products_created_idx'],
    [{ category: 'dress', color: 'red' }, 'products_category_color_created_idx'],
    [{ color: 'red', page: '3' }, 'products_color_created_idx'],
  ])('walks an index for %j', async (query, index) => {
    const plan = await planFor(query);
    expect(plan).toContain(index);
    // The page carries its count; counting the whole, unfiltered catalog reads the whole table, as it always did.
    expect(plan).not.toMatch(Object.keys(query).length > 0 ? /Seq Scan|Sort/ : /Sort/);
  });
});

describe('listing count plan on 5,000 products', () => {
  it.each([
    [{ category: 'dress', minPrice: '50', maxPrice: '100' }, 'products_category_price_idx'],
    [{ category: 'dress', color: 'red', minPrice: '50', maxPrice: '100' }, 'products_category_color_price_idx'],
    [{ color: 'red', minPrice: '50', maxPrice: '100' }, 'products_color_price_idx'],
  ])('counts %j through the index that holds the price', async (query, index) => {
    const plan = await planFor(query, productCountQuery);
    expect(plan).toMatch(new RegExp(`(using|on) ${index} `));
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
