// Asks for a page's products while the page's code is still downloading, so both arrive together.
// In the browser nothing waits for these: the page reads the answer from the cache when it comes. On the server
// the page is rendered once they are answered (entry-server.tsx).
import type { AppDispatch } from '../../shared/store/makeStore';
import { productsApi } from './api';
import { NO_FILTERS, shopQuery } from './shopFilters';

export function prefetchShopPage(dispatch: AppDispatch) {
  dispatch(productsApi.util.prefetch('getProducts', shopQuery(NO_FILTERS, 1), {}));
}

export function prefetchProductPage(dispatch: AppDispatch, id: string | undefined) {
  if (id) dispatch(productsApi.util.prefetch('getProductById', id, {}));
}
