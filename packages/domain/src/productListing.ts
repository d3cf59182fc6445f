// Listing addresses as the shop's pages build them. Kept apart from the zod schemas, so the web app's first pages
// do not bundle (and run) zod.
import { PRICE_RANGES, type ProductSort, SHOP_PAGE_SIZE } from './constants.ts';

/** A catalog listing as the shop's pages ask for it. */
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

/** The address of a listing: empty values and 'all' mean "no filter" and are left out. */
export function productListPath(query: ProductQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text === '' || text === 'all') continue;
    params.set(key, text);
  }
  const search = params.toString();
  return `/api/products${search ? `?${search}` : ''}`;
}

/** What /shop lists before a filter is chosen (the server preloads it with the page). */
export const FIRST_SHOP_PAGE: ProductQuery = { minPrice: PRICE_RANGES[0].min, page: 1, limit: SHOP_PAGE_SIZE };
