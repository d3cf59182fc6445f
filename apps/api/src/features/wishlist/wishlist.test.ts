import { randomUUID } from 'node:crypto';
import { type Product, WISHLIST_MAX_PRODUCTS } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, wishlistItems } from '../../db/schema.ts';
import { makeProduct, makeSignedInUser, makeSizedProduct, makeUser, signIn } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const namesOf = (res: { json: () => { products: Product[] } }) => res.json().products.map((product) => product.name);

describe('the wishlist', () => {
  it('saves products, answers them newest first with their price and stock now, and removes one', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { name: 'Wished scarf', priceCents: 4_500, stock: 3 });
    const dress = await makeSizedProduct(t.db, { S: 0, M: 2 }, { name: 'Wished dress' });
    expect((await call(cookie, 'PUT', `/api/wishlist/${scarf.id}`)).statusCode).toBe(200);
    expect(namesOf(await call(cookie, 'PUT', `/api/wishlist/${dress.id}`))).toEqual(['Wished dress', 'Wished scarf']);

    await t.db.update(products).set({ priceCents: 3_900, stock: 0 }).where(eq(products.id, scarf.id));
    const listed = await call(cookie, 'GET', '/api/wishlist');
    expect(listed.statusCode).toBe(200);
    const [shownDress, shownScarf] = listed.json<{ products: Product[] }>().products;
    expect(shownScarf).toMatchObject({ _id: scarf.id, price: 39, stock: 0 });
    expect(shownDress?.sizes).toEqual([
      { size: 'S', stock: 0 },
      { size: 'M', stock: 2 },
    ]);

    expect(namesOf(await call(cookie, 'DELETE', `/api/wishlist/${scarf.id}`))).toEqual(['Wished dress']);
    // Removing what is not there leaves the wishlist as it is.
    expect(namesOf(await call(cookie, 'DELETE', `/api/wishlist/${scarf.id}`))).toEqual(['Wished dress']);
  });

  it('keeps a product saved twice once', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db);
    await call(cookie, 'PUT', `/api/wishlist/${scarf.id}`);
    const again = await call(cookie, 'PUT', `/api/wishlist/${scarf.id}`);
    expect(again.json().products).toHaveLength(1);
  });

  it('answers 404 for a product the shop does not have, and saves nothing', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db);
    for (const id of [randomUUID(), 'not-an-id', '%27%20or%201=1']) {
      const res = await call(cookie, 'PUT', `/api/wishlist/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
      expect((await call(cookie, 'DELETE', `/api/wishlist/${id}`)).statusCode).toBe(404);
    }
    expect((await call(cookie, 'GET', '/api/wishlist')).json()).toEqual({ products: [] });
  });

  it(`holds at most ${WISHLIST_MAX_PRODUCTS} products, and still answers a product already on it`, async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const many = await t.db
      .insert(products)
      .values(
        Array.from({ length: WISHLIST_MAX_PRODUCTS }, (_, i) => ({
          name: `Full wishlist piece ${i}`,
          category: 'accessories',
          color: 'red',
          description: 'One of many.',
          priceCents: 1_000,
        })),
      )
      .returning({ id: products.id });
    await t.db.insert(wishlistItems).values(many.map(({ id }) => ({ userId: user.id, productId: id })));
    const oneMore = await makeProduct(t.db);
    const refused = await call(cookie, 'PUT', `/api/wishlist/${oneMore.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Your wishlist holds at most 200 products: remove one first');
    expect((await call(cookie, 'PUT', `/api/wishlist/${many[0]?.id}`)).statusCode).toBe(200);
    expect((await call(cookie, 'GET', '/api/wishlist')).json().products).toHaveLength(WISHLIST_MAX_PRODUCTS);
  });

  it('counts two saves made at the same moment one after the other against the limit', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const filler = await Promise.all(Array.from({ length: WISHLIST_MAX_PRODUCTS - 1 }, () => makeProduct(t.db)));
    await t.db.insert(wishlistItems).values(filler.map(({ id }) => ({ userId: user.id, productId: id })));
    const [first, second] = await Promise.all([makeProduct(t.db), makeProduct(t.db)]);
    const answers = await Promise.all([first, second].map((p) => call(cookie, 'PUT', `/api/wishlist/${p?.id}`)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const saved = await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, user.id));
    expect(saved).toHaveLength(WISHLIST_MAX_PRODUCTS);
  });

  it('loses a deleted product from every wishlist', async () => {
    const [a, b] = await Promise.all([makeSignedInUser(t.app, t.db), makeSignedInUser(t.app, t.db)]);
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const scarf = await makeProduct(t.db);
    const kept = await makeProduct(t.db, { name: 'Kept piece' });
    for (const shopper of [a, b]) {
      await call(shopper.cookie, 'PUT', `/api/wishlist/${scarf.id}`);
      await call(shopper.cookie, 'PUT', `/api/wishlist/${kept.id}`);
    }
    expect((await call(admin.cookie, 'DELETE', `/api/products/${scarf.id}`)).statusCode).toBe(200);
    for (const shopper of [a, b]) expect(namesOf(await call(shopper.cookie, 'GET', '/api/wishlist'))).toEqual(['Kept piece']);
  });

  it('shows each shopper their own wishlist only, and a visitor none (401)', async () => {
    const [a, b] = await Promise.all([makeSignedInUser(t.app, t.db), makeSignedInUser(t.app, t.db)]);
    const scarf = await makeProduct(t.db);
    await call(a.cookie, 'PUT', `/api/wishlist/${scarf.id}`);
    expect((await call(b.cookie, 'GET', '/api/wishlist')).json()).toEqual({ products: [] });
    for (const [method, url] of [
      ['GET', '/api/wishlist'],
      ['PUT', `/api/wishlist/${scarf.id}`],
      ['DELETE', `/api/wishlist/${scarf.id}`],
    ] as const) {
      expect((await call(undefined, method, url)).statusCode).toBe(401);
    }
    expect((await call(undefined, 'POST', '/api/wishlist/merge', { productIds: [scarf.id] })).statusCode).toBe(401);
  });
});

