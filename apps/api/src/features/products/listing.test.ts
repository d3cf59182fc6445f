import { CATEGORIES, COLORS } from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

const CATALOG_SIZE = 1_000;
const START = Date.UTC(2025, 0, 1);

interface Seeded {
  id: string;
  category: string;
  color: string;
  priceCents: number;
  createdAt: Date;
  description: string;
}
let catalog: Seeded[] = [];

beforeAll(async () => {
  const rows = Array.from({ length: CATALOG_SIZE }, (_, i) => ({
    name: `Item ${i}`,
    category: CATEGORIES[i % CATEGORIES.length] as string,
    color: COLORS[i % COLORS.length] as string,
    description: i % 10 === 0 ? 'Soft Velvet finish' : 'Plain cotton',
    priceCents: ((i * 37) % 250) * 100 + 100,
    // Two products share each timestamp, so ties must be broken by id.
    createdAt: new Date(START + Math.floor(i / 2) * 60_000),
  }));
  catalog = await t.db.insert(products).values(rows).returning();
}, 60_000);

/** The listing the API should give, computed from the rows themselves. */
function expected(keep: (p: Seeded) => boolean, order: (a: Seeded, b: Seeded) => number = newestFirst) {
  return catalog.filter(keep).sort(order);
}

function newestFirst(a: Seeded, b: Seeded): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
}

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/?${query}` });
  return res;
}

async function listIds(query: string): Promise<string[]> {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return res.json().products.map((p: { _id: string }) => p._id);
}

describe('product listing', () => {
  it('answers ten newest products by default with the true totals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalProducts).toBe(CATALOG_SIZE);
    expect(body.totalPages).toBe(100);
    expect(body.products.map((p: { _id: string }) => p._id)).toEqual(
      expected(() => true)
        .slice(0, 10)
        .map((p) => p.id),
    );
  });

  it('walks every page of a filtered listing without losing or repeating a product', async () => {
    const want = expected((p) => p.category === 'dress' && p.priceCents >= 5_000 && p.priceCents <= 10_000);
    const limit = 7;
    const first = (await list(`category=dress&color=all&minPrice=50&maxPrice=100&limit=${limit}`)).json();
    expect(first.totalProducts).toBe(want.length);
    expect(first.totalPages).toBe(Math.ceil(want.length / limit));
    const seen: string[] = [];
    for (let page = 1; page <= first.totalPages; page++) {
      seen.push(...(await listIds(`category=dress&minPrice=50&maxPrice=100&limit=${limit}&page=${page}`)));
    }
    expect(seen).toEqual(want.map((p) => p.id));
  });

  it('filters by category and colour together, prices inclusive at both ends', async () => {
    const goldJewellery = expected((p) => p.category === 'jewellery' && p.color === 'gold');
    const prices = goldJewellery.map((p) => p.priceCents).sort((a, b) => a - b);
    const [low, high] = [prices[2] ?? 0, prices[prices.length - 3] ?? 0];
    const want = goldJewellery.filter((p) => p.priceCents >= low && p.priceCents <= high);
    const res = await list(`category=jewellery&color=gold&minPrice=${low / 100}&maxPrice=${high / 100}&limit=100`);
    expect(res.json().totalProducts).toBe(want.length);
    expect(res.json().products.map((p: { _id: string }) => p._id)).toEqual(want.map((p) => p.id));
    expect(res.json().products.map((p: { price: number }) => p.price)).toEqual(expect.arrayContaining([low / 100, high / 100]));
  });

  it('answers an empty page past the end with the true totals', async () => {
    const res = await list('color=red&page=500&limit=10');
    expect(res.statusCode).toBe(200);
    const redCount = expected((p) => p.color === 'red').length;
    expect(res.json()).toEqual({ products: [], totalProducts: redCount, totalPages: Math.ceil(redCount / 10) });
  });

  it('searches name and description whatever the case, taking % literally', async () => {
    expect((await list('q=VELVET')).json().totalProducts).toBe(CATALOG_SIZE / 10);
    expect((await list('q=item 99')).json().totalProducts).toBe(11); // Item 99, Item 990..999
    expect((await list('q=%25')).json().totalProducts).toBe(0);
  });

  it.each([
    ['price-asc', (a: Seeded, b: Seeded) => a.priceCents - b.priceCents || newestFirst(a, b)],
    ['price-desc', (a: Seeded, b: Seeded) => b.priceCents - a.priceCents || newestFirst(a, b)],
  ])('sorts by %s', async (sort, order) => {
    const ids = await listIds(`sort=${sort}&color=blue&limit=100`);
    expect(ids).toEqual(
      expected((p) => p.color === 'blue', order)
        .slice(0, 100)
        .map((p) => p.id),
    );
  });

  it.each([
    ['minPrice=-1', 'minPrice must not be negative'],
    ['maxPrice=abc', 'maxPrice must be a number'],
    ['minPrice=100&maxPrice=50', 'minPrice must not be above maxPrice'],
    ['page=0', 'page must be at least 1'],
    ['page=1.5', 'page must be a whole number'],
    ['page=0x10', 'page must be a number'],
    ['page=1e1', 'page must be a number'],
    ['limit=0b11', 'limit must be a number'],
    ['maxPrice=Infinity', 'maxPrice must be a number'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=NaN', 'limit must be a number'],
    ['category=shoes', 'Category must be all or one of: accessories, dress, jewellery, cosmetics'],
    ['sort=cheapest', 'sort must be one of: newest, price-asc, price-desc, rating'],
  ])('refuses %s with a 400', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});
