import type { CheckoutSessionResponse, ClientConfig, CreateCheckoutBody, Order } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getClientConfig: b.query<ClientConfig, void>({ query: () => 'api/config' }),
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
