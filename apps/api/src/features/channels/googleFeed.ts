// The Google Merchant Center feed: RSS 2.0 with Google's `g:` namespace, an item per size of every product listed,
// written a batch of products at a time.
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../rendering/html.ts';
import { type FeedContext, shopAddress } from './feedContext.ts';
import { type FeedItem, feedItems } from './feedItems.ts';
import { type FeedProduct, feedProductBatches, reasonsToLeaveOut } from './feedProducts.ts';

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** Characters XML 1.0 cannot hold at all, even escaped (control characters a pasted description may carry). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters taken out
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const text = (value: string | number) => escapeHtml(String(value).replace(NOT_IN_XML, ''));
const element = (name: string, value: string | number | undefined) =>
  value === undefined ? '' : `<g:${name}>${text(value)}</g:${name}>`;

/** What every item of a product says alike, written once per product: most of an item's text. */
function sharedXml(item: FeedItem): string {
  const shipping = item.shipping
    .map(
      (delivery) =>
        `<g:shipping>${element('country', delivery.country)}${element('service', delivery.service)}${element('price', delivery.price)}` +
        `${element('min_transit_time', delivery.minTransitDays)}${element('max_transit_time', delivery.maxTransitDays)}</g:shipping>`,
    )
    .join('');
  return [
    element('description', item.description),
    element('image_link', item.imageLink),
    ...item.additionalImageLinks.map((url) => element('additional_image_link', url)),
    element('price', item.price),
    element('sale_price', item.salePrice),
    element('sale_price_effective_date', item.salePriceEffectiveDate),
    element('brand', item.brand),
    element('condition', item.condition),
    element('google_product_category', item.googleCategory),
    element('color', item.color),
    element('size_system', item.sizeSystem),
    element('size_type', item.sizeType),
    element('gender', item.gender),
    element('age_group', item.ageGroup),
    element('material', item.material),
    element('pattern', item.pattern),
    shipping,
  ].join('');
}

/** An item: what is its own (id, title, link, stock, identifiers, size), then what it shares with its product's others. */
function itemXml(item: FeedItem, shared: string): string {
  return [
    '<item>',
    element('id', item.id),
    element('title', item.title),
    element('link', item.link),
    element('availability', item.inStock ? 'in_stock' : 'out_of_stock'),
    element('gtin', item.gtin),
    element('mpn', item.mpn),
    element('item_group_id', item.itemGroupId),
    element('size', item.size),
    shared,
    '</item>\n',
  ].join('');
}

function productXml(product: FeedProduct, context: FeedContext): string {
  const items = feedItems(product, context);
  const [first] = items;
  if (!first) return '';
  const shared = sharedXml(first);
  return items.map((item) => itemXml(item, shared)).join('');
}

/** The feed's text, the channel's head first, then the items of a batch of products at a time. */
export async function* googleFeed(db: Db, context: FeedContext): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>\n<title>${text(
    context.shopName,
  )}</title>\n<link>${text(shopAddress('', context))}</link>\n<description>${text(context.shopDescription)}</description>\n`;
  for await (const batch of feedProductBatches(db)) {
    yield batch
      .filter((product) => reasonsToLeaveOut(product).length === 0)
      .map((product) => productXml(product, context))
      .join('');
  }
  yield '</channel>\n</rss>\n';
}
