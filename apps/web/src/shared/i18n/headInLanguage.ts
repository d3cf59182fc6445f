// A page's head in its language: the pages write their own addresses as the router knows them (`/shop/42`); a French
// page's canonical address and the addresses in its structured data are the French ones (`/fr/shop/42`).
import { type Language, type PageHead, pathInLanguage } from '@atelier/domain';

/** Keys of schema.org data holding a page's address (an ImageObject's `url` is a picture's). */
const PAGE_ADDRESS_KEYS = new Set(['url', 'item']);

function addressesInLanguage(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => addressesInLanguage(item, language));
  if (!value || typeof value !== 'object') return value;
  const isPicture = (value as { '@type'?: unknown })['@type'] === 'ImageObject';
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      !isPicture && PAGE_ADDRESS_KEYS.has(key) && typeof inner === 'string' && inner.startsWith('/')
        ? pathInLanguage(inner, language)
        : addressesInLanguage(inner, language),
    ]),
  );
}

export function headInLanguage(head: PageHead, language: Language): PageHead {
  return {
    ...head,
    ...(head.canonical ? { canonical: pathInLanguage(head.canonical, language) } : {}),
    structuredData: head.structuredData.map((data) => addressesInLanguage(data, language) as object),
  };
}
