export { toReview } from './mapper.ts';
export { productReviews, refreshProductRating } from './service.ts';
