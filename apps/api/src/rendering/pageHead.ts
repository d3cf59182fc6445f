// The `<head>` of a rendered page as search engines and shared links read it: title, description, canonical address,
// Open Graph and Twitter card tags, and the page's schema.org data as JSON-LD.
import type { PageHead } from '@atelier/domain';
import { escapeHtml } from './html.ts';

/** Keys of schema.org data whose value is an address; a path there becomes absolute. */
const ADDRESS_KEYS = new Set(['url', 'image', 'item']);

/**
 * JSON inside a script element, escaped so that no text of a product can end the element or start a comment:
 * `<`, `>` and `&` as JSON escapes (the parsed data is unchanged), and the two line separators JavaScript once refused.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absolute(address: string, publicUrl: string): string {
  return new URL(address, `${publicUrl}/`).toString();
}

function structuredData(data: object, publicUrl: string): string {
  const absoluteAddresses = (key: string, value: unknown) =>
    ADDRESS_KEYS.has(key) && typeof value === 'string' && value.startsWith('/') ? absolute(value, publicUrl) : value;
  return `<script type="application/ld+json">${jsonForScript(JSON.parse(JSON.stringify(data), absoluteAddresses))}</script>`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The tags that describe the page at `path` (its address without the query), for the shop at `publicUrl`. */
export function headTags(head: PageHead, path: string, publicUrl: string): string[] {
  const url = absolute(head.canonical ?? path, publicUrl);
  const image = head.image ? absolute(head.image, publicUrl) : undefined;
  const isProduct = head.structuredData.some((data) => (data as { '@type'?: string })['@type'] === 'Product');
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(head.siteName ? [meta('property', 'og:site_name', head.siteName)] : []),
    meta('property', 'og:type', isProduct ? 'product' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
  ];
  if (head.description) {
    tags.push(
      meta('name', 'description', head.description),
      meta('property', 'og:description', head.description),
      meta('name', 'twitter:description', head.description),
    );
  }
  if (image) tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
  return [...tags, ...head.structuredData.map((data) => structuredData(data, publicUrl))];
}
