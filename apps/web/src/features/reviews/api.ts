// Posting a review; the product it belongs to (rating and review list) is fetched again afterwards.
import type { PostReviewBody } from '@atelier/domain';
import { baseApi } from '../../app/api';

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    postReview: b.mutation<unknown, PostReviewBody>({
      query: (body) => ({ url: 'api/reviews/post-review', method: 'POST', body }),
      invalidatesTags: (_result, _error, { productId }) => [{ type: 'Product', id: productId }, 'Review'],
    }),
  }),
});

export const { usePostReviewMutation } = reviewsApi;
