// The catalog: the filtered listing, one product with its reviews and related products; and the admin's changes,
// each of which refreshes the listings, product pages and the shop's totals.
import {
  type CreateProductBody,
  type ImportPreview,
  type Product,
  type ProductDetailResponse,
  type ProductListResponse,
  type ProductPriceHistory,
  type ProductQuery,
  productListPath,
  type UntranslatedCounts,
  type UpdateProductBody,
} from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

interface ProductChangeResponse {
  message: string;
  product: Product;
}

export const productsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getProducts: b.query<ProductListResponse, ProductQuery>({
      query: productListPath,
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result?.products ?? []).map((p) => ({ type: 'Product' as const, id: p._id })),
      ],
    }),
    /** Per other language, how many products have no description in it (admins); refreshed by every change. */
    getUntranslatedCounts: b.query<UntranslatedCounts, void>({
      query: () => 'api/products/untranslated',
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getProductById: b.query<ProductDetailResponse, string>({
      query: (id) => `api/products/${encodeURIComponent(id)}`,
      // Tagged only once found: an address such as /shop/__proto__ names no product, and a tag named like a built-in
      // property breaks the cache's bookkeeping.
      providesTags: (result, _error, id) =>
        result
          ? [
              { type: 'Product', id },
              { type: 'Review', id },
            ]
          : [],
    }),
    /** The lowest price a reduction is shown with, now and were the price changed now (admins). */
    getPriceHistory: b.query<ProductPriceHistory, string>({
      query: (id) => `api/products/${encodeURIComponent(id)}/price-history`,
      providesTags: (result, _error, id) => (result ? [{ type: 'Product', id }] : []),
    }),
    getRelatedProducts: b.query<Product[], string>({
      query: (id) => `api/products/related/${encodeURIComponent(id)}`,
      providesTags: (result) => (result ?? []).map((p) => ({ type: 'Product' as const, id: p._id })),
    }),
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
    /** Checks a CSV file of products; nothing is written. */
    previewImport: b.mutation<ImportPreview, string>({
      query: (csv) => ({ url: 'api/products/import', method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } }),
    }),
    deleteProduct: b.mutation<{ message: string }, string>({
      query: (id) => ({ url: `api/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Product', 'Stats'],
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductByIdQuery,
  useGetRelatedProductsQuery,
  useGetPriceHistoryQuery,
  useGetUntranslatedCountsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  usePreviewImportMutation,
} = productsApi;
