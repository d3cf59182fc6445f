// The newest-first listing must be an index walk, not a sort of the whole catalog, and its total never a count of it.
import { productListQuery } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPlanCatalog, planText } from '../../test/planCatalog.ts';
import { useTestApp } from '../../test/testApp.ts';
import { productPageQuery } from './listing.ts';

const t = useTestApp();

beforeAll(() => addPlanCatalog(t.db), 60_000);

async function planFor(query: Record<string, string>, explain = sql`explain`): Promise<string> {
  return planText(t.db, sql`${explain} ${productPageQuery(t.db, productListQuery.parse(query))}`);
}

describe('listing query plan on 5,000 products', () => {
  it.each([
    [{}, 'products_created_idx'],
    [{ category: 'dress', color: 'red' }, 'products_category_color_created_idx'],
    [{ color: 'red', page: '3' }, 'products_color_created_idx'],
  ])('walks an index for %j', async (query, index) => {
    const plan = await planFor(query);
    expect(plan).toContain(index);
    // The page carries its total, added up from the kept counts even for the whole catalog (decision 200).
    expect(plan).not.toMatch(/Seq Scan on products\b|Sort/);
  });
});

describe('listing sizes on 5,000 products', () => {
  it.each([[{ limit: '8', page: '3' }], [{ category: 'dress', limit: '12', page: '40' }]])(
    'reads the sizes of the page %j from its products, with no look at the sizes table',
    async (query) => {
      const plan = await planFor(query);
      expect(plan).not.toContain('product_sizes');
    },
  );
});

describe('listing total plan on 5,000 products', () => {
  it.each([
    [
      { category: 'dress', minPrice: '50.5', maxPrice: '100.5' },
      'product_counts_category_color_price_bucket_pk',
      'products_category_price_idx',
    ],
    [
      { category: 'dress', color: 'red', minPrice: '50.5', maxPrice: '100.5' },
      'product_counts_category_color_price_bucket_pk',
      'products_category_color_price_idx',
    ],
    [{ color: 'red', minPrice: '50.5', maxPrice: '100.5' }, 'product_counts_color_idx', 'products_color_price_idx'],
  ])(
    'adds up %j from its kept counts and counts its edges through the index that holds the price',
    async (query, counts, edges) => {
      const plan = await planFor(query);
      expect(plan).toMatch(new RegExp(`(using|on) ${counts} `));
      expect(plan).toMatch(new RegExp(`(using|on) ${edges} `));
      expect(plan).not.toMatch(/Seq Scan on products\b/);
    },
  );
});
