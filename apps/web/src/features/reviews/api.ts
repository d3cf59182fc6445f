// Reviews: posting one (its product, rating and review list, is fetched again afterwards), a customer's own list, and
// every review for admins, who hide or show one.
import type { AdminReview, AdminReviewPage, PostReviewBody, UserReview } from '@atelier/domain';
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
    getAllReviews: b.query<AdminReviewPage, number>({
      query: (page) => `api/reviews?page=${page}`,
      providesTags: [{ type: 'Review', id: 'ALL' }],
    }),
    // The product's page and rating change with it, as does its author's own list.
    setReviewHidden: b.mutation<{ review: AdminReview }, { review: AdminReview; hidden: boolean }>({
      query: ({ review, hidden }) => ({
        url: `api/reviews/${encodeURIComponent(review._id)}`,
        method: 'PATCH',
        body: { hidden },
      }),
      invalidatesTags: (_result, _error, { review }) => [{ type: 'Product', id: review.productId }, 'Review'],
    }),
  }),
});

export const { usePostReviewMutation, useGetReviewsByUserQuery, useGetAllReviewsQuery, useSetReviewHiddenMutation } = reviewsApi;
