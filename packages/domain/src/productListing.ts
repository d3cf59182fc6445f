// Listing addresses as the shop's pages build them. Kept apart from the zod schemas, so the web app's first pages
// do not bundle (and run) zod.
import type { ProductSort } from './constants.ts';
import type { TranslatedLanguage } from './translations.ts';

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
  /** Only the products without a description in this language (the dashboard's filter). */
  untranslated?: TranslatedLanguage;
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
