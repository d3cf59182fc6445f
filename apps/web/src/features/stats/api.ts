// The figures on both dashboards: the shop's totals for admins, a customer's own totals for customers.
import type { AdminStats, UserStats } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export const statsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getAdminStats: b.query<AdminStats, void>({
      query: () => 'api/stats/admin-stats',
      providesTags: [{ type: 'Stats', id: 'ADMIN' }],
    }),
    getUserStats: b.query<UserStats, string>({
      query: (email) => `api/stats/user-stats/${encodeURIComponent(email)}`,
      providesTags: (_result, _error, email) => [{ type: 'Stats', id: email }],
    }),
  }),
});

export const { useGetAdminStatsQuery, useGetUserStatsQuery } = statsApi;
