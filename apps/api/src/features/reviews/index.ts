export { toReview } from './mapper.ts';
export { productReviews, refreshEveryProductRating, refreshProductRating } from './service.ts';
