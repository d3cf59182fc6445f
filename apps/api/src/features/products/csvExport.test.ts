import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { makeImage, makeProduct, makeSignedInUser, makeSizedProduct } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = (await makeSignedInUser(t.app, t.db, 'admin')).cookie;
});

const exportCsv = () => t.app.inject({ method: 'GET', url: '/api/products/export.csv', headers: { cookie: admin } });
type CsvRow = Record<string, string>;

describe('product export', () => {
  it('imports back as the same rows, sizes, old prices and formula-like text included', async () => {
    await makeProduct(t.db, {
      name: '=HYPERLINK("http://evil")',
      description: '-5 days to ship, "quoted", and\na second line',
      oldPriceCents: 6_000,
    });
    await makeSizedProduct(t.db, { S: 2, L: 0 }, { name: 'Linen dress', priceCents: 12_050 });
    const first = await exportCsv();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(first.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    const exported = parse(first.body, { columns: true }) as CsvRow[];
    expect(exported.find((row) => row.sizes)).toMatchObject({
      name: 'Linen dress',
      price: '120.50',
      stock: '',
      sizes: 'S:2|L:0',
    });

    await t.db.execute(sql`truncate products cascade`);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/products/import/confirm',
      headers: { cookie: admin, 'content-type': 'text/csv' },
      payload: first.body,
    });
    expect(imported.statusCode, imported.body.slice(0, 300)).toBe(201);
    const withoutIds = (rows: CsvRow[]) => rows.map(({ id: _id, created_at: _createdAt, ...row }) => JSON.stringify(row)).sort();
    expect(withoutIds(parse((await exportCsv()).body, { columns: true }))).toEqual(withoutIds(exported));
    const names = await t.db.select({ name: products.name, description: products.description }).from(products);
    expect(names).toContainEqual({
      name: '=HYPERLINK("http://evil")',
      description: '-5 days to ship, "quoted", and\na second line',
    });
  });

  it('writes a cell a spreadsheet would run as a formula as text', async () => {
    await makeProduct(t.db, { name: '@SUM(A1:A9)', description: '+1 for the colour' });
    const rows = parse((await exportCsv()).body, { columns: true }) as CsvRow[];
    expect(rows).toContainEqual(expect.objectContaining({ name: "'@SUM(A1:A9)", description: "'+1 for the colour" }));
    expect(rows).toContainEqual(expect.objectContaining({ name: `'=HYPERLINK("http://evil")` }));
  });

  it('streams a large catalog to the client in several chunks', async () => {
    await t.db.insert(products).values(
      Array.from({ length: 1_200 }, (_, i) => ({
        name: `Bulk ${i}`,
        category: 'jewellery',
        color: 'gold',
        description: 'One of many',
        priceCents: 1_000 + i,
      })),
    );
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/products/export.csv`, { headers: { cookie: admin } });
    const reader = res.body?.getReader();
    let chunks = 0;
    let text = '';
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      chunks += 1;
      text += new TextDecoder().decode(read.value);
    }
    expect(chunks).toBeGreaterThan(2);
    expect(parse(text, { columns: true })).toHaveLength(1_200 + 3);
  });

  it('refuses the export to a customer', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'user');
    const res = await t.app.inject({ method: 'GET', url: '/api/products/export.csv', headers: { cookie } });
    expect(res.statusCode).toBe(403);
  });

  it('imports back the pictures in their order and the style', async () => {
    const [front, back, detail] = [await makeImage(t.db), await makeImage(t.db), await makeImage(t.db)];
    const images = [front, back, detail].map((url) => ({ url, alt: '' }));
    await makeProduct(t.db, { name: 'Gallery dress', image: front, images, style: 'gallery-dress' });
    await makeProduct(t.db, { name: 'Gallery dress in black', color: 'black', style: 'gallery-dress' });
    const exported = (await exportCsv()).body;
    const first = parse(exported, { columns: true }) as CsvRow[];
    expect(first.find((row) => row.name === 'Gallery dress')).toMatchObject({
      image: front,
      images: `${front}|${back}|${detail}`,
      style: 'gallery-dress',
    });

    await t.db.execute(sql`truncate products cascade`);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/products/import/confirm',
      headers: { cookie: admin, 'content-type': 'text/csv' },
      payload: exported,
    });
    expect(imported.statusCode, imported.body.slice(0, 300)).toBe(201);
    const [again] = await t.db.select().from(products).where(eq(products.name, 'Gallery dress'));
    expect(again).toMatchObject({ image: front, images, style: 'gallery-dress' });
    const siblings = await t.db.select().from(products).where(eq(products.style, 'gallery-dress'));
    expect(siblings).toHaveLength(2);
  });
});
