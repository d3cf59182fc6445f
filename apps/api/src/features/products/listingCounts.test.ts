// The listing's totals come from counts kept by triggers; whatever statements change the catalog, they stay exact.
import { CATEGORIES, COLORS, productListQuery } from '@atelier/domain';
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productCounts, products } from '../../db/schema.ts';
import { useTestApp } from '../../test/testApp.ts';
import { countedPriceRanges, listProducts } from './listing.ts';

const t = useTestApp();

interface Kept {
  id: string;
  category: string;
  color: string;
  priceCents: number;
}

// Prices on and beside the $10 edges of the buckets, as often as anywhere else.
const priceCents = fc.oneof(
  fc.integer({ min: 1, max: 40_000 }),
  fc.tuple(fc.integer({ min: 0, max: 40 }), fc.constantFrom(-1, 0, 1)).map(([tens, by]) => Math.max(1, tens * 1_000 + by)),
);
const newProduct = fc.record({ category: fc.constantFrom(...CATEGORIES), color: fc.constantFrom(...COLORS), priceCents });
// Which existing products a statement touches: positions taken modulo the catalog's size.
const picked = fc.array(fc.nat(), { minLength: 1, maxLength: 8 });

const change = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), rows: fc.array(newProduct, { minLength: 1, maxLength: 15 }) }),
  fc.record({
    kind: fc.constant('update' as const),
    picked,
    set: fc.record(
      { category: fc.constantFrom(...CATEGORIES), color: fc.constantFrom(...COLORS), priceCents },
      { requiredKeys: [] },
    ),
  }),
  fc.record({ kind: fc.constant('reprice' as const), picked, byCents: fc.integer({ min: -3_000, max: 3_000 }) }),
  fc.record({ kind: fc.constant('restock' as const), picked }),
  fc.record({ kind: fc.constant('delete' as const), picked }),
  fc.record({ kind: fc.constant('abandoned insert' as const), rows: fc.array(newProduct, { minLength: 1, maxLength: 5 }) }),
);

const filter = fc.record(
  {
    category: fc.constantFrom(...CATEGORIES),
    color: fc.constantFrom(...COLORS),
    minCents: priceCents,
    maxCents: priceCents,
    page: fc.integer({ min: 1, max: 4 }),
    limit: fc.integer({ min: 1, max: 12 }),
  },
  { requiredKeys: ['page', 'limit'] },
);

function pick(catalog: Kept[], positions: number[]): Kept[] {
  return [...new Set(positions.map((n) => catalog[n % catalog.length] as Kept))];
}

type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

/** Runs one change on the database and answers the catalog as it should now be. */
async function apply(catalog: Kept[], step: Change): Promise<Kept[]> {
  const row = (p: Omit<Kept, 'id'>) => ({ ...p, name: 'Piece', description: 'Counted.' });
  if (step.kind === 'insert') {
    const added = await t.db
      .insert(products)
      .values(step.rows.map(row))
      .returning({ id: products.id, category: products.category, color: products.color, priceCents: products.priceCents });
    return [...catalog, ...added];
  }
  if (step.kind === 'abandoned insert') {
    await t.db
      .transaction(async (tx) => {
        await tx.insert(products).values(step.rows.map(row));
        tx.rollback();
      })
      .catch(() => {});
    return catalog;
  }
  if (catalog.length === 0) return catalog;
  const chosen = pick(catalog, step.picked);
  const ids = chosen.map((p) => p.id);
  if (step.kind === 'delete') {
    await t.db.delete(products).where(inArray(products.id, ids));
    return catalog.filter((p) => !ids.includes(p.id));
  }
  if (step.kind === 'restock') {
    await t.db
      .update(products)
      .set({ stock: sql`${products.stock} + 1` })
      .where(inArray(products.id, ids));
    return catalog;
  }
  if (step.kind === 'reprice') {
    await t.db
      .update(products)
      .set({ priceCents: sql`greatest(1, ${products.priceCents} + ${step.byCents})` })
      .where(inArray(products.id, ids));
    return catalog.map((p) => (ids.includes(p.id) ? { ...p, priceCents: Math.max(1, p.priceCents + step.byCents) } : p));
  }
  if (Object.keys(step.set).length === 0) return catalog;
  await t.db.update(products).set(step.set).where(inArray(products.id, ids));
  return catalog.map((p) => (ids.includes(p.id) ? { ...p, ...step.set } : p));
}

describe('the listing total kept in product counts', () => {
  it('equals the products counted one by one after any inserts, updates and deletes, for any filter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { minLength: 1, maxLength: 8 }),
        fc.array(filter, { minLength: 1, maxLength: 8 }),
        async (changes, filters) => {
          await t.db.delete(products);
          let catalog: Kept[] = [];
          for (const step of changes) catalog = await apply(catalog, step);

          const buckets = new Map<string, number>();
          for (const p of catalog) {
            const key = `${p.category}/${p.color}/${Math.floor(p.priceCents / 1_000)}`;
            buckets.set(key, (buckets.get(key) ?? 0) + 1);
          }
          const kept = await t.db.select().from(productCounts);
          expect(new Map(kept.map((c) => [`${c.category}/${c.color}/${c.priceBucket}`, c.products]))).toEqual(buckets);

          for (const { minCents, maxCents, category, color, page, limit } of filters) {
            const lowest = Math.min(minCents ?? 0, maxCents ?? Number.POSITIVE_INFINITY);
            const raw = {
              category,
              color,
              page: String(page),
              limit: String(limit),
              ...(minCents === undefined ? {} : { minPrice: String(lowest / 100) }),
              ...(maxCents === undefined ? {} : { maxPrice: String(Math.max(minCents ?? 0, maxCents) / 100) }),
            };
            const query = productListQuery.parse(raw);
            const matching = catalog.filter(
              (p) =>
                (!category || p.category === category) &&
                (!color || p.color === color) &&
                p.priceCents >= Math.round(query.minPrice * 100) &&
                (query.maxPrice === undefined || p.priceCents <= Math.round(query.maxPrice * 100)),
            );
            const listed = await listProducts(t.db, query);
            expect(listed.totalProducts, JSON.stringify(raw)).toBe(matching.length);
          }
        },
      ),
      { numRuns: 80 },
    );
  }, 240_000);
});

describe('a listing price range cut along the buckets', () => {
  it('holds every price of the range once, in whole buckets or in the two edges', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.option(fc.integer({ min: 0, max: 5_000 })), (min, width) => {
        const max = width === null ? null : min + width;
        const ranges = countedPriceRanges(min, max ?? undefined);
        // Each edge lies within one bucket.
        expect(ranges.lowEdgeTo - ranges.lowEdgeFrom).toBeLessThan(1_000);
        expect(ranges.highEdgeTo - ranges.highEdgeFrom).toBeLessThan(1_000);
        const wrong: number[] = [];
        for (let cents = Math.max(0, min - 1_500); cents <= (max ?? min) + 1_500; cents += 1) {
          const bucket = Math.floor(cents / 1_000);
          const times =
            Number(bucket >= ranges.wholeFrom && bucket <= ranges.wholeTo) +
            Number(cents >= ranges.lowEdgeFrom && cents <= ranges.lowEdgeTo) +
            Number(cents >= ranges.highEdgeFrom && cents <= ranges.highEdgeTo);
          if (times !== (cents >= min && (max === null || cents <= max) ? 1 : 0)) wrong.push(cents);
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
