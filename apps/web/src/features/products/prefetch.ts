// Asks for a page's products while the page's code is still downloading, so both arrive together.
// Nothing waits for these: the page shows as soon as its code is there, and reads the answer from the cache.
import { store } from '../../app/store';
import { productsApi } from './api';
import { NO_FILTERS, shopQuery } from './shopFilters';

export function prefetchShopPage() {
  store.dispatch(productsApi.util.prefetch('getProducts', shopQuery(NO_FILTERS, 1), {}));
}

export function prefetchProductPage(id: string | undefined) {
  if (id) store.dispatch(productsApi.util.prefetch('getProductById', id, {}));
}
