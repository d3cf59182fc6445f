import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSizes, products } from '../../db/schema.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp({ authAttemptsPerMinute: 1_000 });

const dress = {
  name: 'Linen wrap dress',
  category: 'dress',
  color: 'beige',
  price: 120,
  description: 'Washed linen, tied at the waist.',
};

const admin = () => makeSignedInUser(t.app, t.db, 'admin').then((signedIn) => signedIn.cookie);
const create = (payload: object, cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/products/create-product', payload, headers: { cookie } });
const update = (id: string, payload: object, cookie: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/products/update-product/${id}`, payload, headers: { cookie } });

async function stockInDatabase(productId: string) {
  const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  const sizes = await t.db.select().from(productSizes).where(eq(productSizes.productId, productId));
  return { stock: row?.stock, sizes: sizes.length };
}

describe('stock of a product', () => {
  it('is one count for a one-size product, shown with no sizes', async () => {
    const res = await create({ ...dress, category: 'jewellery', stock: 7 }, await admin());
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({ stock: 7, sizes: [] });
  });

  it('starts at none when the spec’s create body gives no stock', async () => {
    const res = await create(dress, await admin());
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({ stock: 0, sizes: [] });
  });

  it('is counted per size for a sized product, smallest size first, the product’s stock their sum', async () => {
    const sizes = [
      { size: 'L', stock: 1 },
      { size: 'XS', stock: 0 },
      { size: 'M', stock: 4 },
    ];
    const res = await create({ ...dress, sizes }, await admin());
    expect(res.statusCode).toBe(201);
    const product = res.json().product;
    expect(product.sizes).toEqual([
      { size: 'XS', stock: 0 },
      { size: 'M', stock: 4 },
      { size: 'L', stock: 1 },
    ]);
    expect(product.stock).toBe(5);

    const listed = await t.app.inject({ method: 'GET', url: '/api/products?category=dress&limit=100' });
    const inListing = listed.json().products.find((p: { _id: string }) => p._id === product._id);
    expect(inListing).toMatchObject({ stock: 5, sizes: product.sizes });
  });

  it('changes per size on update, and a product given no sizes becomes one-size with its own count', async () => {
    const cookie = await admin();
    const { product } = (await create({ ...dress, sizes: [{ size: 'S', stock: 2 }] }, cookie)).json();

    const resized = await update(
      product._id,
      {
        sizes: [
          { size: 'S', stock: 3 },
          { size: 'XL', stock: 6 },
        ],
        version: product.version,
      },
      cookie,
    );
    expect(resized.statusCode).toBe(200);
    expect(resized.json().product).toMatchObject({
      stock: 9,
      sizes: [
        { size: 'S', stock: 3 },
        { size: 'XL', stock: 6 },
      ],
    });

    const oneSize = await update(product._id, { sizes: [], stock: 4, version: resized.json().product.version }, cookie);
    expect(oneSize.json().product).toMatchObject({ stock: 4, sizes: [] });
  });

  it.each([
    ['negative stock', { stock: -1 }, 'Stock must not be negative'],
    ['stock that is not a whole number', { stock: 1.5 }, 'Stock must be a whole number'],
    ['stock sent as text', { stock: '3' }, 'Stock must be a number'],
    ['a size off the scale', { sizes: [{ size: 'XXL', stock: 1 }] }, 'Size must be one of: XS, S, M, L, XL'],
    ['a negative stock of a size', { sizes: [{ size: 'M', stock: -2 }] }, 'Stock of a size must not be negative'],
    [
      'a size listed twice',
      {
        sizes: [
          { size: 'M', stock: 1 },
          { size: 'M', stock: 2 },
        ],
      },
      'Each size may be listed once',
    ],
    [
      'both a count and sizes',
      { stock: 3, sizes: [{ size: 'M', stock: 2 }] },
      'A sized product has its stock per size: send sizes or stock, not both',
    ],
  ])('refuses %s with 400 and adds nothing', async (_case, fields, message) => {
    const before = await t.db.select({ id: products.id }).from(products);
    const res = await create({ ...dress, ...fields }, await admin());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await t.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
  });

  it('refuses one count for a sized product on update, changing nothing', async () => {
    const cookie = await admin();
    const { product } = (await create({ ...dress, sizes: [{ size: 'M', stock: 2 }] }, cookie)).json();
    const res = await update(product._id, { stock: 10, name: 'Renamed', version: product.version }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This product has sizes: give the stock of each size' });
    expect(await stockInDatabase(product._id)).toEqual({ stock: 2, sizes: 1 });
  });

  it('is never negative in the database itself, whatever the code asks', async () => {
    const product = await makeProduct(t.db, { stock: 1 });
    await expect(t.db.update(products).set({ stock: -1 }).where(eq(products.id, product.id))).rejects.toThrow();
    await expect(t.db.insert(productSizes).values({ productId: product.id, size: 'M', stock: -1 })).rejects.toThrow();
    expect(await stockInDatabase(product.id)).toEqual({ stock: 1, sizes: 0 });
  });
});
