// Small builders of catalog objects and API answers for component tests.
import type { Product, ProductListResponse, Review } from '@atelier/domain';

let sequence = 0;
const nextId = () => `10000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = nextId();
  return {
    _id: id,
    name: `Linen dress ${id.slice(-3)}`,
    category: 'dress',
    description: 'A relaxed linen dress.',
    price: 40,
    image: `/images/${id}.webp`,
    color: 'beige',
    rating: 4,
    author: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makeProducts(count: number, overrides: Partial<Product> = {}): Product[] {
  return Array.from({ length: count }, () => makeProduct(overrides));
}

/** A listing answer holding every given product on one page. */
export function listingOf(products: Product[]): ProductListResponse {
  return { products, totalPages: products.length ? 1 : 0, totalProducts: products.length };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: nextId(),
    comment: 'Lovely fabric.',
    rating: 5,
    userId: { _id: nextId(), username: 'Maya' },
    productId: nextId(),
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}
