// The shop's filters as the page's address holds them, and how they become a listing query.
import {
  CATEGORIES,
  COLORS,
  type Currency,
  FALLBACK_CURRENCY,
  PRICE_RANGES,
  type ProductQuery,
  type ProductSort,
  priceRangesIn,
  SHOP_PAGE_SIZE,
} from '@atelier/domain';

export interface ShopFilterValues {
  category: string;
  color: string;
  /** Index into the price ranges (the same steps in every currency); 0 is every price. */
  priceRange: number;
}

export const NO_FILTERS: ShopFilterValues = { category: 'all', color: 'all', priceRange: 0 };

/** The filters an address names (`?category=dress&color=red&price=2`); anything unknown is read as no filter. */
export function readShopFilters(params: URLSearchParams): ShopFilterValues {
  const category = params.get('category') ?? '';
  const color = params.get('color') ?? '';
  const priceRange = Number(params.get('price'));
  return {
    category: (CATEGORIES as readonly string[]).includes(category) ? category : 'all',
    color: (COLORS as readonly string[]).includes(color) ? color : 'all',
    priceRange: Number.isInteger(priceRange) && priceRange > 0 && priceRange < PRICE_RANGES.length ? priceRange : 0,
  };
}

/** The address's parameters for `filters`; a filter left at "all" is left out. */
export function shopFilterParams(filters: ShopFilterValues): Record<string, string | undefined> {
  return {
    category: filters.category === 'all' ? undefined : filters.category,
    color: filters.color === 'all' ? undefined : filters.color,
    price: filters.priceRange > 0 ? String(filters.priceRange) : undefined,
  };
}

/** How many filters are on: a category, a colour, a price range. */
export function shopFiltersOn(filters: ShopFilterValues): number {
  return Object.values(shopFilterParams(filters)).filter(Boolean).length;
}

/** The listing's query; the price range in the shop's currency. */
export function shopQuery(
  filters: ShopFilterValues,
  page: number,
  sort?: ProductSort,
  currency: Currency = FALLBACK_CURRENCY,
): ProductQuery {
  const ranges = priceRangesIn(currency);
  const range = ranges[filters.priceRange] ?? PRICE_RANGES[0];
  return {
    category: filters.category,
    color: filters.color,
    minPrice: range.min,
    maxPrice: range.max,
    page,
    limit: SHOP_PAGE_SIZE,
    ...(sort ? { sort } : {}),
  };
}
