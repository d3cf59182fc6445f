import { productListQuery } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { productPageQuery } from './listing.ts';
import { correctedQuery, productSearch } from './search.ts';

const t = useTestApp();

const DAY_MS = 86_400_000;

beforeAll(async () => {
  // Older first, so that newest-first order would put every expected winner last.
  const catalog = [
    { name: 'Riviera Linen Shirt Dress', category: 'dress', description: 'Breezy European linen with a leather belt.' },
    { name: 'Silk Slip Dress', category: 'dress', description: 'Bias-cut silk for evenings.' },
    { name: 'Harbour Tote', category: 'accessories', description: 'A roomy bag to carry a linen dress to the beach.' },
    { name: 'Gold Vermeil Hoop Earrings', category: 'jewellery', description: 'Light hoops for every day.' },
    { name: 'Emerald Drop Earrings', category: 'jewellery', description: 'Green stones that catch the light.' },
    { name: 'Pearl Pendant Necklace', category: 'jewellery', description: 'One freshwater pearl on a fine chain.' },
    { name: 'Silky Wrap Blouse', category: 'dress', description: 'Soft and fluid.' },
    { name: 'Silk Square Scarf', category: 'accessories', description: 'Hand-rolled edges.' },
    { name: 'Velvet Evening Clutch', category: 'accessories', description: 'With a pocket for a ring.' },
  ];
  for (const [i, product] of catalog.entries()) {
    await makeProduct(t.db, { ...product, createdAt: new Date(Date.UTC(2025, 0, 1) + i * DAY_MS) });
  }
}, 60_000);

async function searchNames(q: string, extra = ''): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode).toBe(200);
  return res.json().products.map((p: { name: string }) => p.name);
}

describe('product search', () => {
  it('finds the linen dress despite two typos', async () => {
    expect((await searchNames('linnen dres'))[0]).toBe('Riviera Linen Shirt Dress');
  });

  it("finds earrings for 'earing' and a necklace for 'neckless'", async () => {
    expect(await searchNames('earing')).toEqual(expect.arrayContaining(['Gold Vermeil Hoop Earrings', 'Emerald Drop Earrings']));
    expect(await searchNames('neckless')).toEqual(['Pearl Pendant Necklace']);
  });

  it("finds the silk pieces for 'slik', two letters swapped, and says it meant silk", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?q=slik' });
    const names = res.json().products.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Silk Slip Dress', 'Silk Square Scarf']));
    expect(names).not.toContain('Velvet Evening Clutch');
    expect(res.json().didYouMean).toBe('silk');
  });

  it('offers no other words for a search the catalog spells as typed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?q=silk%20dres' });
    expect(res.json().didYouMean).toBeUndefined();
  });

  it('finds plurals and singulars alike', async () => {
    expect(await searchNames('earring')).toHaveLength(2);
    expect(await searchNames('dresses')).toEqual(expect.arrayContaining(['Riviera Linen Shirt Dress', 'Silk Slip Dress']));
  });

  it('ranks a match in the name above one in the description', async () => {
    expect(await searchNames('linen dress')).toEqual(['Riviera Linen Shirt Dress', 'Harbour Tote']);
  });

  it('ranks whole words above fragments of a word', async () => {
    const names = await searchNames('silk');
    expect(names.indexOf('Silky Wrap Blouse')).toBeGreaterThan(names.indexOf('Silk Square Scarf'));
    expect(names.indexOf('Silky Wrap Blouse')).toBeGreaterThan(names.indexOf('Silk Slip Dress'));
    expect(names).toContain('Silky Wrap Blouse');
  });

  it('needs every word, ignoring words like "with" and punctuation', async () => {
    expect(await searchNames('silk dress')).toEqual(['Silk Slip Dress']);
    expect(await searchNames('dress, with linen!')).toEqual(['Riviera Linen Shirt Dress', 'Harbour Tote']);
    expect(await searchNames('%_')).toEqual([]);
  });

  it('keeps the chosen sort and filters on a search', async () => {
    expect(await searchNames('earrings', '&sort=newest')).toEqual(['Emerald Drop Earrings', 'Gold Vermeil Hoop Earrings']);
    expect(await searchNames('linen', '&category=accessories')).toEqual(['Harbour Tote']);
  });

  it('reads the search indexes, not the whole table', async () => {
    const query = productListQuery.parse({ q: 'linnen dres' });
    const page = productPageQuery(t.db, query, await productSearch(t.db, query.q ?? ''));
    // Nine products fit in one page of the table; as if the catalog were large, a scan of it must cost more.
    const planOf = (statement: unknown) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain ${statement}`)) as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    const corrections = await planOf(correctedQuery(['linnen', 'dres']));
    expect(corrections).toContain('search_words_trigram_idx');
    expect(corrections).not.toContain('Seq Scan');
    const plan = await planOf(page);
    expect(plan).toContain('products_search_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
