import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, products, reviews } from '../../db/schema.ts';
import { makeOrder, makeProduct, makeReview, makeSignedInUser, makeUser } from '../../test/factories.ts';
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

function productPage(id: string) {
  return t.app.inject({ method: 'GET', url: `/api/products/${id}` });
}

/** A signed-in customer who paid for `productId`, in an order of the given status. */
async function buyer(productId: string, order: Parameters<typeof makeOrder>[1] = {}) {
  const signedIn = await makeSignedInUser(t.app, t.db);
  await makeOrder(t.db, { userId: signedIn.user.id, email: signedIn.user.email, lines: [{ productId }], ...order });
  return signedIn;
}

describe('verified purchases', () => {
  it("marks a buyer's review verified and a new account's 1-star drive-by unverified", async () => {
    const product = await makeProduct(t.db);
    const paying = await buyer(product.id);
    await post({ comment: 'Wore it all summer', rating: 5, userId: paying.user.id, productId: product.id }, paying.cookie);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'drive-by', email: `drive-by-${randomUUID()}@example.com`, password: 'a-long-password' },
    });
    expect(registered.statusCode).toBe(201);
    const newcomer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: registered.json().user.email, password: 'a-long-password' },
    });
    const drive = await post(
      { comment: 'Awful', rating: 1, userId: newcomer.json().user._id, productId: product.id },
      `token=${newcomer.json().token}`,
    );
    expect(drive.json().review.verified).toBe(false);

    const page = await productPage(product.id);
    expect(page.json().reviews).toMatchObject([
      { comment: 'Awful', rating: 1, verified: false, hidden: false },
      { comment: 'Wore it all summer', rating: 5, verified: true, hidden: false },
    ]);
  });

  it("counts how many of a product's reviews are verified", async () => {
    const product = await makeProduct(t.db);
    for (const paying of [await buyer(product.id), await buyer(product.id)]) {
      await makeReview(t.db, { userId: paying.user.id, productId: product.id });
    }
    await makeReview(t.db, { userId: (await makeUser(t.db)).id, productId: product.id });
    const { reviews: shown } = (await productPage(product.id)).json();
    expect(shown).toHaveLength(3);
    expect(shown.filter((review: { verified: boolean }) => review.verified)).toHaveLength(2);
  });

  it('verifies the buyer of this product only, not of another one', async () => {
    const [bought, reviewed] = [await makeProduct(t.db), await makeProduct(t.db)];
    const paying = await buyer(bought.id);
    await makeReview(t.db, { userId: paying.user.id, productId: reviewed.id });
    expect((await productPage(reviewed.id)).json().reviews).toMatchObject([{ verified: false }]);
  });

  it('keeps a review verified once an admin deleted its order, but not once the order was cancelled', async () => {
    const product = await makeProduct(t.db);
    const deleted = await buyer(product.id, { deletedAt: new Date() });
    const cancelled = await buyer(product.id, { status: 'cancelled', refundedCents: 2_000 });
    await makeReview(t.db, { userId: deleted.user.id, productId: product.id, comment: 'deleted order' });
    await makeReview(t.db, { userId: cancelled.user.id, productId: product.id, comment: 'cancelled order' });
    const byComment = Object.fromEntries(
      (await productPage(product.id)).json().reviews.map((r: { comment: string; verified: boolean }) => [r.comment, r.verified]),
    );
    expect(byComment).toEqual({ 'deleted order': true, 'cancelled order': false });
  });

  it('ignores a verified mark a client sends', async () => {
    const product = await makeProduct(t.db);
    const res = await post(
      { comment: '', rating: 5, userId: customer.user.id, productId: product.id, verified: true },
      customer.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect((await productPage(product.id)).json().reviews).toMatchObject([{ verified: false }]);
  });
});

function hide(id: string, hidden: unknown, cookie?: string) {
  return t.app.inject({ method: 'PATCH', url: `/api/reviews/${id}`, payload: { hidden }, headers: cookie ? { cookie } : {} });
}

async function reviewedProduct() {
  const product = await makeProduct(t.db, { name: `Velvet scarf ${randomUUID().slice(0, 6)}` });
  const author = await makeUser(t.db, { username: 'drive-by' });
  const fair = await makeUser(t.db);
  const harsh = await makeReview(t.db, { userId: author.id, productId: product.id, rating: 1, comment: 'Awful' });
  await makeReview(t.db, { userId: fair.id, productId: product.id, rating: 5 });
  await post({ comment: '', rating: 3, userId: customer.user.id, productId: product.id }, customer.cookie);
  return { product, author, harsh };
}

const auditOf = (reviewId: string) =>
  t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.subjectType, 'review'), eq(auditEntries.subjectId, reviewId)));

