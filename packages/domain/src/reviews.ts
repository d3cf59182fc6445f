import { z } from 'zod';
import { RATING_MAX } from './constants.ts';
import { requiredText } from './fields.ts';
import type { Product } from './products.ts';

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
}

export interface ProductDetailResponse {
  product: Product;
  reviews: Review[];
}

/** A review in a customer's own list, with the product's name for the link. */
export interface UserReview extends Omit<Review, 'userId'> {
  userId: string;
  productName: string;
}
