// Product answers are kept as copies until the data they show changes: a hidden review must not outlive its hiding,
// nor a review's "verified purchase" the order it rests on.
import { describe, expect, it } from 'vitest';
import { answeredFromCopy } from '../../test/answeredFromCopy.ts';
import { makeOrder, makeProduct, makeReview, makeSignedInUser, makeUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp({ copyFreshMs: 60_000, cacheHitHeader: true });

describe('a review and the copies of product answers', () => {
  it('is gone from the next product answer once hidden, and its rating with it, though that answer was kept as a copy', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const product = await makeProduct(t.db);
    const harsh = await makeReview(t.db, { userId: (await makeUser(t.db)).id, productId: product.id, rating: 1 });
    await makeReview(t.db, { userId: (await makeUser(t.db)).id, productId: product.id, rating: 5 });
    const url = `/api/products/${product.id}`;
    const before = await answeredFromCopy(t.app, url);
    expect(before.json().reviews).toHaveLength(2);

    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${harsh.id}`,
      payload: { hidden: true },
      headers: { cookie: admin.cookie },
    });
    expect(hidden.statusCode).toBe(200);

    const after = (await t.app.inject({ url })).json();
    expect(after.reviews.map((review: { _id: string }) => review._id)).not.toContain(harsh.id);
    expect(after.product.rating).toBe(5);
  });

  it('says its writer bought the piece in the next product answer once their order is in, though that answer was kept as a copy', async () => {
    const product = await makeProduct(t.db);
    const writer = await makeUser(t.db);
    await makeReview(t.db, { userId: writer.id, productId: product.id });
    const url = `/api/products/${product.id}`;
    expect((await answeredFromCopy(t.app, url)).json().reviews[0].verified).toBe(false);

    await makeOrder(t.db, { userId: writer.id, status: 'processing', lines: [{ productId: product.id }] });
    await t.database.caughtUp();
    expect((await t.app.inject({ url })).json().reviews[0].verified).toBe(true);
  });
});
