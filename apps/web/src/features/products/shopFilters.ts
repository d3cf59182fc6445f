// The shop's filters as the page holds them, and how they become a listing query.
import { PRICE_RANGES, type ProductQuery, SHOP_PAGE_SIZE } from '@atelier/domain';

export interface ShopFilterValues {
  category: string;
  color: string;
  /** Index into PRICE_RANGES; 0 is every price. */
  priceRange: number;
}

export const NO_FILTERS: ShopFilterValues = { category: 'all', color: 'all', priceRange: 0 };

export function shopQuery(filters: ShopFilterValues, page: number): ProductQuery {
  const range = PRICE_RANGES[filters.priceRange] ?? PRICE_RANGES[0];
  return {
    category: filters.category,
    color: filters.color,
    minPrice: range.min,
    maxPrice: range.max,
    page,
    limit: SHOP_PAGE_SIZE,
  };
}
