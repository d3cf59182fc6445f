import { productListPath } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, readShopFilters, shopFilterParams, shopQuery } from './shopFilters';

describe('shopQuery', () => {
  it('asks for the whole catalog, first page, before a filter is chosen', () => {
    expect(productListPath(shopQuery(NO_FILTERS, 1))).toBe('/api/products?minPrice=0&page=1&limit=8');
  });

  it('sends the chosen category, colour and price range, and leaves "all" out', () => {
    const path = productListPath(shopQuery({ category: 'dress', color: 'all', priceRange: 2 }, 3));
    expect(path).toBe('/api/products?category=dress&minPrice=50&maxPrice=100&page=3&limit=8');
  });
});

describe('the shop’s filters in the address', () => {
  it('reads the filters an address names, and no filter for an address without them or with unknown ones', () => {
    expect(readShopFilters(new URLSearchParams('category=dress&color=red&price=2'))).toEqual({
      category: 'dress',
      color: 'red',
      priceRange: 2,
    });
    expect(readShopFilters(new URLSearchParams(''))).toEqual(NO_FILTERS);
    expect(readShopFilters(new URLSearchParams('category=shoes&color=pink&price=99'))).toEqual(NO_FILTERS);
  });

  it('writes back what it reads, leaving "all" out', () => {
    const filters = { category: 'jewellery', color: 'all', priceRange: 1 };
    expect(shopFilterParams(filters)).toEqual({ category: 'jewellery', color: undefined, price: '1' });
    expect(shopFilterParams(NO_FILTERS)).toEqual({ category: undefined, color: undefined, price: undefined });
  });
});
