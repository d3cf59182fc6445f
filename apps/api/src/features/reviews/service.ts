import type { AdminReviewQuery, PostReviewBody } from '@atelier/domain';
import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, products, reviews, users } from '../../db/schema.ts';
import { Forbidden, NotFound } from '../../shared/errors.ts';
import { existingId } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import type { ReviewRow } from './mapper.ts';

/**
 * Whether the review's author bought its product: an order of theirs holds it, deleted by an admin or not, unless it
 * was cancelled before it shipped (decision 305). Asked of the database on every read, never taken from a client.
 * The subqueries here name their tables: Drizzle leaves the columns of a one-table query unqualified, and a subquery
 * would read those as its own.
 */
const verifiedPurchase = sql<boolean>`exists (
  select 1 from ${orderLines} bought_line inner join ${orders} bought on bought.id = bought_line.order_id
  where bought_line.product_id = ${reviews}.product_id and bought.user_id = ${reviews}.user_id
    and bought.status <> 'cancelled')`;

/** What a shopper sees of reviews, and what counts in a product's rating: those no admin has hidden. */
const shown = isNull(reviews.hiddenAt);

const reviewColumns = { ...getTableColumns(reviews), verified: verifiedPurchase };

/** A product's shown reviews, newest first, each with its author's username. */
export function productReviews(db: Db, productId: string) {
  return db
    .select({ ...reviewColumns, username: users.username })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), shown))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** A product's rating and review count, from its shown reviews (`hidden_at is null`): the one place they are computed. */
const ratingFromShownReviews = {
  rating: sql`coalesce((select avg(r.rating) from ${reviews} r where r.product_id = ${products}.id and r.hidden_at is null), 0)`,
  reviewCount: sql`(select count(*) from ${reviews} r where r.product_id = ${products}.id and r.hidden_at is null)`,
};

/** Recomputes the product's average rating and review count from its shown reviews. */
export async function refreshProductRating(tx: Db, productId: string): Promise<void> {
  await tx.update(products).set(ratingFromShownReviews).where(eq(products.id, productId));
}

/** Recomputes every product's rating and review count at once (the demo catalog, written without them). */
export async function refreshEveryProductRating(db: Db): Promise<void> {
  await db.update(products).set(ratingFromShownReviews);
}

/** Locks the product's row: its review changes then queue, so every recount sees the others' reviews. */
async function lockProduct(tx: Db, productId: string): Promise<boolean> {
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return product !== undefined;
}

/** One review per customer per product: posting again replaces the earlier one, hidden if an admin hid it. */
export async function postReview(
  db: Db,
  actor: Actor | null,
  body: PostReviewBody,
): Promise<{ review: ReviewRow & { username: string; verified: boolean }; created: boolean }> {
  const me = authorize(actor, 'create', 'review');
  if (body.userId !== me.id) throw new Forbidden('You can only post reviews as yourself');
  const productId = existingId(body.productId, 'Product');
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw new NotFound('Product not found');
    const mine = and(eq(reviews.userId, me.id), eq(reviews.productId, productId));
    const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(mine).limit(1);
    const [written] = existing
      ? await tx
          .update(reviews)
          .set({ comment: body.comment, rating: body.rating, updatedAt: new Date() })
          .where(mine)
          .returning({ id: reviews.id })
      : await tx
          .insert(reviews)
          .values({ comment: body.comment, rating: body.rating, userId: me.id, productId })
          .returning({ id: reviews.id });
    if (!written) throw new Error('review not saved');
    await refreshProductRating(tx, productId);
    const [review] = await tx.select(reviewColumns).from(reviews).where(eq(reviews.id, written.id));
    if (!review) throw new Error('review not saved');
    return { review: { ...review, username: me.username }, created: !existing };
  });
}

export async function totalReviews(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews);
  return row?.n ?? 0;
}

/** A customer's reviews, newest first, with each product's name; for themselves or an admin, hidden ones marked. */
export async function userReviews(db: Db, actor: Actor | null, rawUserId: string) {
  const userId = existingId(rawUserId, 'User');
  authorize(actor, 'read', 'review', userId);
  return db
    .select({ ...reviewColumns, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

const adminReviewColumns = { ...reviewColumns, username: users.username, productName: products.name };

function adminReviewsQuery(db: Db) {
  return db
    .select(adminReviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId));
}

export type AdminReviewRow = Awaited<ReturnType<typeof adminReviewsQuery>>[number];

/** Every review, hidden ones too, newest first, with how many there are (admins). */
export async function adminReviews(
  db: Db,
  actor: Actor | null,
  query: AdminReviewQuery,
): Promise<{ reviews: AdminReviewRow[]; total: number }> {
  authorize(actor, 'moderate', 'review');
  const [page, [counted]] = await Promise.all([
    adminReviewsQuery(db)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(reviews),
  ]);
  return { reviews: page, total: counted?.total ?? 0 };
}

/**
 * Hides a review from shoppers and its product's rating, or shows it again (admins), in one transaction with the
 * recount and the audit entry. Asking for the state it is already in changes and records nothing.
 */
export async function setReviewHidden(db: Db, actor: Actor | null, rawId: string, hidden: boolean): Promise<AdminReviewRow> {
  const me = authorize(actor, 'moderate', 'review');
  const id = existingId(rawId, 'Review');
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id));
    // Its product is locked first, as a post does, so the two queue; the review is read once the lock is held.
    if (!found || !(await lockProduct(tx, found.productId))) throw new NotFound('Review not found');
    const read = async () => (await adminReviewsQuery(tx).where(eq(reviews.id, id)))[0];
    const before = await read();
    if (!before) throw new NotFound('Review not found');
    if ((before.hiddenAt !== null) === hidden) return before;
    await tx
      .update(reviews)
      .set({ hiddenAt: hidden ? new Date() : null })
      .where(eq(reviews.id, id));
    await refreshProductRating(tx, found.productId);
    await recordAdminAction(tx, {
      actor: me,
      kind: hidden ? 'review.hidden' : 'review.shown',
      subject: { type: 'review', id, label: `${before.productName} · ${before.username}` },
      after: {
        product: before.productName,
        productId: before.productId,
        author: before.username,
        authorId: before.userId,
        rating: before.rating,
        comment: before.comment,
      },
    });
    const after = await read();
    if (!after) throw new NotFound('Review not found');
    return after;
  });
}
