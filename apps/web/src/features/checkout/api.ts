import type { CheckoutSessionResponse, CreateCheckoutBody, Order } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    createCheckoutSession: b.mutation<CheckoutSessionResponse, CreateCheckoutBody>({
      query: (body) => ({ url: 'api/orders/create-checkout-session', method: 'POST', body }),
    }),
    confirmPayment: b.mutation<{ order: Order }, { session_id: string }>({
      query: (body) => ({ url: 'api/orders/confirm-payment', method: 'POST', body }),
      invalidatesTags: ['Order', 'Stats'],
    }),
  }),
});

export const { useCreateCheckoutSessionMutation, useConfirmPaymentMutation } = checkoutApi;
