import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, products, reviews } from '../../db/schema.ts';
import { makeOrder, makeProduct, makeReview, makeSignedInUser, makeUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// Many sign-ins in one file: lift the per-minute sign-in limit.
const t = useTestApp({ authAttemptsPerMinute: 1_000 });

const newProduct = {
  name: 'Pearl drop earrings',
  category: 'jewellery',
  color: 'silver',
  price: 59.9,
  description: 'Freshwater pearls on silver hooks.',
  image: `/images/${randomUUID()}.webp`,
};

describe('product page', () => {
  it('shows the product in dollars with its reviews newest first, authors by username', async () => {
    const product = await makeProduct(t.db, { priceCents: 12_50, oldPriceCents: 15_00, category: 'dress', color: 'black' });
    const [ann, bea] = [await makeUser(t.db), await makeUser(t.db)];
    await makeReview(t.db, { userId: ann.id, productId: product.id, createdAt: new Date('2025-01-01') });
    const newer = await makeReview(t.db, { userId: bea.id, productId: product.id, createdAt: new Date('2025-02-01') });

    const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.product).toEqual({
      _id: product.id,
      name: product.name,
      category: 'dress',
      description: product.description,
      price: 12.5,
      oldPrice: 15,
      image: '',
      color: 'black',
      rating: 0,
      author: null,
      createdAt: product.createdAt.toISOString(),
      stock: 50,
      sizes: [],
      // Reviews move its rating on, not its version: an edit form holds no rating.
      version: 1,
      images: [],
      brand: null,
      condition: 'new',
      gender: null,
      ageGroup: null,
      material: null,
      pattern: null,
      sizeSystem: null,
      sizeType: null,
      googleCategory: null,
      mpn: null,
      hideFromChannels: false,
      gtins: {},
    });
    expect(body.siblings).toEqual([]);
    expect(body.reviews.map((r: { userId: unknown }) => r.userId)).toEqual([
      { _id: bea.id, username: bea.username },
      { _id: ann.id, username: ann.username },
    ]);
    expect(body.reviews[0]).toMatchObject({ _id: newer.id, comment: 'Lovely.', rating: 4, productId: product.id });
  });

  it('leaves oldPrice out when there is none', async () => {
    const product = await makeProduct(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(res.json().product).not.toHaveProperty('oldPrice');
  });

  it.each([randomUUID(), 'not-an-id'])('answers 404 for a product that does not exist (%s)', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found' });
  });
});

describe('related products', () => {
  it('offers up to four others of the same category, never the product itself, also under blogs/', async () => {
    const product = await makeProduct(t.db, { category: 'cosmetics' });
    const others = [];
    for (let i = 0; i < 5; i++) others.push(await makeProduct(t.db, { category: 'cosmetics' }));
    await makeProduct(t.db, { category: 'dress' });

    for (const url of [`/api/products/related/${product.id}`, `/api/blogs/related/${product.id}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const related = res.json();
      expect(related).toHaveLength(4);
      for (const item of related) {
        expect(item.category).toBe('cosmetics');
        expect(item._id).not.toBe(product.id);
      }
    }
  });

  it('answers 404 for an unknown product', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/related/${randomUUID()}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('adding a product', () => {
  const create = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/products/create-product', payload, headers: cookie ? { cookie } : {} });

  it('lets an admin add a product, authored by the admin whatever the body says', async () => {
    const { user: admin, cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const res = await create({ ...newProduct, author: randomUUID() }, cookie);
    expect(res.statusCode).toBe(201);
    const { message, product } = res.json();
    expect(message).toBe('Product created successfully');
    expect(product).toMatchObject({ ...newProduct, author: admin.id, rating: 0 });
    const [row] = await t.db.select().from(products).where(eq(products.id, product._id));
    expect(row?.priceCents).toBe(5_990);
  });

  it('refuses visitors with 401 and customers with 403', async () => {
    expect((await create(newProduct)).statusCode).toBe(401);
    const { cookie } = await makeSignedInUser(t.app, t.db, 'user');
    expect((await create(newProduct, cookie)).statusCode).toBe(403);
  });

  it.each([
    [{ name: undefined }, 'Name is required'],
    [{ description: '' }, 'Description is required'],
    [{ category: 'shoes' }, 'Category must be one of: accessories, dress, jewellery, cosmetics'],
    [{ color: 'purple' }, 'Color must be one of: black, red, gold, blue, silver, beige, green'],
    [{ price: 0 }, 'Price must be greater than 0'],
    [{ price: 100_000 }, 'Price must be below $100,000'],
    [{ price: 'cheap' }, 'Price must be a number'],
    [{ price: '12' }, 'Price must be a number'],
    [{ price: '0x10' }, 'Price must be a number'],
    [{ price: [12] }, 'Price must be a number'],
    [{ price: true }, 'Price must be a number'],
    [{ oldPrice: '80' }, 'Old price must be a number'],
    [{ oldPrice: 0 }, 'Old price must be greater than 0'],
    [{ image: 'javascript:alert(1)' }, 'Image must be a picture uploaded to this shop'],
    [{ image: '//other.host/x.png' }, 'Image must be a picture uploaded to this shop'],
    [{ image: 'https://other.host/x.png' }, 'Image must be a picture uploaded to this shop'],
    [{ image: '/api/auth/logout' }, 'Image must be a picture uploaded to this shop'],
  ])('refuses %j with a 400 naming the problem', async (change, message) => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const res = await create({ ...newProduct, ...change }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('updating a product', () => {
  const update = (id: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/products/update-product/${id}`, payload, headers: cookie ? { cookie } : {} });

  it('changes only the fields sent, and an empty old price clears it', async () => {
    const product = await makeProduct(t.db, { oldPriceCents: 9_000 });
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const res = await update(product.id, { price: 70, oldPrice: '' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Product updated successfully');
    expect(res.json().product).toMatchObject({ _id: product.id, name: product.name, price: 70 });
    expect(res.json().product).not.toHaveProperty('oldPrice');
  });

  it('refuses customers and answers 404 for an unknown product', async () => {
    const product = await makeProduct(t.db);
    const { cookie: customer } = await makeSignedInUser(t.app, t.db, 'user');
    expect((await update(product.id, { price: 1 }, customer)).statusCode).toBe(403);
    const { cookie: admin } = await makeSignedInUser(t.app, t.db, 'admin');
    expect((await update(randomUUID(), { price: 1 }, admin)).statusCode).toBe(404);
  });
});

describe('deleting a product', () => {
  it('removes it with its reviews while orders keep their lines', async () => {
    const product = await makeProduct(t.db);
    const buyer = await makeUser(t.db);
    await makeReview(t.db, { userId: buyer.id, productId: product.id });
    const order = await makeOrder(t.db, { userId: buyer.id, lines: [{ productId: product.id, quantity: 2 }] });
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');

    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Product deleted successfully' });
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, product.id))).toEqual([]);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toMatchObject([{ productId: null, quantity: 2 }]);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
  });

  it('refuses visitors and customers', async () => {
    const product = await makeProduct(t.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}` })).statusCode).toBe(401);
    const { cookie } = await makeSignedInUser(t.app, t.db, 'user');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(1);
  });
});
