import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../../db/schema.ts';
import { makeProduct, makeReview, makeSignedInUser, makeUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// Many sign-ins in one file: lift the per-minute sign-in limit.
const t = useTestApp({ authAttemptsPerMinute: 1_000 });

let customer: Awaited<ReturnType<typeof makeSignedInUser>>;
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  customer = await makeSignedInUser(t.app, t.db);
  admin = await makeSignedInUser(t.app, t.db, 'admin');
});

function post(payload: object, cookie?: string) {
  return t.app.inject({ method: 'POST', url: '/api/reviews/post-review', payload, headers: cookie ? { cookie } : {} });
}

async function productRating(id: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  return { rating: row?.rating, reviewCount: row?.reviewCount };
}

describe('posting a review', () => {
  it('posts a review and updates the product rating', async () => {
    const product = await makeProduct(t.db);
    await makeReview(t.db, { userId: (await makeUser(t.db)).id, productId: product.id, rating: 2 });
    const res = await post({ comment: 'Fits well', rating: 5, userId: customer.user.id, productId: product.id }, customer.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Review posted successfully',
      review: {
        comment: 'Fits well',
        rating: 5,
        productId: product.id,
        userId: { _id: customer.user.id, username: customer.user.username },
      },
    });
    // The factory review was written without a recount; the post recounts from every review.
    expect(await productRating(product.id)).toEqual({ rating: 3.5, reviewCount: 2 });
  });

  it('replaces the earlier review when the same customer posts again', async () => {
    const product = await makeProduct(t.db);
    const payload = { comment: 'Nice', rating: 2, userId: customer.user.id, productId: product.id };
    const first = await post(payload, customer.cookie);
    const second = await post({ ...payload, comment: 'Grew on me', rating: 4 }, customer.cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe('Review updated successfully');
    expect(second.json().review._id).toBe(first.json().review._id);
    const rows = await t.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(rows).toMatchObject([{ comment: 'Grew on me', rating: 4 }]);
    expect(await productRating(product.id)).toEqual({ rating: 4, reviewCount: 1 });
  });

  it('shows the new rating on the product page', async () => {
    const product = await makeProduct(t.db);
    await post({ comment: '', rating: 3, userId: customer.user.id, productId: product.id }, customer.cookie);
    await post({ comment: '', rating: 4, userId: admin.user.id, productId: product.id }, admin.cookie);
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(page.json().product.rating).toBe(3.5);
    expect(page.json().reviews).toHaveLength(2);
  });

  it('keeps every review in the average when many are posted at once', async () => {
    const product = await makeProduct(t.db);
    const reviewers = await Promise.all(Array.from({ length: 6 }, () => makeSignedInUser(t.app, t.db)));
    await Promise.all(
      reviewers.map(({ user, cookie }, i) =>
        post({ comment: '', rating: (i % 5) + 1, userId: user.id, productId: product.id }, cookie),
      ),
    );
    const { rating, reviewCount } = await productRating(product.id);
    expect(reviewCount).toBe(6);
    expect(rating).toBeCloseTo((1 + 2 + 3 + 4 + 5 + 1) / 6, 5);
  });

  it('refuses a review posted for someone else', async () => {
    const product = await makeProduct(t.db);
    const res = await post({ comment: 'Fake', rating: 1, userId: admin.user.id, productId: product.id }, customer.cookie);
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, product.id))).toEqual([]);
  });

  it('refuses visitors', async () => {
    const product = await makeProduct(t.db);
    const res = await post({ comment: 'Hi', rating: 5, userId: customer.user.id, productId: product.id });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['"5"', '5'],
    ['"0x5"', '0x5'],
    ['true', true],
    ['[5]', [5]],
  ])('refuses a rating of %s, which is not a JSON number, and stores nothing', async (_case, rating) => {
    const product = await makeProduct(t.db);
    const res = await post({ comment: '', rating, userId: customer.user.id, productId: product.id }, customer.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Rating must be a number' });
    expect(await productRating(product.id)).toEqual({ rating: 0, reviewCount: 0 });
  });

  it.each([0, 6, 2.5])('refuses a rating of %s', async (rating) => {
    const product = await makeProduct(t.db);
    const res = await post({ comment: '', rating, userId: customer.user.id, productId: product.id }, customer.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Rating must be/);
  });

  it.each([randomUUID(), 'not-an-id'])('answers 404 for a product that does not exist (%s)', async (productId) => {
    const res = await post({ comment: '', rating: 5, userId: customer.user.id, productId }, customer.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found' });
  });
});

describe('review counts and lists', () => {
  it('counts every review for anyone', async () => {
    const count = async () => (await t.app.inject({ method: 'GET', url: '/api/reviews/total-reviews' })).json();
    const before = await count();
    expect(before).toEqual({ totalReviews: (await t.db.select().from(reviews)).length });
    await makeReview(t.db, { userId: (await makeUser(t.db)).id, productId: (await makeProduct(t.db)).id });
    expect(await count()).toEqual({ totalReviews: before.totalReviews + 1 });
  });

  it("lists a customer's own reviews newest first with each product's name", async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const older = await makeProduct(t.db, { name: 'Linen dress' });
    const newer = await makeProduct(t.db, { name: 'Gold ring' });
    await makeReview(t.db, { userId: user.id, productId: older.id, createdAt: new Date('2025-01-01') });
    await makeReview(t.db, { userId: user.id, productId: newer.id, createdAt: new Date('2025-03-01'), rating: 5 });

    const res = await t.app.inject({ method: 'GET', url: `/api/reviews/${user.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      { productId: newer.id, productName: 'Gold ring', rating: 5, userId: user.id },
      { productId: older.id, productName: 'Linen dress', userId: user.id },
    ]);

    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/reviews/${user.id}`, headers: { cookie: admin.cookie } });
    expect(asAdmin.json()).toHaveLength(2);
  });

  it("keeps a customer's reviews from visitors and other customers", async () => {
    const visitor = await t.app.inject({ method: 'GET', url: `/api/reviews/${admin.user.id}` });
    expect(visitor.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/${admin.user.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(other.statusCode).toBe(403);
  });

  it('answers 404 for a malformed user id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reviews/not-an-id', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found' });
  });
});
