import type { CheckoutSessionResponse, CreateCheckoutBody, Order } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';
import { clientConfigReceived, type ReceivedClientConfig } from '../../shared/shop/clientConfigSlice';

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getClientConfig: b.query<ReceivedClientConfig, void>({
      query: () => 'api/config',
      // The demo notice reads the store's copy (shared/shop/clientConfigSlice.ts).
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(clientConfigReceived(data));
      },
    }),
    createCheckoutSession: b.mutation<CheckoutSessionResponse, CreateCheckoutBody>({
      query: (body) => ({ url: 'api/orders/create-checkout-session', method: 'POST', body }),
    }),
    cancelCheckoutSession: b.mutation<{ message: string }, { session_id: string }>({
      query: (body) => ({ url: 'api/orders/cancel-checkout-session', method: 'POST', body }),
    }),
    confirmPayment: b.mutation<{ order: Order }, { session_id: string }>({
      query: (body) => ({ url: 'api/orders/confirm-payment', method: 'POST', body }),
      invalidatesTags: ['Order', 'Stats'],
    }),
  }),
});

export const {
  useGetClientConfigQuery,
  useCreateCheckoutSessionMutation,
  useCancelCheckoutSessionMutation,
  useConfirmPaymentMutation,
} = checkoutApi;
