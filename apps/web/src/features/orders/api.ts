// Orders: one order by id, a customer's own list, and every order for admins to move along or remove.
import type { Order, OrderStatus } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getOrderById: b.query<Order, string>({
      query: (id) => `api/orders/order/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    getOrdersByEmail: b.query<Order[], string>({
      query: (email) => `api/orders/${encodeURIComponent(email)}`,
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    getAllOrders: b.query<Order[], void>({
      query: () => 'api/orders/',
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    updateOrderStatus: b.mutation<{ message: string; order: Order }, { id: string; status: OrderStatus }>({
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
} = ordersApi;
