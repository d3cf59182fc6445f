// A product as schema.org's `Product`, the data search engines show as a rich result (price, rating); with other
// colours, a `ProductGroup` that varies by colour and holds each colour as a variant.
import { currencyDecimals, FALLBACK_CURRENCY, FEW_LEFT, type Product, type ProductSibling } from '@atelier/domain';

/** What can be bought now, in schema.org's words; 'few left' as the product page says it. */
function availability(stock: number): string {
  if (stock <= 0) return 'https://schema.org/OutOfStock';
  return stock <= FEW_LEFT ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock';
}

/** `brand`: the shop's name, as its settings give it; `currency`: the ISO 4217 code of its prices. */
export function productStructuredData(
  product: Product,
  reviewCount: number,
  brand: string,
  siblings: ProductSibling[] = [],
  currency = FALLBACK_CURRENCY,
): object {
  const offer = (price: number, stock: number, url: string) => ({
    '@type': 'Offer',
    price: price.toFixed(currencyDecimals(currency)),
    priceCurrency: currency,
    availability: availability(stock),
    url,
  });
  const single = singleProduct(product, reviewCount, brand, offer);
  if (siblings.length === 0 || !product.style) return single;
  const { '@context': context, ...variant } = single as Record<string, unknown>;
  return {
    '@context': context,
    '@type': 'ProductGroup',
    name: product.name,
    productGroupID: product.style,
    brand: { '@type': 'Brand', name: brand },
    variesBy: 'https://schema.org/color',
    hasVariant: [
      { ...variant, color: product.color },
      ...siblings.map((sibling) => ({
        '@type': 'Product',
        name: sibling.name,
        sku: sibling._id,
        color: sibling.color,
        url: `/shop/${sibling._id}`,
        ...(sibling.image ? { image: sibling.image } : {}),
        offers: offer(sibling.price, sibling.stock, `/shop/${sibling._id}`),
      })),
    ],
  };
}

type OfferOf = (price: number, stock: number, url: string) => object;

function singleProduct(product: Product, reviewCount: number, brand: string, offer: OfferOf): object {
  const path = `/shop/${product._id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.image ? { image: product.image } : {}),
    description: product.description,
    sku: product._id,
    brand: { '@type': 'Brand', name: brand },
    url: path,
    offers: offer(product.price, product.stock, path),
    ...(reviewCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount } } : {}),
  };
}
