// Catalog reads: the filtered listing, one product with its reviews, and related products.
import type { Product, ProductDetailResponse, ProductListResponse, ProductSort } from '@atelier/domain';
import { baseApi } from '../../app/api';

export interface ProductQuery {
  category?: string;
  color?: string;
  minPrice?: number;
  maxPrice?: number;
  page?: number;
  limit?: number;
  q?: string;
  sort?: ProductSort;
}

/** The query string of a listing: empty values and 'all' mean "no filter" and are left out. */
export function productSearchParams(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text === '' || text === 'all') continue;
    params.set(key, text);
  }
  return params;
}

export const productsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getProducts: b.query<ProductListResponse, ProductQuery>({
      query: (query) => {
        const params = productSearchParams(query).toString();
        return `api/products${params ? `?${params}` : ''}`;
      },
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
