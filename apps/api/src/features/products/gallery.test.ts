import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, products } from '../../db/schema.ts';
import { makeImage, makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp({ authAttemptsPerMinute: 1_000, copyFreshMs: 60_000 });

const dress = {
  name: 'Riviera Linen Shirt Dress',
  category: 'dress',
  color: 'beige',
  price: 129,
  description: 'Washed linen, buttoned to the hem.',
};

const admin = () => makeSignedInUser(t.app, t.db, 'admin').then((signedIn) => signedIn.cookie);
const create = (payload: object, cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/products/create-product', payload, headers: { cookie } });
const update = (id: string, payload: object, cookie: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/products/update-product/${id}`, payload, headers: { cookie } });
const productPage = (id: string) => t.app.inject({ method: 'GET', url: `/api/products/${id}` }).then((res) => res.json());
const pictures = (count: number) => Promise.all(Array.from({ length: count }, () => makeImage(t.db)));
const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]?.n;

describe('a product gallery', () => {
  it('keeps the pictures in the order sent, the first as its image, each alt text written or the default', async () => {
    const [front, back, detail] = await pictures(3);
    const res = await create(
      {
        ...dress,
        images: [{ url: front }, { url: back, alt: 'The back, buttoned to the hem' }, { url: detail, alt: '' }],
      },
      await admin(),
    );
    expect(res.statusCode).toBe(201);
    const expected = [
      { url: front, alt: 'Riviera Linen Shirt Dress, picture 1' },
      { url: back, alt: 'The back, buttoned to the hem' },
      { url: detail, alt: 'Riviera Linen Shirt Dress, picture 3' },
    ];
    expect(res.json().product).toMatchObject({ image: front, images: expected });
    const { product } = await productPage(res.json().product._id);
    expect(product).toMatchObject({ image: front, images: expected });
  });

  it('reorders the pictures on update, the new first one becoming the image cards show', async () => {
    const cookie = await admin();
    const [front, back] = await pictures(2);
    const { product } = (await create({ ...dress, images: [{ url: front }, { url: back }] }, cookie)).json();
    const res = await update(product._id, { images: [{ url: back }, { url: front }] }, cookie);
    expect(res.statusCode).toBe(200);
    const shown = await productPage(product._id);
    expect(shown.product.image).toBe(back);
    expect(shown.product.images.map((picture: { url: string }) => picture.url)).toEqual([back, front]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
    expect(listed.products[0].image).toBe(back);
  });

  it('takes a product sent with image alone as it does today: one picture, its alt the default', async () => {
    const [front] = await pictures(1);
    const res = await create({ ...dress, image: front }, await admin());
    expect(res.json().product).toMatchObject({
      image: front,
      images: [{ url: front, alt: 'Riviera Linen Shirt Dress, picture 1' }],
    });
  });

  it('puts an image sent alone in the place of the first picture and keeps the others', async () => {
    const cookie = await admin();
    const [front, back, replacement] = await pictures(3);
    const { product } = (await create({ ...dress, images: [{ url: front }, { url: back }] }, cookie)).json();
    await update(product._id, { image: replacement }, cookie);
    const shown = await productPage(product._id);
    expect(shown.product.images.map((picture: { url: string }) => picture.url)).toEqual([replacement, back]);

    await update(product._id, { image: '' }, cookie);
    expect((await productPage(product._id)).product).toMatchObject({ image: '', images: [] });
  });

  it.each([
    ['more than 8 pictures', async () => ({ images: (await pictures(9)).map((url) => ({ url })) }), 'at most 8'],
    ['no picture', async () => ({ images: [] }), 'at least 1'],
    ['a picture twice', async () => ({ images: (await pictures(1)).flatMap((url) => [{ url }, { url }]) }), 'listed once'],
    ['a picture on another host', async () => ({ images: [{ url: 'https://other.host/x.webp' }] }), 'uploaded to this shop'],
    ['a script for a url', async () => ({ images: [{ url: 'javascript:alert(1)' }] }), 'uploaded to this shop'],
    ['a picture the shop does not have', async () => ({ images: [{ url: `/images/${randomUUID()}.webp` }] }), 'uploaded'],
    ['an alt text over 150 characters', async () => ({ images: [{ url: (await pictures(1))[0], alt: 'a'.repeat(151) }] }), '150'],
    ['pictures that are not a list', async () => ({ images: 'front.webp' }), 'list'],
    [
      'an image other than the first picture',
      async () => ({ image: (await pictures(1))[0], images: [{ url: (await pictures(1))[0] }] }),
      'first picture',
    ],
  ])('refuses %s with 400 and changes nothing', async (_case, payloadOf, message) => {
    const cookie = await admin();
    const payload = await payloadOf();
    const before = await productCount();
    const created = await create({ ...dress, ...payload }, cookie);
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toContain(message);
    expect(await productCount()).toBe(before);

    const [front] = await pictures(1);
    const existing = await makeProduct(t.db, { image: front, images: [{ url: front ?? '', alt: '' }] });
    const updated = await update(existing.id, payload, cookie);
    expect(updated.statusCode).toBe(400);
    const [row] = await t.db.select().from(products).where(eq(products.id, existing.id));
    expect(row).toMatchObject({ image: front, images: [{ url: front, alt: '' }], version: existing.version });
  });

  it('keeps the pictures before and after in the audit trail', async () => {
    const cookie = await admin();
    const [front, back] = await pictures(2);
    const { product } = (await create({ ...dress, images: [{ url: front }] }, cookie)).json();
    await update(product._id, { images: [{ url: front }, { url: back, alt: 'Back' }] }, cookie);
    const [entry] = await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'product.changed'));
    expect(entry?.after).toMatchObject({ images: [{ url: front }, { url: back, alt: 'Back' }] });
  });
});

describe('the same style in other colours', () => {
  const sibling = (product: { _id: string; name: string; color: string; image: string; price: number; stock: number }) => ({
    _id: product._id,
    name: product.name,
    color: product.color,
    image: product.image,
    price: product.price,
    stock: product.stock,
  });

  it('shows the other colours of its style, a sold-out one too, and follows create, update and delete', async () => {
    const cookie = await admin();
    const style = 'riviera-shirt-dress';
    const beige = (await create({ ...dress, style, stock: 4 }, cookie)).json().product;
    const black = (await create({ ...dress, color: 'black', price: 135, style, stock: 0 }, cookie)).json().product;
    const green = (await create({ ...dress, color: 'green', style }, cookie)).json().product;
    await create({ ...dress, color: 'red' }, cookie);

    const page = await productPage(beige._id);
    expect(page.product).toMatchObject({ style, colors: 3 });
    expect(page.siblings).toEqual([sibling(black), sibling(green)]);
    expect((await productPage(black._id)).siblings).toEqual([sibling(beige), sibling(green)]);

    // Out of the style, then deleted: it leaves the others' swatches.
    expect((await update(green._id, { style: '' }, cookie)).statusCode).toBe(200);
    expect((await productPage(green._id)).siblings).toEqual([]);
    expect((await productPage(beige._id)).siblings).toEqual([sibling(black)]);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${black._id}`, headers: { cookie } });
    const alone = await productPage(beige._id);
    expect(alone.siblings).toEqual([]);
    expect(alone.product).toMatchObject({ style, colors: 1 });
  });

  it('shows on the listing how many colours a style comes in, one card per product', async () => {
    const cookie = await admin();
    await create({ ...dress, style: 'wrap-dress' }, cookie);
    await create({ ...dress, color: 'blue', style: 'wrap-dress' }, cookie);
    await create({ ...dress, color: 'red' }, cookie);
    // Newest first: the three just made.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/products?limit=3' })).json();
    expect(listed.products.map((p: { color: string; colors?: number }) => [p.color, p.colors])).toEqual([
      ['red', undefined],
      ['blue', 2],
      ['beige', 2],
    ]);
  });

  it('joins the style of the product picked as "same style as", starting one from its name when it has none', async () => {
    const cookie = await admin();
    const first = (await create(dress, cookie)).json().product;
    const second = (await create({ ...dress, color: 'black', sameStyleAs: first._id }, cookie)).json().product;
    expect(second.style).toBe('riviera-linen-shirt-dress');
    expect((await productPage(first._id)).product.style).toBe('riviera-linen-shirt-dress');
    const third = (await create({ ...dress, color: 'green' }, cookie)).json().product;
    await update(third._id, { sameStyleAs: second._id }, cookie);
    expect((await productPage(first._id)).siblings.map((s: { _id: string }) => s._id).sort()).toEqual(
      [second._id, third._id].sort(),
    );
  });

  it.each([
    ['a style with spaces', { style: 'Riviera dress' }, 'lowercase'],
    ['a style too long', { style: 'a'.repeat(61) }, 'at most 60'],
    ['a style that is not text', { style: 12 }, 'text'],
    ['same style as a product that does not exist', { sameStyleAs: randomUUID() }, 'another product'],
    ['same style as something that is no id', { sameStyleAs: 'nope' }, 'another product'],
    ['a style and a product to take one from', { style: 'x', sameStyleAs: randomUUID() }, 'not both'],
  ])('refuses %s with 400 and changes nothing', async (_case, payload, message) => {
    const cookie = await admin();
    const before = await productCount();
    const res = await create({ ...dress, ...payload }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await productCount()).toBe(before);
  });

  it('refuses a product taking its style from itself', async () => {
    const cookie = await admin();
    const product = await makeProduct(t.db);
    const res = await update(product.id, { sameStyleAs: product.id }, cookie);
    expect(res.statusCode).toBe(400);
    expect((await productPage(product.id)).product).not.toHaveProperty('style');
  });

  it('shows a sibling changed through another product at once, though answers are kept', async () => {
    const cookie = await admin();
    const first = (await create({ ...dress, style: 'kept' }, cookie)).json().product;
    const second = (await create({ ...dress, color: 'black', style: 'kept' }, cookie)).json().product;
    expect((await productPage(first._id)).siblings[0].price).toBe(129);
    await update(second._id, { price: 99 }, cookie);
    expect((await productPage(first._id)).siblings[0].price).toBe(99);
  });
});
