import { PRODUCT_CSV_TEMPLATE } from '@atelier/domain';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, productSizes, products } from '../../db/schema.ts';
import { makeImage, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { storeImage } from '../uploads/service.ts';

const t = useTestApp();
let admin: string;
let adminId: string;
let customer: string;

beforeAll(async () => {
  const signedIn = await makeSignedInUser(t.app, t.db, 'admin');
  admin = signedIn.cookie;
  adminId = signedIn.user.id;
  customer = (await makeSignedInUser(t.app, t.db, 'user')).cookie;
});

const HEADER = 'name,category,color,price,old_price,description,image,stock,sizes';

function send(path: 'import' | 'import/confirm', csv: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${path}`,
    headers: { cookie: admin, 'content-type': 'text/csv', ...headers },
    payload: csv,
  });
}

const importEntries = () => t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'products.imported'));

async function productCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/** A file of `n` good one-size products whose names start with `prefix`. */
function goodRows(n: number, prefix: string): string {
  const rows = Array.from(
    { length: n },
    (_, i) => `${prefix} ${i},accessories,gold,${10 + (i % 90)}.50,,Row ${i} of a big file,,${i % 7},`,
  );
  return `${HEADER}\n${rows.join('\n')}\n`;
}

describe('product import', () => {
  it('previews the template without writing, then imports both its products with their stock and sizes, recorded once in the audit trail', async () => {
    const before = await productCount();
    const preview = await send('import', PRODUCT_CSV_TEMPLATE);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ rows: 2, validRows: 2, problemRows: 0, problems: [] });
    expect(preview.json().sample).toEqual([
      { row: 2, name: 'Silk scarf', category: 'accessories', price: 45, stock: 25 },
      { row: 3, name: 'Linen dress', category: 'dress', price: 120, stock: 8 },
    ]);
    expect(await productCount()).toBe(before);

    const confirmed = await send('import/confirm', PRODUCT_CSV_TEMPLATE);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toEqual({ message: 'Imported 2 products', imported: 2 });
    expect(await importEntries()).toEqual([
      expect.objectContaining({
        actorId: adminId,
        subjectType: 'import',
        subjectLabel: '2 products',
        after: { products: 2, firstNames: ['Silk scarf', 'Linen dress'] },
      }),
    ]);
    const [dress] = await t.db.select().from(products).where(eq(products.name, 'Linen dress'));
    expect(dress).toMatchObject({ category: 'dress', color: 'beige', priceCents: 12_000, oldPriceCents: null, stock: 8 });
    const sizes = await t.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, dress?.id ?? ''));
    expect(sizes.map(({ size, stock }) => `${size}:${stock}`).sort()).toEqual(['L:5', 'M:0', 'S:3']);
  });

  it('names each bad row by its row number and why, and writes nothing on confirm', async () => {
    const image = await storeImage(
      t.db,
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#a33' } })
        .png()
        .toBuffer(),
      null,
    );
    const csv = [
      HEADER,
      `Good scarf,accessories,red,12,,Fine,/images/${image.id}.webp,3,`,
      'Odd thing,furniture,red,12,,Unknown category,,1,',
      'Cheap scarf,accessories,red,twelve,,Price as a word,,1,',
      'Lost picture,accessories,red,12,,Picture elsewhere,https://example.com/a.png,1,',
      `Gone picture,accessories,red,12,,Picture never uploaded,/images/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.webp,1,`,
      'Odd dress,dress,red,12,,Bad sizes,,,S3|M:1',
      'Both,dress,red,12,,Stock twice,,4,S:1',
      ',accessories,red,12,,No name,,1,',
    ].join('\n');
    const before = await productCount();
    const preview = await send('import', csv);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ rows: 8, validRows: 1, problemRows: 7 });
    expect(preview.json().problems).toEqual([
      { row: 3, reasons: ['Category must be one of: accessories, dress, jewellery, cosmetics'] },
      { row: 4, reasons: ['Price must be a number'] },
      { row: 5, reasons: ['Image must be a picture uploaded to this shop'] },
      {
        row: 6,
        reasons: [`Image /images/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.webp is not a picture uploaded to this shop`],
      },
      { row: 7, reasons: ['Sizes must be written as SIZE:STOCK separated by |, e.g. S:3|M:0|L:5'] },
      { row: 8, reasons: ['A sized product has its stock per size: send sizes or stock, not both'] },
      { row: 9, reasons: ['Name is required'] },
    ]);

    const confirmed = await send('import/confirm', csv);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toMatchObject({ message: '7 rows have problems: nothing was imported', problemRows: 7 });
    expect(await productCount()).toBe(before);
  });

  it('imports pictures in order and a style, and refuses a row naming a picture twice or one the shop lacks', async () => {
    const [front, back] = [await makeImage(t.db), await makeImage(t.db)];
    const lacking = `/images/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.webp`;
    const csv = [
      `${HEADER},images,style`,
      `Gallery dress,dress,green,80,,Two pictures,,2,,${front}|${back},gallery-dress`,
      `Twice,dress,green,80,,Same picture twice,,2,,${front}|${front},`,
      `Lacking,dress,green,80,,A picture the shop lacks,,2,,${front}|${lacking},`,
      `Odd style,dress,green,80,,Spaces in the style,,2,,,Gallery Dress`,
    ].join('\n');
    const preview = (await send('import', csv)).json();
    expect(preview.problems.map((problem: { row: number }) => problem.row)).toEqual([3, 4, 5]);
    expect(preview.problems[0].reasons).toEqual(['Each picture may be listed once']);
    expect(preview.problems[1].reasons).toEqual([`Image ${lacking} is not a picture uploaded to this shop`]);

    const good = [csv.split('\n')[0], csv.split('\n')[1]].join('\n');
    expect((await send('import/confirm', good)).statusCode).toBe(201);
    const [row] = await t.db.select().from(products).where(eq(products.name, 'Gallery dress'));
    expect(row).toMatchObject({
      image: front,
      images: [
        { url: front, alt: '' },
        { url: back, alt: '' },
      ],
      style: 'gallery-dress',
    });
  });

  it.each([
    [
      'a column it does not know',
      'name,category,color,prise,description\nA,dress,red,1,B\n',
      'Unknown column "prise": the columns are name, category, color, price, old_price, description, image, stock, sizes, images, style',
    ],
    [
      'a column named like a built-in property',
      `${HEADER},constructor\nA,dress,red,1,B,C\n`,
      'Unknown column "constructor": the columns are',
    ],
    ['a column named __proto__', `${HEADER},__proto__\nA,dress,red,1,B,C\n`, 'Unknown column "__proto__": the columns are'],
    ['a missing column', 'name,category,color,description\nA,dress,red,B\n', 'The file has no price column'],
    ['only a header', `${HEADER}\n`, 'The file has no rows below its header'],
    ['rows of different lengths', `${HEADER}\nA,dress\n`, 'The file is not valid CSV'],
  ])('refuses a file with %s', async (_what, csv, message) => {
    const res = await send('import', csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses an import to a customer before reading the file', async () => {
    const res = await send('import', PRODUCT_CSV_TEMPLATE, { cookie: customer });
    expect(res.statusCode).toBe(403);
  });

  it('writes nothing, not even its audit entry, when the write fails halfway through', async () => {
    // A row the check passes but the database refuses, in the third batch of the write.
    await t.db.execute(sql`create function refuse_doomed() returns trigger language plpgsql as $$
      begin if new.name = 'Doomed 1200' then raise exception 'refused'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger refuse_doomed before insert on products for each row execute function refuse_doomed()`);
    try {
      const before = await productCount();
      const entriesBefore = (await importEntries()).length;
      const res = await send('import/confirm', goodRows(1_500, 'Doomed'));
      expect(res.statusCode).toBe(500);
      expect(await productCount()).toBe(before);
      expect(await importEntries()).toHaveLength(entriesBefore);
    } finally {
      await t.db.execute(sql`drop trigger refuse_doomed on products`);
    }
  });

  it('reports its progress line by line when asked, and imports 10,000 rows', async () => {
    const csv = goodRows(10_000, 'Bulk');
    const before = await productCount();
    const started = performance.now();
    const preview = await send('import', csv);
    const checkedMs = performance.now() - started;
    expect(preview.json()).toMatchObject({ rows: 10_000, validRows: 10_000, problemRows: 0 });
    const res = await send('import/confirm', csv, { accept: 'application/x-ndjson' });
    const totalMs = performance.now() - started;
    console.info(`import of 10,000 rows: check ${Math.round(checkedMs)} ms, check and write ${Math.round(totalMs)} ms`);
    const lines = res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.slice(0, 2)).toEqual([
      { phase: 'write', done: 250, total: 10_000 },
      { phase: 'write', done: 500, total: 10_000 },
    ]);
    expect(lines.at(-1)).toEqual({ phase: 'done', result: { message: 'Imported 10000 products', imported: 10_000 } });
    expect(await productCount()).toBe(before + 10_000);
  }, 120_000);

  it('sends each progress line while the write goes on, not all at the end', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/products/import/confirm`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'text/csv', accept: 'application/x-ndjson', 'accept-encoding': 'gzip, br' },
      body: goodRows(1_500, 'Streamed'),
    });
    const reader = res.body?.getReader();
    const chunks: string[] = [];
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      chunks.push(new TextDecoder().decode(read.value));
    }
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks[0]?.startsWith(`${JSON.stringify({ phase: 'write', done: 250, total: 1_500 })}\n`)).toBe(true);
  }, 60_000);
});