describe("merging the browser's wishlist at sign-in", () => {
  it('adds the products saved while signed out to those of the account, each once, skipping unknown ones', async () => {
    const user = await makeUser(t.db);
    const [onBoth, onlyInBrowser, onlyOnAccount] = await Promise.all([
      makeProduct(t.db, { name: 'On both' }),
      makeProduct(t.db, { name: 'Only in the browser' }),
      makeProduct(t.db, { name: 'Only on the account' }),
    ]);
    const before = await signIn(t.app, user.email);
    await call(before, 'PUT', `/api/wishlist/${onlyOnAccount.id}`);
    await call(before, 'PUT', `/api/wishlist/${onBoth.id}`);

    const cookie = await signIn(t.app, user.email);
    const merged = await call(cookie, 'POST', '/api/wishlist/merge', {
      productIds: [onBoth.id, onlyInBrowser.id, onlyInBrowser.id.toUpperCase(), randomUUID(), 'gone'],
    });
    expect(merged.statusCode).toBe(200);
    expect(namesOf(merged).sort()).toEqual(['On both', 'Only in the browser', 'Only on the account']);
    const rows = await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, user.id));
    expect(rows).toHaveLength(3);
  });

  it('refuses a list longer than a wishlist holds, or one that is not a list of ids, with 400', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db);
    for (const productIds of [Array(WISHLIST_MAX_PRODUCTS + 1).fill(randomUUID()), 'abc', [42], null]) {
      const res = await call(cookie, 'POST', '/api/wishlist/merge', { productIds });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe("a visitor's wishlist kept in the browser", () => {
  it("answers its products in the browser's order at today's price, leaving out those the shop no longer has", async () => {
    const scarf = await makeProduct(t.db, { name: 'Browser scarf', priceCents: 4_500 });
    const dress = await makeProduct(t.db, { name: 'Browser dress' });
    const res = await call(undefined, 'POST', '/api/wishlist/products', {
      productIds: [dress.id, randomUUID(), 'not-an-id', scarf.id.toUpperCase(), dress.id],
    });
    expect(res.statusCode).toBe(200);
    expect(namesOf(res)).toEqual(['Browser dress', 'Browser scarf']);
    expect(res.json().products[1]).toMatchObject({ _id: scarf.id, price: 45 });
  });

  it('refuses a list longer than a wishlist holds with 400', async () => {
    const ids = Array.from({ length: WISHLIST_MAX_PRODUCTS + 1 }, () => randomUUID());
    const res = await call(undefined, 'POST', '/api/wishlist/products', { productIds: ids });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('the most wished-for products in the admin stats', () => {
  it('lists the five products most wishlists hold, most first', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const shoppers = await Promise.all(Array.from({ length: 7 }, () => makeUser(t.db)));
    const wished = await Promise.all(Array.from({ length: 6 }, (_, i) => makeProduct(t.db, { name: `Most wished ${i}` })));
    // Product i is saved by 7 - i shoppers, far more than any other test saves one product.
    await t.db
      .insert(wishlistItems)
      .values(
        wished.flatMap((product, i) =>
          shoppers.slice(0, 7 - i).map((shopper) => ({ userId: shopper.id, productId: product.id })),
        ),
      );
    const stats = await call(admin.cookie, 'GET', '/api/stats/admin-stats');
    expect(stats.json().mostWished).toEqual(
      wished.slice(0, 5).map((product, i) => ({ _id: product.id, name: product.name, wishes: 7 - i })),
    );
  });
});
