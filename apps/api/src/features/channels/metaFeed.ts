// The Meta (Facebook and Instagram) catalogue feed: CSV with Meta's columns, the same items as Google's feed.
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client.ts';
import type { FeedContext } from './feedContext.ts';
import { type FeedItem, feedItems } from './feedItems.ts';
import { feedProductBatches, reasonsToLeaveOut } from './feedProducts.ts';

export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'sale_price_effective_date',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'gtin',
  'mpn',
  'item_group_id',
  'color',
  'size',
  'gender',
  'age_group',
  'material',
  'pattern',
  'google_product_category',
] as const;

function metaRow(item: FeedItem): string[] {
  return [
    item.id,
    item.title,
    item.description,
    item.inStock ? 'in stock' : 'out of stock',
    item.condition,
    item.price,
    item.salePrice ?? '',
    item.salePriceEffectiveDate ?? '',
    item.link,
    item.imageLink,
    // Meta takes several pictures in one cell, separated by commas.
    item.additionalImageLinks.join(','),
    item.brand,
    item.gtin ?? '',
    item.mpn ?? '',
    item.itemGroupId ?? '',
    item.color,
    item.size ?? '',
    item.gender,
    item.ageGroup,
    item.material ?? '',
    item.pattern ?? '',
    item.googleCategory,
  ];
}

/** The feed's lines (CRLF, as RFC 4180 writes them), the header first, then a batch of products at a time. */
export async function* metaFeed(db: Db, context: FeedContext): AsyncGenerator<string> {
  yield stringify([[...META_COLUMNS]], { record_delimiter: 'windows' });
  for await (const batch of feedProductBatches(db)) {
    const rows = batch
      .filter((product) => reasonsToLeaveOut(product).length === 0)
      .flatMap((product) => feedItems(product, context).map(metaRow));
    if (rows.length > 0) yield stringify(rows, { record_delimiter: 'windows' });
  }
}
