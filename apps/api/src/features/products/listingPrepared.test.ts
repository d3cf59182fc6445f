// The listing runs a statement prepared once per shape; it must answer exactly what the statement built each time does.
import { CATEGORIES, COLORS, PRODUCT_SORTS, productListQuery } from '@atelier/domain';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { productSizes, products } from '../../db/schema.ts';
import { useTestApp } from '../../test/testApp.ts';
import { listProducts, productPageQuery } from './listing.ts';
import { productColumns, toProduct } from './mapper.ts';
import { withSizes } from './sizes.ts';

const t = useTestApp();

beforeAll(async () => {
  const start = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: 300 }, (_, i) => ({
    name: `Piece ${i}`,
    category: CATEGORIES[i % CATEGORIES.length] as string,
    color: COLORS[(i * 3) % COLORS.length] as string,
    description: 'Hand finished.',
    priceCents: ((i * 53) % 200) * 150 + 99,
    rating: (i % 11) / 2,
    // Three products share each moment, so the order must fall back to the id.
    createdAt: new Date(start + Math.floor(i / 3) * 60_000),
  }));
  const inserted = await t.db.insert(products).values(rows).returning({ id: products.id });
  // Every third product is sized, its sizes stored largest first.
  const sized = inserted.filter((_, i) => i % 3 === 0);
  await t.db
    .insert(productSizes)
    .values(
      sized.flatMap(({ id }, i) =>
        (['XL', 'M', 'XS'] as const).slice(i % 3).map((size) => ({ productId: id, size, stock: i % 7 })),
      ),
    );
}, 60_000);

const listingQuery = fc.record(
  {
    category: fc.constantFrom(...CATEGORIES),
    color: fc.constantFrom(...COLORS),
    minPrice: fc.integer({ min: 0, max: 30_000 }).map((cents) => String(cents / 100)),
    maxPrice: fc.integer({ min: 0, max: 40_000 }).map((cents) => String(cents / 100)),
    sort: fc.constantFrom(...PRODUCT_SORTS),
    page: fc.integer({ min: 1, max: 12 }).map(String),
    limit: fc.integer({ min: 1, max: 30 }).map(String),
  },
  { requiredKeys: [] },
);

describe('the listing from its prepared statement', () => {
  it('answers every filter, sort and page as the statement built for that listing alone, sizes and all', async () => {
    await fc.assert(
      fc.asyncProperty(listingQuery, async (raw) => {
        const parsed = productListQuery.safeParse(raw);
        fc.pre(parsed.success);
        if (!parsed.success) return;
        const query = parsed.data;
        const [built] = await productPageQuery(t.db, query);
        const page = await listProducts(t.db, query);
        expect(page.productsJson).toBe(built?.products);
        // The database wrote each product as the single product's answer shows it, sizes smallest first.
        const listed: Array<{ _id: string }> = JSON.parse(page.productsJson);
        const ids = listed.map((product) => product._id);
        const rows = ids.length ? await t.db.select(productColumns).from(products).where(inArray(products.id, ids)) : [];
        const byId = new Map((await withSizes(t.db, rows)).map((row) => [row.id, toProduct(row)]));
        expect(listed).toEqual(ids.map((id) => byId.get(id)));
        if (built?.totalProducts != null) expect(page.totalProducts).toBe(built.totalProducts);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
