// The reviews a customer has written.
import type { UserReview } from '@atelier/domain';
import { baseApi } from '../../../app/api';

export const userReviewsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getReviewsByUser: b.query<UserReview[], string>({
      query: (userId) => `api/reviews/${encodeURIComponent(userId)}`,
      providesTags: [{ type: 'Review', id: 'USER' }],
    }),
  }),
});

export const { useGetReviewsByUserQuery } = userReviewsApi;
