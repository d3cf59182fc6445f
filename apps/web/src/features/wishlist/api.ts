// The wishlist: the signed-in shopper's, shared as every product card and the Wishlist page show it, and the products of
// a visitor's list kept in the browser.
import type { Wishlist } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getWishlist: b.query<Wishlist, void>({ query: () => 'api/wishlist', providesTags: ['Wishlist'] }),
    getBrowserWishlist: b.query<Wishlist, readonly string[]>({
      query: (productIds) => ({ url: 'api/wishlist/products', method: 'POST', body: { productIds } }),
    }),
    saveToWishlist: b.mutation<Wishlist, string>({
      query: (productId) => ({ url: `api/wishlist/${encodeURIComponent(productId)}`, method: 'PUT' }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(wishlistApi.util.upsertQueryData('getWishlist', undefined, data));
      },
    }),
    removeFromWishlist: b.mutation<Wishlist, string>({
      query: (productId) => ({ url: `api/wishlist/${encodeURIComponent(productId)}`, method: 'DELETE' }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(wishlistApi.util.upsertQueryData('getWishlist', undefined, data));
      },
    }),
    mergeWishlist: b.mutation<Wishlist, string[]>({
      query: (productIds) => ({ url: 'api/wishlist/merge', method: 'POST', body: { productIds } }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(wishlistApi.util.upsertQueryData('getWishlist', undefined, data));
      },
    }),
  }),
});

export const {
  useGetWishlistQuery,
  useGetBrowserWishlistQuery,
  useSaveToWishlistMutation,
  useRemoveFromWishlistMutation,
  useMergeWishlistMutation,
} = wishlistApi;
