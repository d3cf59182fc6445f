import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productPriceChanges, products } from '../../db/schema.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// Copies on, as in production: a price change must show on the next read of the product.
const t = useTestApp({ copyFreshMs: 60_000 });
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
let customer: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  [admin, customer] = await Promise.all([makeSignedInUser(t.app, t.db, 'admin'), makeSignedInUser(t.app, t.db, 'user')]);
});

const setPrice = async (id: string, payload: { price: number; oldPrice?: number | '' }) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/products/update-product/${id}`,
    payload,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
};
const productAnswer = async (id: string) => (await t.app.inject({ url: `/api/products/${id}` })).json().product;
/** Moves every price the product had so far back in time, as if set that many days ago. */
const daysPass = (id: string, days: number) =>
  t.db
    .update(productPriceChanges)
    .set({ changedAt: sql`${productPriceChanges.changedAt} - make_interval(days => ${days})` })
    .where(eq(productPriceChanges.productId, id));

describe('the lowest price of the last 30 days', () => {
  it('is kept for every price a product takes, whoever sets it, even straight in the database', async () => {
    const product = await makeProduct(t.db, { priceCents: 10_000 });
    await setPrice(product.id, { price: 80 });
    await t.db.update(products).set({ priceCents: 7_000 }).where(eq(products.id, product.id));
    await t.db.update(products).set({ name: 'Renamed' }).where(eq(products.id, product.id));
    const kept = await t.db
      .select({ priceCents: productPriceChanges.priceCents })
      .from(productPriceChanges)
      .where(eq(productPriceChanges.productId, product.id))
      .orderBy(productPriceChanges.id);
    expect(kept.map((row) => row.priceCents)).toEqual([10_000, 8_000, 7_000]);
  });

  it('after a reduction, shows the price before it beside the "was" price', async () => {
    const product = await makeProduct(t.db, { priceCents: 10_000 });
    await daysPass(product.id, 10);
    await setPrice(product.id, { price: 80, oldPrice: 100 });
    const shown = await productAnswer(product.id);
    expect(shown).toMatchObject({ price: 80, oldPrice: 100, lowestPrice30Days: 100 });
  });

  it('after a rise then a reduction, shows the lowest price before the rise, not the "was" price typed in', async () => {
    const product = await makeProduct(t.db, { priceCents: 6_000 });
    await daysPass(product.id, 20);
    await setPrice(product.id, { price: 100 }); // a rise, just before the sale
    await daysPass(product.id, 5);
    await setPrice(product.id, { price: 80, oldPrice: 100 });
    expect(await productAnswer(product.id)).toMatchObject({ price: 80, oldPrice: 100, lowestPrice30Days: 60 });
  });

  it('forgets prices older than 30 days, keeping the one still in force when the 30 days began', async () => {
    const product = await makeProduct(t.db, { priceCents: 5_000 });
    await daysPass(product.id, 60);
    await setPrice(product.id, { price: 90 });
    await daysPass(product.id, 40);
    await setPrice(product.id, { price: 120 });
    await daysPass(product.id, 10);
    await setPrice(product.id, { price: 100, oldPrice: 120 });
    // $50 ended 40 days ago; $90 was in force when the 30 days began, then $120.
    expect(await productAnswer(product.id)).toMatchObject({ lowestPrice30Days: 90 });
  });

  it('is left out without a "was" price, and when the product had no price before', async () => {
    const plain = await makeProduct(t.db, { priceCents: 5_000 });
    await setPrice(plain.id, { price: 40 });
    expect(await productAnswer(plain.id)).not.toHaveProperty('lowestPrice30Days');
    const newOnSale = await makeProduct(t.db, { priceCents: 5_000, oldPriceCents: 7_000 });
    expect(await productAnswer(newOnSale.id)).not.toHaveProperty('lowestPrice30Days');
  });

  it('tells the admin, before saving, the lowest price a new price would be shown with', async () => {
    const product = await makeProduct(t.db, { priceCents: 7_000 });
    await daysPass(product.id, 3);
    await setPrice(product.id, { price: 90 });
    const res = await t.app.inject({
      url: `/api/products/${product.id}/price-history`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    // The current $90 took effect after $70; a price set now would count $70 (three days ago) and $90.
    expect(res.json()).toEqual({ lowestPrice30Days: 70, lowestPriceIfChangedNow: 70 });
  });

  it('keeps the price history to admins', async () => {
    const product = await makeProduct(t.db);
    const url = `/api/products/${product.id}/price-history`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    const missing = await t.app.inject({ url: '/api/products/not-an-id/price-history', headers: { cookie: admin.cookie } });
    expect(missing.statusCode).toBe(404);
  });
});