describe('hiding a review', () => {
  it("takes a hidden review out of the product's page, rating and review count, and back when shown", async () => {
    const { product, harsh } = await reviewedProduct();
    expect(await productRating(product.id)).toEqual({ rating: 3, reviewCount: 3 });

    const res = await hide(harsh.id, true, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Review hidden', review: { _id: harsh.id, hidden: true } });
    expect(await productRating(product.id)).toEqual({ rating: 4, reviewCount: 2 });
    const page = (await productPage(product.id)).json();
    expect(page.product.rating).toBe(4);
    expect(page.reviews.map((r: { _id: string }) => r._id)).not.toContain(harsh.id);

    expect((await hide(harsh.id, false, admin.cookie)).json()).toMatchObject({
      message: 'Review shown',
      review: { hidden: false },
    });
    expect(await productRating(product.id)).toEqual({ rating: 3, reviewCount: 3 });
    expect((await productPage(product.id)).json().reviews.map((r: { _id: string }) => r._id)).toContain(harsh.id);
  });

  it('writes review.hidden and review.shown to the audit trail with the product and the author', async () => {
    const { product, author, harsh } = await reviewedProduct();
    await hide(harsh.id, true, admin.cookie);
    await hide(harsh.id, true, admin.cookie);
    await hide(harsh.id, false, admin.cookie);
    const entries = await auditOf(harsh.id);
    const what = { product: product.name, productId: product.id, author: 'drive-by', authorId: author.id, rating: 1 };
    expect(entries.map(({ kind }) => kind).sort()).toEqual(['review.hidden', 'review.shown']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorId: admin.user.id, subjectLabel: `${product.name} · drive-by`, after: what });
    }
  });

  it('refuses customers, the author too, and visitors, and changes nothing', async () => {
    const { product, harsh } = await reviewedProduct();
    const author = await makeSignedInUser(t.app, t.db);
    const own = await makeReview(t.db, { userId: author.user.id, productId: product.id });
    expect((await hide(harsh.id, true, customer.cookie)).statusCode).toBe(403);
    expect((await hide(own.id, true, author.cookie)).statusCode).toBe(403);
    const visitor = await hide(harsh.id, true);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toEqual(expect.any(String));
    const rows = await t.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(rows.every((row) => row.hiddenAt === null)).toBe(true);
    expect(await auditOf(harsh.id)).toEqual([]);
  });

  it.each([
    ['"yes"', 'yes'],
    ['1', 1],
    ['nothing', undefined],
  ])('refuses hidden of %s with a message', async (_case, hidden) => {
    const { harsh } = await reviewedProduct();
    const res = await hide(harsh.id, hidden, admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/hidden/);
  });

  it.each([randomUUID(), 'not-an-id'])('answers 404 for a review that does not exist (%s)', async (id) => {
    const res = await hide(id, true, admin.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Review not found' });
  });

  it('keeps a hidden review hidden when its author posts it again', async () => {
    const product = await makeProduct(t.db);
    const author = await makeSignedInUser(t.app, t.db);
    const payload = { comment: 'Awful', rating: 1, userId: author.user.id, productId: product.id };
    const first = await post(payload, author.cookie);
    await hide(first.json().review._id, true, admin.cookie);
    const again = await post({ ...payload, comment: 'Still awful' }, author.cookie);
    expect(again.json().review.hidden).toBe(true);
    expect((await productPage(product.id)).json().reviews).toEqual([]);
    expect(await productRating(product.id)).toEqual({ rating: 0, reviewCount: 0 });
  });

  it('shows its author their hidden review, marked hidden', async () => {
    const author = await makeSignedInUser(t.app, t.db);
    const review = await makeReview(t.db, { userId: author.user.id, productId: (await makeProduct(t.db)).id });
    await hide(review.id, true, admin.cookie);
    const res = await t.app.inject({ method: 'GET', url: `/api/reviews/${author.user.id}`, headers: { cookie: author.cookie } });
    expect(res.json()).toMatchObject([{ _id: review.id, hidden: true }]);
  });
});

describe('reviews as admins manage them', () => {
  it('lists every review newest first, hidden ones marked, with product, author and verified mark', async () => {
    const product = await makeProduct(t.db, { name: 'Pearl drop earrings' });
    const paying = await buyer(product.id);
    const bought = await makeReview(t.db, { userId: paying.user.id, productId: product.id, createdAt: new Date('2099-01-02') });
    const hidden = await makeReview(t.db, {
      userId: (await makeUser(t.db, { username: 'troll' })).id,
      productId: product.id,
      createdAt: new Date('2099-01-01'),
    });
    await hide(hidden.id, true, admin.cookie);

    const res = await t.app.inject({ method: 'GET', url: '/api/reviews?limit=2', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const all = await t.db.select().from(reviews);
    expect(res.json()).toMatchObject({
      totalReviews: all.length,
      totalPages: Math.ceil(all.length / 2),
      reviews: [
        { _id: bought.id, productName: 'Pearl drop earrings', verified: true, hidden: false },
        { _id: hidden.id, userId: { username: 'troll' }, verified: false, hidden: true },
      ],
    });
  });

  it('keeps the list from customers and visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews', headers: { cookie: customer.cookie } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews' })).statusCode).toBe(401);
  });
});
