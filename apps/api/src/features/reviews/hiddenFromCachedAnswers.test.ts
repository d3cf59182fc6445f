// Product answers are kept as copies until the data they show changes: a hidden review must not outlive its hiding.
import { describe, expect, it } from 'vitest';
import { answeredFromCopy } from '../../test/answeredFromCopy.ts';
import { makeProduct, makeReview, makeSignedInUser, makeUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp({ copyFreshMs: 60_000, cacheHitHeader: true });

describe('a hidden review and the copies of product answers', () => {
  it('is gone from the next product answer, and its rating with it, though that answer was kept as a copy', async () => {
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
});
