// Returns and size exchanges: an order's returns, asking for one and calling it off, and the admins' list and moves.
import type {
  CreateReturnBody,
  Product,
  ProductDetailResponse,
  ReceiveReturnBody,
  Return,
  ReturnPolicy,
  ReturnStatus,
} from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

/** A return's move changes it, the lists, its order (refunds, replacement), the orders list and the stock. */
const movedTags = (result: Return | undefined) => [
  { type: 'Return' as const, id: 'LIST' },
  ...(result ? [{ type: 'Order' as const, id: result.orderId }] : []),
  { type: 'Order' as const, id: 'LIST' },
  'Product' as const,
  'Stats' as const,
];

export const returnsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    /** The return window the server enforces (RETURN_WINDOW_DAYS), read once: it changes only with a restart. */
    getReturnPolicy: b.query<ReturnPolicy, void>({
      query: () => 'api/returns/policy',
      keepUnusedDataFor: 60 * 60,
    }),
    getOrderReturns: b.query<Return[], string>({
      query: (orderId) => `api/orders/${encodeURIComponent(orderId)}/returns`,
      providesTags: [{ type: 'Return', id: 'LIST' }],
    }),
    getReturns: b.query<Return[], ReturnStatus | ''>({
      query: (status) => ({ url: 'api/returns', params: status ? { status } : {} }),
      providesTags: [{ type: 'Return', id: 'LIST' }],
    }),
    /** The sizes a product is in stock in now, for an exchange. */
    getExchangeProduct: b.query<Product, string>({
      query: (productId) => `api/products/${encodeURIComponent(productId)}`,
      transformResponse: (answer: ProductDetailResponse) => answer.product,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    askForReturn: b.mutation<Return, { orderId: string; body: CreateReturnBody }>({
      query: ({ orderId, body }) => ({ url: `api/orders/${encodeURIComponent(orderId)}/returns`, method: 'POST', body }),
      invalidatesTags: movedTags,
    }),
    cancelReturn: b.mutation<Return, string>({
      query: (id) => ({ url: `api/returns/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: movedTags,
    }),
    approveReturn: b.mutation<Return, string>({
      query: (id) => ({ url: `api/returns/${encodeURIComponent(id)}/approve`, method: 'POST' }),
      invalidatesTags: movedTags,
    }),
    rejectReturn: b.mutation<Return, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `api/returns/${encodeURIComponent(id)}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: movedTags,
    }),
    receiveReturn: b.mutation<Return, { id: string; lines: ReceiveReturnBody['lines'] }>({
      query: ({ id, lines }) => ({ url: `api/returns/${encodeURIComponent(id)}/receive`, method: 'POST', body: { lines } }),
      invalidatesTags: movedTags,
    }),
    closeReturn: b.mutation<Return, string>({
      query: (id) => ({ url: `api/returns/${encodeURIComponent(id)}/close`, method: 'POST' }),
      invalidatesTags: movedTags,
    }),
  }),
});

export const {
  useGetReturnPolicyQuery,
  useGetOrderReturnsQuery,
  useGetReturnsQuery,
  useGetExchangeProductQuery,
  useAskForReturnMutation,
  useCancelReturnMutation,
  useApproveReturnMutation,
  useRejectReturnMutation,
  useReceiveReturnMutation,
  useCloseReturnMutation,
} = returnsApi;
