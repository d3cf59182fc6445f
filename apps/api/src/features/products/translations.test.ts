import { beforeAll, describe, expect, it } from 'vitest';
import { answeredFromCopy } from '../../test/answeredFromCopy.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// Copies on, as in production: a copy is kept per language, and an admin never reads a visitor's.
const t = useTestApp({ copyFreshMs: 60_000, cacheHitHeader: true });
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  admin = await makeSignedInUser(t.app, t.db, 'admin');
});

const asAdmin = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

const newProduct = (fields: object = {}) => ({
  name: 'Silk Square Scarf',
  category: 'accessories',
  color: 'red',
  price: 45,
  description: 'Hand-rolled edges.',
  ...fields,
});

describe("a product's French texts", () => {
  it('are written with the product and answered with lang=fr, in English where none is written', async () => {
    const created = await asAdmin(
      'POST',
      '/api/products/create-product',
      newProduct({ material: 'Silk', translations: { fr: { name: 'Carré de soie', material: 'Soie' } } }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().product._id;
    expect(created.json().product.translations).toEqual({ fr: { name: 'Carré de soie', material: 'Soie' } });

    const french = (await t.app.inject({ url: `/api/products/${id}?lang=fr` })).json().product;
    expect(french).toMatchObject({ name: 'Carré de soie', description: 'Hand-rolled edges.', material: 'Soie' });
    expect(french.translations).toBeUndefined();
    const english = (await t.app.inject({ url: `/api/products/${id}` })).json().product;
    expect(english).toMatchObject({ name: 'Silk Square Scarf', description: 'Hand-rolled edges.', material: 'Silk' });
    expect(english.translations).toBeUndefined();
    expect((await t.app.inject({ url: `/api/products/${id}?lang=en` })).json().product.name).toBe('Silk Square Scarf');
  });

  it('name the products of a French listing page, and leave the English one as it was', async () => {
    const product = await makeProduct(t.db, {
      name: 'Riviera Shirt Dress',
      category: 'dress',
      description: 'Breezy linen.',
      translations: { fr: { name: 'Robe chemise Riviera', description: 'Lin léger.' } },
    });
    await t.app.database.caughtUp();
    const listed = async (query: string) =>
      (await t.app.inject({ url: `/api/products?category=dress&limit=50${query}` }))
        .json()
        .products.find((each: { _id: string }) => each._id === product.id);
    expect(await listed('&lang=fr')).toMatchObject({ name: 'Robe chemise Riviera', description: 'Lin léger.' });
    expect(await listed('')).toMatchObject({ name: 'Riviera Shirt Dress', description: 'Breezy linen.' });
    // The statement prepared per listing's shape is kept per language too.
    expect(await listed('&lang=fr&color=red')).toMatchObject({ name: 'Robe chemise Riviera' });
    expect(await listed('&color=red')).toMatchObject({ name: 'Riviera Shirt Dress' });
  });

  it('are kept in a copy of their own, apart from the English answer', async () => {
    const product = await makeProduct(t.db, { name: 'Harbour Tote', translations: { fr: { name: 'Cabas du port' } } });
    await t.app.database.caughtUp();
    const url = `/api/products/${product.id}`;
    expect((await answeredFromCopy(t.app, url)).json().product.name).toBe('Harbour Tote');
    expect((await answeredFromCopy(t.app, `${url}?lang=fr`)).json().product.name).toBe('Cabas du port');
    expect((await answeredFromCopy(t.app, url)).json().product.name).toBe('Harbour Tote');
  });

  it("show an admin every translation, never a visitor's copy, and an edit changes only the texts it names", async () => {
    const product = await makeProduct(t.db, { translations: { fr: { name: 'Écharpe', description: 'Légère.' } } });
    await t.app.database.caughtUp();
    const url = `/api/products/${product.id}`;
    await answeredFromCopy(t.app, url);
    const read = await asAdmin('GET', url);
    expect(read.headers['x-cache']).toBeUndefined();
    expect(read.headers['cache-control']).toBe('private, no-cache');
    expect(read.json().product.translations).toEqual({ fr: { name: 'Écharpe', description: 'Légère.' } });

    const edited = await asAdmin('PATCH', `/api/products/update-product/${product.id}`, {
      translations: { fr: { description: '', material: 'Soie' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().product.translations).toEqual({ fr: { name: 'Écharpe', material: 'Soie' } });
    const french = (await t.app.inject({ url: `${url}?lang=fr` })).json().product;
    expect(french).toMatchObject({ name: 'Écharpe', description: 'A light silk scarf.', material: 'Soie' });
  });

  it('refuses a language the shop does not speak, or a text that is not translated, and writes nothing', async () => {
    const product = await makeProduct(t.db);
    for (const translations of [
      { de: { name: 'Schal' } },
      { en: { name: 'Scarf' } },
      { fr: { price: '12' } },
      { fr: 'Écharpe' },
    ]) {
      const res = await asAdmin('PATCH', `/api/products/update-product/${product.id}`, { translations });
      expect(res.statusCode, JSON.stringify(translations)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
      const created = await asAdmin('POST', '/api/products/create-product', newProduct({ name: 'Refused', translations }));
      expect(created.statusCode, JSON.stringify(translations)).toBe(400);
    }
    expect((await asAdmin('GET', `/api/products/${product.id}`)).json().product.translations).toEqual({});
    expect((await t.app.inject({ url: '/api/products?lang=de' })).statusCode).toBe(400);
  });

  it('are counted where missing, and the listing finds the products without a French description', async () => {
    const before = (await asAdmin('GET', '/api/products/untranslated')).json();
    const missing = await makeProduct(t.db, { name: 'Untranslated Belt', translations: { fr: { name: 'Ceinture' } } });
    const done = await makeProduct(t.db, { name: 'Translated Belt', translations: { fr: { description: 'Une ceinture.' } } });
    const after = await asAdmin('GET', '/api/products/untranslated');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ fr: before.fr + 1 });
    const listed = (await t.app.inject({ url: '/api/products?untranslated=fr&limit=100' })).json();
    const ids = listed.products.map((p: { _id: string }) => p._id);
    expect(ids).toContain(missing.id);
    expect(ids).not.toContain(done.id);
    expect(listed.totalProducts).toBe(after.json().fr);
    expect((await t.app.inject({ url: '/api/products/untranslated' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/products?untranslated=en' })).statusCode).toBe(400);
  });
});
