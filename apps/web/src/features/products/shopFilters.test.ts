import { productListPath } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, shopQuery } from './shopFilters';

describe('shopQuery', () => {
  it('asks for the whole catalog, first page, before a filter is chosen', () => {
    expect(productListPath(shopQuery(NO_FILTERS, 1))).toBe('/api/products?minPrice=0&page=1&limit=8');
  });

  it('sends the chosen category, colour and price range, and leaves "all" out', () => {
    const path = productListPath(shopQuery({ category: 'dress', color: 'all', priceRange: 2 }, 3));
    expect(path).toBe('/api/products?category=dress&minPrice=50&maxPrice=100&page=3&limit=8');
  });
});
