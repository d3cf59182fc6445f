import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = (await makeSignedInUser(t.app, t.db, 'admin')).cookie;
});

const dress = () => ({
  name: `Wrap dress ${randomUUID().slice(0, 6)}`,
  category: 'dress',
  color: 'green',
  price: 129,
  description: 'A wrap dress in washed silk.',
  sizes: [
    { size: 'S', stock: 2 },
    { size: 'M', stock: 0 },
  ],
});

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/products/create-product', headers: { cookie: admin }, payload });

async function productCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

describe("a product's sales channel fields", () => {
  it('are kept as given, shown on its answer, and cleared or changed one by one', async () => {
    const created = await create({
      ...dress(),
      brand: 'Maison Verte',
      condition: 'new',
      gender: 'female',
      ageGroup: 'adult',
      material: 'silk',
      pattern: 'solid',
      sizeSystem: 'EU',
      sizeType: 'petite',
      googleCategory: '2271',
      mpn: 'WRAP-01',
      gtins: { S: '4006381333931', M: '' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { product } = created.json();
    expect(product).toMatchObject({
      brand: 'Maison Verte',
      condition: 'new',
      gender: 'female',
      ageGroup: 'adult',
      material: 'silk',
      pattern: 'solid',
      sizeSystem: 'EU',
      sizeType: 'petite',
      googleCategory: '2271',
      mpn: 'WRAP-01',
      hideFromChannels: false,
      gtins: { S: '4006381333931' },
    });

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${product._id}`,
      headers: { cookie: admin },
      payload: { brand: '', condition: 'used', hideFromChannels: true },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const shown = (await t.app.inject({ url: `/api/products/${product._id}` })).json().product;
    expect(shown).toMatchObject({ brand: null, condition: 'used', hideFromChannels: true, mpn: 'WRAP-01', material: 'silk' });
    expect(shown.gtins).toEqual({ S: '4006381333931' });
  });

  it('default to a new product shown in every channel when a body names none of them', async () => {
    const created = await create(dress());
    expect(created.statusCode).toBe(201);
    expect(created.json().product).toMatchObject({ brand: null, condition: 'new', hideFromChannels: false, gtins: {} });
  });

  it('refuses a GTIN whose check digit is wrong, naming it, and creates nothing', async () => {
    const before = await productCount();
    const res = await create({ ...dress(), gtins: { S: '4006381333932' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('GTIN 4006381333932 is not valid');
    expect(await productCount()).toBe(before);
  });

  it('accepts GTIN-8, -12 and -14 by their check digits, and refuses a GTIN for a size off the scale', async () => {
    const ok = await create({ ...dress(), gtins: { S: '96385074', M: '036000291452', 'one-size': '10012345000017' } });
    expect(ok.statusCode, ok.body).toBe(201);
    const offScale = await create({ ...dress(), gtins: { XXL: '4006381333931' } });
    expect(offScale.statusCode).toBe(400);
    expect(offScale.json().message).toMatch(/not "XXL"/);
  });

  it('refuses a condition, gender or category outside the lists', async () => {
    for (const [field, value, message] of [
      ['condition', 'mint', 'Condition must be one of: new, refurbished, used'],
      ['gender', 'women', 'Gender must be one of: female, male, unisex'],
      ['googleCategory', 'Dresses', 'Google category must be the id of a Google product category, e.g. 2271'],
    ] as const) {
      const res = await create({ ...dress(), [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('travel through a CSV export and back, and a bad GTIN in a row is named as its problem', async () => {
    const { product } = (
      await create({ ...dress(), brand: 'Maison Verte', mpn: 'WRAP-02', gtins: { S: '4006381333931' }, hideFromChannels: true })
    ).json();
    const exported = await t.app.inject({ url: '/api/products/export.csv', headers: { cookie: admin } });
    const rows = parse(exported.body, { columns: true }) as Record<string, string>[];
    const row = rows.find((r) => r.id === product._id);
    expect(row).toMatchObject({ brand: 'Maison Verte', mpn: 'WRAP-02', gtins: 'S:4006381333931', hide_from_channels: 'yes' });

    const header = 'name,category,color,price,description,sizes,brand,gtins,hide_from_channels,condition';
    const csv = `${header}\nImported dress,dress,red,80,Red dress,S:1|M:1,Maison Verte,S:4006381333931|M:4006381333932,no,new\n`;
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: { cookie: admin, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(preview.json().problems).toEqual([{ row: 2, reasons: ['GTIN 4006381333932 is not valid'] }]);

    const fixed = csv.replace('4006381333932', '4006381333948');
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/products/import/confirm',
      headers: { cookie: admin, 'content-type': 'text/csv' },
      payload: fixed,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const [stored] = await t.db.select().from(products).where(eq(products.name, 'Imported dress'));
    expect(stored).toMatchObject({ brand: 'Maison Verte', hideFromChannels: false, condition: 'new' });
    expect(stored?.gtins).toEqual({ S: '4006381333931', M: '4006381333948' });
  });
});
