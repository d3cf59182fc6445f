// Reviews: posting one (its product, rating and review list, is fetched again afterwards) and a customer's own list.
import type { PostReviewBody, UserReview } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    postReview: b.mutation<unknown, PostReviewBody>({
      query: (body) => ({ url: 'api/reviews/post-review', method: 'POST', body }),
      invalidatesTags: (_result, _error, { productId }) => [{ type: 'Product', id: productId }, 'Review'],
    }),
    getReviewsByUser: b.query<UserReview[], string>({
      query: (userId) => `api/reviews/${encodeURIComponent(userId)}`,
      providesTags: [{ type: 'Review', id: 'USER' }],
    }),
  }),
});

export const { usePostReviewMutation, useGetReviewsByUserQuery } = reviewsApi;
