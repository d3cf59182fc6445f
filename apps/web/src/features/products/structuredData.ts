// A product as schema.org's `Product`, the data search engines show as a rich result (price, rating).
import type { Product } from '@atelier/domain';

export const BRAND = 'Atelier';

export function productStructuredData(product: Product, reviewCount: number): object {
  const path = `/shop/${product._id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.image ? { image: product.image } : {}),
    description: product.description,
    sku: product._id,
    brand: { '@type': 'Brand', name: BRAND },
    url: path,
    offers: { '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: 'USD', url: path },
    ...(reviewCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount } } : {}),
  };
}
