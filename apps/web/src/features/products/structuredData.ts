// A product as schema.org's `Product`, the data search engines show as a rich result (price, rating).
import { FEW_LEFT, type Product } from '@atelier/domain';

export const BRAND = 'Atelier';

/** What can be bought now, in schema.org's words; 'few left' as the product page says it. */
function availability(stock: number): string {
  if (stock <= 0) return 'https://schema.org/OutOfStock';
  return stock <= FEW_LEFT ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock';
}

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
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: availability(product.stock),
      url: path,
    },
    ...(reviewCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount } } : {}),
  };
}
