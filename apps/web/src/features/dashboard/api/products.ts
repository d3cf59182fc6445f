// Admin product editing; every change refreshes the listings, product pages and the shop's totals.
import type { CreateProductBody, Product, UpdateProductBody } from '@atelier/domain';
import { baseApi } from '../../../app/api';

interface ProductChangeResponse {
  message: string;
  product: Product;
}

export const productAdminApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    createProduct: b.mutation<ProductChangeResponse, CreateProductBody & { author: string }>({
      query: (body) => ({ url: 'api/products/create-product', method: 'POST', body }),
      invalidatesTags: ['Product', 'Stats'],
    }),
    updateProduct: b.mutation<ProductChangeResponse, { id: string; changes: UpdateProductBody }>({
      query: ({ id, changes }) => ({
        url: `api/products/update-product/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: ['Product'],
    }),
    deleteProduct: b.mutation<{ message: string }, string>({
      query: (id) => ({ url: `api/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Product', 'Stats'],
    }),
  }),
});

export const { useCreateProductMutation, useUpdateProductMutation, useDeleteProductMutation } = productAdminApi;
