// The tables whose changes the database announces (migration 0013): the only tags a cached answer or page can show.
import type { Database } from '../db/client.ts';

/** The channel the database's triggers send a changed table's name on. */
export const TABLE_CHANGED_CHANNEL = 'table_changed';

/** Each has a trigger that notifies `table_changed` after every statement that changes it. */
export const ANNOUNCED_TABLES = [
  'products',
  'product_sizes',
  'reviews',
  'users',
  'orders',
  'refunds',
  'settings',
  'pages',
  'shipping_zones',
  'shipping_zone_countries',
  'shipping_methods',
  'wishlist_items',
  'product_price_changes',
  'promotions',
] as const;

export type AnnouncedTable = (typeof ANNOUNCED_TABLES)[number];

/**
 * What the catalog's answers and pages show: products, their sizes and stock, their price history (the lowest price
 * beside a reduction), reviews and their writers' names, the automatic promotions' labels; and, on every page, the
 * shop's settings (header, footer, titles) and its own pages.
 */
export const CATALOG_TABLES: readonly AnnouncedTable[] = [
  'products',
  'product_sizes',
  'product_price_changes',
  'reviews',
  'users',
  'promotions',
  'settings',
  'pages',
];

/**
 * What a product's answer and the storefront's pages show: the catalog, and whether each review's writer bought the
 * piece, read from their orders (decision 305), so a purchase or a cancellation changes it.
 */
export const PRODUCT_TABLES: readonly AnnouncedTable[] = [...CATALOG_TABLES, 'orders'];

/**
 * What a delivery quote shows: the zones, the countries they hold and their methods; and what a text quoting them
 * through placeholders shows besides its own tables (the settings, a page, a rendered page).
 */
export const SHIPPING_TABLES: readonly AnnouncedTable[] = ['shipping_zones', 'shipping_zone_countries', 'shipping_methods'];

/**
 * Calls `onChange` with each table the database announces changed, on every instance, whatever made the change;
 * `onGap` when announcements may have been missed. Resolves once listening, with what stops it.
 */
export function listenToTableChanges(
  database: Pick<Database, 'listen'>,
  onChange: (table: AnnouncedTable) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  return database.listen(TABLE_CHANGED_CHANNEL, (table) => onChange(table as AnnouncedTable), onGap);
}
