// Orders: one order by id, a customer's own list, every order for admins to move along, refund or remove, and the
// customer's cancellation.
import type { Order, OrderListPage, OrderStep, Refund } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export interface RefundAnswer {
  message: string;
  refund: Refund;
  order: Order;
}

/** A page of every order, of one number or of the days from/to (placed then, UTC) when they are given. */
export interface OrderListRequest {
  page: number;
  limit: number;
  /** As typed, `1042` or `#1042`. */
  number?: string;
  from?: string;
  to?: string;
}

export interface RefundRequest {
  id: string;
  /** None: everything not yet refunded. */
  lines?: Array<{ lineId: string; quantity: number }>;
  idempotencyKey: string;
}

/** Money going back changes the order, the lists, the stats, and the stock of the products. */
const moneyBackTags = (_result: unknown, _error: unknown, { id }: { id: string }) => [
  { type: 'Order' as const, id: 'LIST' },
  { type: 'Order' as const, id },
  'Stats' as const,
  'Product' as const,
];

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getOrderById: b.query<Order, string>({
      query: (id) => `api/orders/order/${encodeURIComponent(id)}`,
      // Tagged only once found (see getProductById).
      providesTags: (result, _error, id) => (result ? [{ type: 'Order', id }] : []),
    }),
    getOrdersByEmail: b.query<Order[], string>({
      query: (email) => `api/orders/${encodeURIComponent(email)}`,
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    getAllOrders: b.query<OrderListPage, OrderListRequest>({
      // Empty filters are left out of the address: the server reads an empty value as none anyway.
      query: (request) => ({
        url: 'api/orders/',
        params: Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined && value !== '')),
      }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    updateOrderStatus: b.mutation<{ message: string; order: Order }, { id: string; status: OrderStep }>({
      query: ({ id, status }) => ({
        url: `api/orders/update-order-status/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id },
      ],
    }),
    refundOrder: b.mutation<RefundAnswer, RefundRequest>({
      query: ({ id, lines, idempotencyKey }) => ({
        url: `api/orders/${encodeURIComponent(id)}/refunds`,
        method: 'POST',
        body: lines ? { lines } : {},
        // The same key for every send of one confirmed refund: a double click or a retry refunds once.
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: moneyBackTags,
    }),
    /** The buyer sends a gift card not yet mailed to another address. */
    changeGiftRecipient: b.mutation<unknown, { orderId: string; lineId: string; recipientEmail: string }>({
      query: ({ orderId, lineId, recipientEmail }) => ({
        url: `api/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/gift-card`,
        method: 'PATCH',
        body: { recipientEmail },
      }),
      invalidatesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    cancelOrder: b.mutation<RefundAnswer, string>({
      query: (id) => ({ url: `api/orders/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => moneyBackTags(_result, _error, { id }),
    }),
    deleteOrder: b.mutation<{ message: string }, string>({
      query: (id) => ({ url: `api/orders/delete-order/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Order', id: 'LIST' }, { type: 'Order', id }, 'Stats'],
    }),
  }),
});

export const {
  useGetOrderByIdQuery,
  useGetOrdersByEmailQuery,
  useGetAllOrdersQuery,
  useUpdateOrderStatusMutation,
  useDeleteOrderMutation,
  useRefundOrderMutation,
  useCancelOrderMutation,
  useChangeGiftRecipientMutation,
} = ordersApi;
