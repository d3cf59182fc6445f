// Promotions: the automatic ones whose labels the storefront shows, and for admins the list with uses and states, and
// writing, deactivating and deleting one.
import type { AutomaticPromotion, Promotion, PromotionInput, PromotionRemoval } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';
import { automaticPromotionsReceived } from '../../shared/shop/automaticPromotionsSlice';

export const promotionsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getAutomaticPromotions: b.query<AutomaticPromotion[], void>({
      query: () => 'api/promotions/automatic',
      // Product cards read the store's copy (shared/shop/automaticPromotionsSlice.ts).
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(automaticPromotionsReceived(data));
      },
    }),
    listPromotions: b.query<Promotion[], void>({ query: () => 'api/promotions', providesTags: ['Promotion'] }),
    createPromotion: b.mutation<Promotion, PromotionInput>({
      query: (body) => ({ url: 'api/promotions', method: 'POST', body }),
      invalidatesTags: ['Promotion'],
    }),
    updatePromotion: b.mutation<Promotion, { id: string; body: PromotionInput }>({
      query: ({ id, body }) => ({ url: `api/promotions/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['Promotion'],
    }),
    deletePromotion: b.mutation<PromotionRemoval, string>({
      query: (id) => ({ url: `api/promotions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Promotion'],
    }),
  }),
});

export const { useListPromotionsQuery, useCreatePromotionMutation, useUpdatePromotionMutation, useDeletePromotionMutation } =
  promotionsApi;
