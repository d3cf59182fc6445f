import { z } from 'zod';
import { DEFAULT_API_PAGE_SIZE, RATING_MAX } from './constants.ts';
import { requiredText } from './fields.ts';
import type { ProductSibling } from './productGallery.ts';
import { type ProductWithImages, pagingQuery } from './products.ts';

export const postReviewBody = z.object({
  comment: z.string({ error: 'Comment must be text' }).trim().max(2000, 'Comment must be at most 2000 characters').default(''),
  rating: z
    .number({ error: 'Rating must be a number' })
    .int('Rating must be a whole number')
    .min(1, `Rating must be between 1 and ${RATING_MAX}`)
    .max(RATING_MAX, `Rating must be between 1 and ${RATING_MAX}`),
  userId: requiredText('userId', 64),
  productId: requiredText('productId', 64),
});
export type PostReviewBody = z.infer<typeof postReviewBody>;

export interface Review {
  _id: string;
  comment: string;
  rating: number;
  userId: { _id: string; username: string };
  productId: string;
  createdAt: string;
  updatedAt: string;
  /** Its author has a paid order holding the product, as the server finds it (decision 305). */
  verified: boolean;
  /** Hidden by an admin: out of the product's rating and page; only admins and its author see it. */
  hidden: boolean;
}

/** GET /api/products/{id}: the product with its pictures, its reviews, and the other colours of its style. */
export interface ProductDetailResponse {
  product: ProductWithImages;
  reviews: Review[];
  siblings: ProductSibling[];
}

/** A review in a customer's own list, with the product's name for the link. */
export interface UserReview extends Omit<Review, 'userId'> {
  userId: string;
  productName: string;
}

/** A review as admins manage it, with the product's name for the link. */
export interface AdminReview extends Review {
  productName: string;
}

/** GET /api/reviews (admins): every review, hidden ones too, newest first. */
export interface AdminReviewPage {
  reviews: AdminReview[];
  totalPages: number;
  totalReviews: number;
}

export const adminReviewQuery = z
  .object(pagingQuery)
  .transform((q) => ({ page: q.page ?? 1, limit: q.limit ?? DEFAULT_API_PAGE_SIZE }));
export type AdminReviewQuery = z.output<typeof adminReviewQuery>;

/** PATCH /api/reviews/{id} (admins): hide a review from shoppers and its product's rating, or show it again. */
export const reviewVisibilityBody = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});
export type ReviewVisibilityBody = z.infer<typeof reviewVisibilityBody>;
