// The Google Merchant Center feed: RSS 2.0 with Google's `g:` namespace, an item per size of every product listed,
// written a batch of products at a time.
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../rendering/html.ts';
import type { FeedContext } from './feedContext.ts';
import { type FeedItem, feedItems } from './feedItems.ts';
import { feedProductBatches, reasonsToLeaveOut } from './feedProducts.ts';

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** Characters XML 1.0 cannot hold at all, even escaped (control characters a pasted description may carry). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters taken out
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const text = (value: string | number) => escapeHtml(String(value).replace(NOT_IN_XML, ''));
const element = (name: string, value: string | number | undefined) =>
  value === undefined ? '' : `<g:${name}>${text(value)}</g:${name}>`;

function itemXml(item: FeedItem): string {
  const shipping = item.shipping
    .map(
      (delivery) =>
        `<g:shipping>${element('country', delivery.country)}${element('service', delivery.service)}${element('price', delivery.price)}` +
        `${element('min_transit_time', delivery.minTransitDays)}${element('max_transit_time', delivery.maxTransitDays)}</g:shipping>`,
    )
    .join('');
  return [
    '<item>',
    element('id', item.id),
    element('title', item.title),
    element('description', item.description),
    element('link', item.link),
    element('image_link', item.imageLink),
    ...item.additionalImageLinks.map((url) => element('additional_image_link', url)),
    element('availability', item.inStock ? 'in_stock' : 'out_of_stock'),
    element('price', item.price),
    element('sale_price', item.salePrice),
    element('sale_price_effective_date', item.salePriceEffectiveDate),
    element('brand', item.brand),
    element('gtin', item.gtin),
    element('mpn', item.mpn),
    element('condition', item.condition),
    element('google_product_category', item.googleCategory),
    element('item_group_id', item.itemGroupId),
    element('color', item.color),
    element('size', item.size),
    element('size_system', item.sizeSystem),
    element('gender', item.gender),
    element('age_group', item.ageGroup),
    element('material', item.material),
    element('pattern', item.pattern),
    shipping,
    '</item>\n',
  ].join('');
}

/** The feed's text, the channel's head first, then the items of a batch of products at a time. */
export async function* googleFeed(db: Db, context: FeedContext): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>\n<title>${text(
    context.shopName,
  )}</title>\n<link>${text(context.publicUrl)}</link>\n<description>${text(context.shopDescription)}</description>\n`;
  for await (const batch of feedProductBatches(db)) {
    yield batch
      .filter((product) => reasonsToLeaveOut(product).length === 0)
      .flatMap((product) => feedItems(product, context).map(itemXml))
      .join('');
  }
  yield '</channel>\n</rss>\n';
}
