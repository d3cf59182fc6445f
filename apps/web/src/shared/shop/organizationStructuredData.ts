// The shop as schema.org's `Organization`, on the home page: the name, logo and contact search engines show beside it.
import type { ShopSettings } from '@atelier/domain';

export function organizationStructuredData(shop: ShopSettings['shop']): object {
  const contact = {
    ...(shop.email ? { email: shop.email } : {}),
    ...(shop.phone ? { telephone: shop.phone } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: '/',
    // As an ImageObject its `url` is made absolute by the server, as every address in the page's data is.
    ...(shop.logo ? { logo: { '@type': 'ImageObject', url: shop.logo } } : {}),
    ...(Object.keys(contact).length > 0
      ? { contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', ...contact } }
      : {}),
    ...(shop.social.length > 0 ? { sameAs: shop.social.map((link) => link.url) } : {}),
  };
}
