// Catalog reads: the filtered listing, one product with its reviews, and related products.
import {
  type Product,
  type ProductDetailResponse,
  type ProductListResponse,
  type ProductQuery,
  productListPath,
} from '@atelier/domain';
import { baseApi } from '../../app/api';

export const productsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getProducts: b.query<ProductListResponse, ProductQuery>({
      query: productListPath,
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result?.products ?? []).map((p) => ({ type: 'Product' as const, id: p._id })),
      ],
    }),
    getProductById: b.query<ProductDetailResponse, string>({
      query: (id) => `api/products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [
        { type: 'Product', id },
        { type: 'Review', id },
      ],
    }),
    getRelatedProducts: b.query<Product[], string>({
      query: (id) => `api/products/related/${encodeURIComponent(id)}`,
      providesTags: (result) => (result ?? []).map((p) => ({ type: 'Product' as const, id: p._id })),
    }),
  }),
});

export const { useGetProductsQuery, useGetProductByIdQuery, useGetRelatedProductsQuery } = productsApi;
