import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// A gift card is made like any product, with the amounts it sells in place of a price, sizes and stock; the catalogue
// shows the amounts so the storefront can offer them.
const t = useTestApp();

const giftCardProduct = (giftCard: unknown) => ({
  name: `Atelier gift card ${randomUUID().slice(0, 8)}`,
  category: 'accessories',
  color: 'beige',
  description: 'A gift card, sent by mail.',
  giftCard,
});

async function create(payload: Record<string, unknown>) {
  const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
  return t.app.inject({ method: 'POST', url: '/api/products/create-product', payload, headers: { cookie } });
}

describe('a gift card product', () => {
  it('is created with its amounts, priced at the lowest, kept in minor units, and shown with them in the catalogue', async () => {
    const res = await create(giftCardProduct({ amounts: [50, 25, 100], customMin: 10, customMax: 500 }));
    expect(res.statusCode).toBe(201);
    const { product } = res.json();
    expect(product).toMatchObject({
      price: 10,
      stock: 0,
      sizes: [],
      giftCard: { amounts: [50, 25, 100], customMin: 10, customMax: 500 },
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, product._id));
    expect(row?.giftCard).toEqual({ amountsCents: [5_000, 2_500, 10_000], customMinCents: 1_000, customMaxCents: 50_000 });

    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` });
    expect(page.json().product.giftCard).toEqual({ amounts: [50, 25, 100], customMin: 10, customMax: 500 });
    const listing = await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(product.name)}` });
    const listed = listing.json().products.find((shown: { _id: string }) => shown._id === product._id);
    expect(listed.giftCard).toEqual({ amounts: [50, 25, 100], customMin: 10, customMax: 500 });
  });

  it('without a custom amount, is priced at its smallest fixed amount and shows no limits', async () => {
    const res = await create(giftCardProduct({ amounts: [25.5, 40] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({ price: 25.5, giftCard: { amounts: [25.5, 40] } });
    expect(res.json().product.giftCard).not.toHaveProperty('customMin');
  });

  it.each([
    [{ amounts: [] }, 'A gift card needs at least one amount or a custom amount'],
    [{ amounts: [25, 25] }, 'Each gift card amount may be listed once'],
    [{ amounts: [0] }, 'Each gift card amount must be greater than 0'],
    [{ amounts: ['25'] }, 'Each gift card amount must be a number'],
    [{ amounts: [25], customMin: 10 }, 'Give both customMin and customMax for a custom amount, or neither'],
    [{ amounts: [25], customMin: 100, customMax: 50 }, 'customMin must be below customMax'],
    [{ amounts: [25], sizes: [] }, 'Unrecognized key: "sizes"'],
    ['25', 'giftCard must be { amounts, customMin?, customMax? }'],
  ])('refuses %j with a 400 that says why, creating nothing', async (giftCard, message) => {
    const payload = giftCardProduct(giftCard);
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.db.select().from(products).where(eq(products.name, payload.name))).toEqual([]);
  });

  it('refuses stock or sizes beside its amounts, and a price or stock set on it later', async () => {
    const withStock = await create({ ...giftCardProduct({ amounts: [25] }), stock: 5 });
    expect(withStock.statusCode).toBe(400);
    expect(withStock.json().message).toBe('A gift card has no sizes or stock');

    const { product } = (await create(giftCardProduct({ amounts: [25] }))).json();
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/update-product/${product._id}`, payload, headers: { cookie } });
    const priced = await update({ price: 99 });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().message).toBe("A gift card's price is its lowest amount: change its amounts instead");
    const changed = await update({ giftCard: { amounts: [30, 60] } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().product).toMatchObject({ price: 30, giftCard: { amounts: [30, 60] } });
  });

  it('still needs a price for any other product', async () => {
    const { giftCard: _none, ...plain } = giftCardProduct(undefined);
    const res = await create(plain);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Price must be a number');
  });
});
