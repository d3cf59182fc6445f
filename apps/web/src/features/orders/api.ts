import type { Order } from '@atelier/domain';
import { baseApi } from '../../app/api';

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getOrderById: b.query<Order, string>({
      query: (id) => `api/orders/order/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useGetOrderByIdQuery } = ordersApi;
