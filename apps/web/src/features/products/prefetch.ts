// Asks for a page's products while the page's code is still downloading, so both arrive together.
// In the browser nothing waits for these: the page reads the answer from the cache when it comes. On the server
// the page is rendered once they are answered (entry-server.tsx).
import { CATEGORIES } from '@atelier/domain';
import type { AppDispatch } from '../../shared/store/storeTypes';
import { productsApi } from './api';
import { pagedQuery, readListingAddress } from './listingAddress';
import { readShopFilters, shopQuery } from './shopFilters';

export function prefetchShopPage(dispatch: AppDispatch, address: URL) {
  const { page, sort } = readListingAddress(address.searchParams);
  dispatch(productsApi.util.prefetch('getProducts', shopQuery(readShopFilters(address.searchParams), page, sort), {}));
}

export function prefetchProductPage(dispatch: AppDispatch, id: string | undefined) {
  if (id) dispatch(productsApi.util.prefetch('getProductById', id, {}));
}

export function prefetchCategoryPage(dispatch: AppDispatch, categoryName: string | undefined, address: URL) {
  const category = (categoryName ?? '').toLowerCase();
  if (!(CATEGORIES as readonly string[]).includes(category)) return;
  dispatch(productsApi.util.prefetch('getProducts', pagedQuery({ category }, readListingAddress(address.searchParams)), {}));
}

export function prefetchSearchPage(dispatch: AppDispatch, address: URL) {
  const q = address.searchParams.get('q') ?? '';
  dispatch(productsApi.util.prefetch('getProducts', pagedQuery({ q }, readListingAddress(address.searchParams)), {}));
}
