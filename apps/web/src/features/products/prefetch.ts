// Route loaders that ask for a page's products while the page's code is still downloading, so both arrive together.
// They wait for nothing: the page shows as soon as its code is there, and reads the answer from the cache.
import type { LoaderFunctionArgs } from 'react-router';
import { store } from '../../app/store';
import { productsApi } from './api';
import { NO_FILTERS, shopQuery } from './shopFilters';

export function prefetchShopPage() {
  store.dispatch(productsApi.util.prefetch('getProducts', shopQuery(NO_FILTERS, 1), {}));
  return null;
}

export function prefetchProductPage({ params }: LoaderFunctionArgs) {
  if (params.id) store.dispatch(productsApi.util.prefetch('getProductById', params.id, {}));
  return null;
}
