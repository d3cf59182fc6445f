import type { AdminReview, Review, UserReview } from '@atelier/domain';
import type { reviews } from '../../db/schema.ts';

/** A review as the services read it: whether its author bought the product is asked of the database. */
export type ReviewRow = typeof reviews.$inferSelect & { verified: boolean };

function reviewFields(row: ReviewRow) {
  return {
    _id: row.id,
    comment: row.comment,
    rating: row.rating,
    productId: row.productId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    verified: row.verified,
    hidden: row.hiddenAt !== null,
  };
}

/** A review on a product page: the author populated with their username. */
export function toReview(row: ReviewRow & { username: string }): Review {
  return { ...reviewFields(row), userId: { _id: row.userId, username: row.username } };
}

/** A review in its author's own list, with the product's name. */
export function toUserReview(row: ReviewRow & { productName: string }): UserReview {
  return { ...reviewFields(row), userId: row.userId, productName: row.productName };
}

/** A review as admins manage it: its author populated, with the product's name. */
export function toAdminReview(row: ReviewRow & { username: string; productName: string }): AdminReview {
  return { ...toReview(row), productName: row.productName };
}
