import { productListQuery } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { productPageQuery } from './listing.ts';
import { productSearch } from './search.ts';

const t = useTestApp();

beforeAll(async () => {
  const catalog = [
    {
      name: 'Silk Square Scarf',
      category: 'accessories',
      description: 'Hand-rolled edges.',
      translations: { fr: { name: 'Écharpe carrée en soie', description: 'Bords roulés à la main.' } },
    },
    {
      name: 'Silk Slip Dress',
      category: 'dress',
      description: 'Bias-cut silk for evenings.',
      translations: { fr: { name: 'Robe nuisette en soie', description: 'Soie coupée en biais pour le soir.' } },
    },
    {
      name: 'Riviera Linen Shirt Dress',
      category: 'dress',
      description: 'Breezy European linen.',
      translations: { fr: { name: 'Robe chemise Riviera', description: 'Lin européen, léger et frais.' } },
    },
    // Not yet translated: found in French by its English words.
    { name: 'Velvet Evening Clutch', category: 'accessories', description: 'With a pocket for a ring.' },
  ];
  for (const product of catalog) await makeProduct(t.db, product);
}, 60_000);

async function search(q: string, lang = '&lang=fr') {
  const res = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}${lang}` });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { names: body.products.map((p: { name: string }) => p.name) as string[], didYouMean: body.didYouMean };
}

describe('search in French', () => {
  it('finds the dresses by their French names, and shows them', async () => {
    expect((await search('robe')).names).toEqual(expect.arrayContaining(['Robe nuisette en soie', 'Robe chemise Riviera']));
    expect((await search('robe')).names).toHaveLength(2);
  });

  it('finds "écharpe" for "echarpe" and for "ÉCHARPE", accents and case aside, without offering another word', async () => {
    for (const q of ['echarpe', 'écharpe', 'ÉCHARPE', 'echarp']) {
      const { names, didYouMean } = await search(q);
      expect(names, q).toEqual(['Écharpe carrée en soie']);
      expect(didYouMean, q).toBeUndefined();
    }
    expect((await search('echarpes')).names).toEqual(['Écharpe carrée en soie']);
  });

  it('corrects a typo against the French words and says what it meant, accents included', async () => {
    const { names, didYouMean } = await search('ecahrpe');
    expect(names).toEqual(['Écharpe carrée en soie']);
    expect(didYouMean).toBe('écharpe');
  });

  it('reads French words and stems, and drops words like "en" and "pour"', async () => {
    expect((await search('robes en soie')).names).toEqual(['Robe nuisette en soie']);
    expect((await search('européen')).names).toEqual(['Robe chemise Riviera']);
  });

  it('finds a product nobody translated by its English words', async () => {
    expect((await search('clutch')).names).toEqual(['Velvet Evening Clutch']);
  });

  it('leaves the English search as it was: French words find nothing there', async () => {
    expect((await search('robe', '')).names).toEqual([]);
    expect((await search('silk dress', '')).names).toEqual(['Silk Slip Dress']);
  });

  it('reads the French search index, not the whole table', async () => {
    const query = productListQuery.parse({ q: 'echarpe', lang: 'fr' });
    const page = productPageQuery(t.db, query, await productSearch(t.db, 'echarpe', 'fr'));
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${page}`)) as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('products_search_fr_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
