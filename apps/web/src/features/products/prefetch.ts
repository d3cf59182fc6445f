// Asks for a page's products while the page's code is still downloading, so both arrive together.
// In the browser nothing waits for these: the page reads the answer from the cache when it comes. On the server
// the page is rendered once they are answered (entry-server.tsx).
import { CATEGORIES, MAX_API_PAGE_SIZE } from '@atelier/domain';
import type { AppDispatch } from '../../shared/store/makeStore';
import { productsApi } from './api';
import { NO_FILTERS, shopQuery } from './shopFilters';

export function prefetchShopPage(dispatch: AppDispatch) {
  dispatch(productsApi.util.prefetch('getProducts', shopQuery(NO_FILTERS, 1), {}));
}

export function prefetchProductPage(dispatch: AppDispatch, id: string | undefined) {
  if (id) dispatch(productsApi.util.prefetch('getProductById', id, {}));
}

/** What a category page shows; the name as the address gives it, in any case. */
export function categoryQuery(categoryName: string) {
  return { category: categoryName.toLowerCase(), limit: MAX_API_PAGE_SIZE };
}

export function prefetchCategoryPage(dispatch: AppDispatch, categoryName: string | undefined) {
  const query = categoryQuery(categoryName ?? '');
  if ((CATEGORIES as readonly string[]).includes(query.category)) dispatch(productsApi.util.prefetch('getProducts', query, {}));
}
