// The kind of storefront page an address shows, as the Analytics screen groups page views.
import type { PageType } from '@atelier/domain';

const PAGE_TYPES: [RegExp, PageType][] = [
  [/^\/$/, 'home'],
  [/^\/shop\/[^/]+$/, 'product'],
  [/^\/(shop|categories\/[^/]+)$/, 'listing'],
  [/^\/search$/, 'search'],
  [/^\/cart$/, 'cart'],
  [/^\/checkout(\/|$)/, 'checkout'],
  [/^\/success$/, 'success'],
];

export function pageTypeOf(pathname: string): PageType {
  return PAGE_TYPES.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'page';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The product a product page shows, from its address (`/shop/<id>`); null on any other page. */
export function productIdOf(pathname: string): string | null {
  const id = /^\/shop\/([^/]+)$/.exec(pathname)?.[1];
  return id && UUID.test(id) ? id : null;
}
