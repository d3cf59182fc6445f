import type { PostReviewBody } from '@atelier/domain';
import { and, avg, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, reviews, users } from '../../db/schema.ts';
import { Forbidden, NotFound } from '../../errors.ts';
import { existingId } from '../../ids.ts';
import { type Actor, authorize } from '../../permissions.ts';
import type { ReviewRow } from './mapper.ts';

/** A product's reviews, newest first, each with its author's username. */
export function productReviews(db: Db, productId: string) {
  return db
    .select({ ...getTableColumns(reviews), username: users.username })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** Recomputes the product's average rating and review count from its reviews. */
export async function refreshProductRating(tx: Db, productId: string): Promise<void> {
  const [summary] = await tx
    .select({ average: avg(reviews.rating), reviewCount: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  await tx
    .update(products)
    .set({ rating: Number(summary?.average ?? 0), reviewCount: summary?.reviewCount ?? 0 })
    .where(eq(products.id, productId));
}

/** One review per customer per product: posting again replaces the earlier one. */
export async function postReview(
  db: Db,
  actor: Actor | null,
  body: PostReviewBody,
): Promise<{ review: ReviewRow & { username: string }; created: boolean }> {
  const me = authorize(actor, 'create', 'review');
  if (body.userId !== me.id) throw new Forbidden('You can only post reviews as yourself');
  const productId = existingId(body.productId, 'Product');
  return db.transaction(async (tx) => {
    // Locking the product serialises its review changes, so every recount sees the others' reviews.
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw new NotFound('Product not found');
    const mine = and(eq(reviews.userId, me.id), eq(reviews.productId, productId));
    const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(mine).limit(1);
    const [review] = existing
      ? await tx
          .update(reviews)
          .set({ comment: body.comment, rating: body.rating, updatedAt: new Date() })
          .where(mine)
          .returning()
      : await tx.insert(reviews).values({ comment: body.comment, rating: body.rating, userId: me.id, productId }).returning();
    if (!review) throw new Error('review not saved');
    await refreshProductRating(tx, productId);
    return { review: { ...review, username: me.username }, created: !existing };
  });
}

export async function totalReviews(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews);
  return row?.n ?? 0;
}

/** A customer's reviews, newest first, with each product's name; for themselves or an admin. */
export async function userReviews(db: Db, actor: Actor | null, rawUserId: string) {
  const userId = existingId(rawUserId, 'User');
  authorize(actor, 'read', 'review', userId);
  return db
    .select({ ...getTableColumns(reviews), productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}
