// A listing's products are written as JSON by the database (decision 245); they must read exactly as `toProduct`
// writes the same products, byte for byte, so a client cannot tell which one answered.
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSizes, products } from '../../db/schema.ts';
import { makeProduct, makeSizedProduct, makeUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { productColumns, toProduct } from './mapper.ts';
import { withSizes } from './sizes.ts';

const t = useTestApp();

describe('the listing as the database writes it', () => {
  it('shows each product byte for byte as the API maps it: prices, ratings, dates, authors, sizes and text', async () => {
    const author = await makeUser(t.db);
    // Ratings whose tenths fall on a tie or just beside one, as a double and as stored.
    const ratings = [0, 4.35, 4.45, 2.25, 1.05, 10 / 3, 5, 0.15, 3.95];
    const prices = [1, 99, 1_999, 30_100, 12_345_678, 5, 10, 110, 4_500];
    for (const [i, rating] of ratings.entries()) {
      await makeProduct(t.db, {
        rating,
        priceCents: prices[i],
        oldPriceCents: i % 2 === 0 ? null : (prices[i] ?? 0) + 1_001,
        authorId: i % 3 === 0 ? null : author.id,
        description: `Hand "finished" \\ in Sèvres\nby Anaïs ✂ ${i}\t</script>`,
      });
    }
    // Stored largest first; shown smallest first.
    const sized = await makeSizedProduct(t.db, { XL: 1, M: 0, XS: 4, L: 2 });
    // Sizes changed after they were stored, as a purchase or an admin changes them: the listing follows.
    await t.db
      .update(productSizes)
      .set({ stock: 7 })
      .where(and(eq(productSizes.productId, sized.id), eq(productSizes.size, 'M')));
    await t.db.delete(productSizes).where(and(eq(productSizes.productId, sized.id), eq(productSizes.size, 'L')));
    // A creation time with microseconds just short of the next millisecond: the API cuts them, never rounds.
    await t.db.update(products).set({ createdAt: sql`'2026-01-02T03:04:05.678999Z'` }).where(eq(products.rating, 5));

    const res = await t.app.inject({ method: 'GET', url: '/api/products?limit=30' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = await t.db.select(productColumns).from(products).orderBy(desc(products.createdAt), desc(products.id));
    const mapped = (await withSizes(t.db, rows)).map(toProduct);
    expect(res.body).toBe(JSON.stringify({ products: mapped, totalPages: 1, totalProducts: 10 }));
  });

  it('answers an empty page as an empty list, with the total of the listing', async () => {
    await makeProduct(t.db, { category: 'jewellery', color: 'green' });
    const res = await t.app.inject({ method: 'GET', url: '/api/products?category=jewellery&page=3&limit=8' });
    expect(res.json()).toEqual({ products: [], totalPages: 1, totalProducts: 1 });
  });
});
