// The signed-in customer's store credit and its history.
import type { StoreCreditAnswer } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export const storeCreditApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getStoreCredit: b.query<StoreCreditAnswer, void>({ query: () => 'api/store-credit', providesTags: ['StoreCredit'] }),
  }),
});

export const { useGetStoreCreditQuery } = storeCreditApi;
