// Asks for a page's products while the page's code is still downloading, so both arrive together.
// In the browser nothing waits for these: the page reads the answer from the cache when it comes. On the server
// the page is rendered once they are answered (entry-server.tsx).
import { CATEGORIES, type Currency } from '@atelier/domain';
import type { AppDispatch } from '../../shared/store/storeTypes';
import { productsApi } from './api';
import { pagedQuery, readListingAddress } from './listingAddress';
import { readShopFilters, shopQuery } from './shopFilters';

/** With a price range chosen, its figures are in the shop's currency: `currency` tells it, asked for only then. */
export async function prefetchShopPage(dispatch: AppDispatch, address: URL, currency: () => Promise<Currency>) {
  const { page, sort } = readListingAddress(address.searchParams);
  const filters = readShopFilters(address.searchParams);
  const inCurrency = filters.priceRange > 0 ? await currency() : undefined;
  dispatch(productsApi.util.prefetch('getProducts', shopQuery(filters, page, sort, inCurrency), {}));
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
