// The catalog listing: filters, text search, sort and paging, shaped so the newest-first indexes serve it.
import { DEFAULT_LANGUAGE, DOLLARS, type ProductListQuery, type ProductSort, type ShopMoney } from '@atelier/domain';
import { and, asc, between, count, desc, eq, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { jsonArray } from '../../db/jsonText.ts';
import { preparedOnce } from '../../db/preparedOnce.ts';
import { PRICE_BUCKET_CENTS, productCounts, products } from '../../db/schema.ts';
import { readShopMoney } from '../settings/index.ts';
import { productColumns, productJson } from './mapper.ts';
import { type ProductSearch, productSearch } from './search.ts';
import { untranslated } from './untranslated.ts';

/** A listing's text search, its words already corrected against the catalog's (null when they hold no word). */
type Search = ProductSearch | null | undefined;

/** A listing's values, or placeholders named after them in a statement prepared once for every listing of its shape. */
type Values = 'inline' | 'placeholders';

/** The listing's query with its price range in the shop's minor units. */
type Listing = ProductListQuery & { minCents: number; maxCents: number | undefined };

/** The listing's price range in the shop's minor units, without an upper end when the query gives none. */
function listingOf(query: ProductListQuery, money: ShopMoney): Listing {
  const maxCents = query.maxPrice === undefined ? undefined : money.toMinor(query.maxPrice);
  return { ...query, minCents: money.toMinor(query.minPrice), maxCents };
}

function listingFilter(query: Listing, search: Search, values: Values = 'inline'): SQL | undefined {
  const value = <T>(name: string, given: T) => (values === 'inline' ? given : sql.placeholder(name));
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(products.category, value('category', query.category)));
  if (query.color) conditions.push(eq(products.color, value('color', query.color)));
  if (query.minPrice > 0) conditions.push(gte(products.priceCents, value('minCents', query.minCents)));
  if (query.maxCents !== undefined) conditions.push(lte(products.priceCents, value('maxCents', query.maxCents)));
  if (query.q) conditions.push(search?.matches ?? sql`false`);
  if (query.untranslated) conditions.push(untranslated(products, query.untranslated));
  return and(...conditions);
}

/** The columns a listing is sorted by: the products table's, or the same columns of the page taken from it. */
type SortColumns = Record<'createdAt' | 'id' | 'priceCents' | 'rating', AnyPgColumn>;

// Spelled exactly as the indexes are declared (drizzle writes DESC NULLS LAST), or PostgreSQL sorts instead.
const newestFirst = (columns: SortColumns) => [sql`${columns.createdAt} desc nulls last`, sql`${columns.id} desc nulls last`];

export const NEWEST_FIRST = newestFirst(products);

/** What each sort puts first; ties, and the default sort, are newest first. */
const SORTED_FIRST_BY: Record<ProductSort, (columns: SortColumns) => SQL[]> = {
  newest: () => [],
  'price-asc': (columns) => [asc(columns.priceCents)],
  'price-desc': (columns) => [desc(columns.priceCents)],
  rating: (columns) => [desc(columns.rating)],
};

/** How well each product matches, when a search without a chosen sort shows the best matches first. */
function relevanceOrder(query: Listing, search: Search): SQL | undefined {
  return !query.sort && query.q ? search?.relevance : undefined;
}

/** The best matches first when `relevance` is given; otherwise the chosen sort, newest by default. */
function ordering(columns: SortColumns, query: Listing, relevance: SQLWrapper | undefined): SQL[] {
  const first = relevance ? [desc(relevance)] : SORTED_FIRST_BY[query.sort ?? 'newest'](columns);
  return [...first, ...newestFirst(columns)];
}

/** How many products match the listing's filters, counted one by one, not yet run. */
function productCountQuery(db: Db, query: Listing, search?: Search, values: Values = 'inline') {
  return db
    .select({ n: count() })
    .from(products)
    .where(listingFilter(query, search, values));
}

/** The highest price a product can have: PostgreSQL's integer. */
const MAX_PRICE_CENTS = 2_147_483_647;

/**
 * A listing's price range cut along the $10 buckets of `product_counts`: the buckets wholly inside it, whose kept
 * counts are added up, and what it takes of the bucket at each end, counted product by product (an empty range,
 * `from` above `to`, when it takes none). Together they hold every price of the range once.
 */
export function countedPriceRanges(minCents: number, maxCents: number | undefined) {
  const highestCents = Math.min(maxCents ?? MAX_PRICE_CENTS, MAX_PRICE_CENTS);
  const wholeFrom = Math.ceil(minCents / PRICE_BUCKET_CENTS);
  const wholeTo = Math.floor((highestCents + 1) / PRICE_BUCKET_CENTS) - 1;
  const lowEdgeTo = Math.min(highestCents, wholeFrom * PRICE_BUCKET_CENTS - 1);
  return {
    wholeFrom,
    wholeTo,
    lowEdgeFrom: minCents,
    lowEdgeTo,
    highEdgeFrom: Math.max(lowEdgeTo + 1, (wholeTo + 1) * PRICE_BUCKET_CENTS),
    highEdgeTo: highestCents,
  };
}

/**
 * How many products match a listing without a text search, from the kept counts: the sum of the whole buckets of
 * its category and colour plus a count of the products in its two edge buckets, so the work is bounded by a bucket's
 * size rather than by the number of matches (decision 200).
 */
function keptTotal(query: Listing, values: Values): SQL<number> {
  const ranges = countedPriceRanges(query.minCents, query.maxCents);
  const value = <T>(name: string, given: T) => (values === 'inline' ? given : sql.placeholder(name));
  const ofKind = (table: typeof products | typeof productCounts) => [
    query.category ? eq(table.category, value('category', query.category)) : undefined,
    query.color ? eq(table.color, value('color', query.color)) : undefined,
  ];
  const whole = sql`(select coalesce(sum(${productCounts.products}), 0) from ${productCounts} where ${and(
    ...ofKind(productCounts),
    between(productCounts.priceBucket, value('wholeFrom', ranges.wholeFrom), value('wholeTo', ranges.wholeTo)),
  )})`;
  const edge = (end: 'low' | 'high') =>
    sql`(select count(*) from ${products} where ${and(
      ...ofKind(products),
      between(
        products.priceCents,
        value(`${end}EdgeFrom`, ranges[`${end}EdgeFrom`]),
        value(`${end}EdgeTo`, ranges[`${end}EdgeTo`]),
      ),
    )})`;
  return sql<number>`${whole} + ${edge('low')} + ${edge('high')}`.mapWith(Number);
}

/** How many products match the listing: kept counts without a text search, each match counted with one. */
function listingTotal(db: Db, query: Listing, search: Search, values: Values): SQL<number> {
  if (query.q || query.untranslated) return sql<number>`(${productCountQuery(db, query, search, values)})`.mapWith(Number);
  return keptTotal(query, values);
}

/**
 * One page of the listing, written by the database as the JSON array of its products as the API shows them, with the
 * number of all matching products (null when the page is empty); not yet run (tests explain its plan). The total is
 * made of subqueries that do not depend on the row, so PostgreSQL runs them once, while the page stays an index walk
 * that stops after `limit` rows: one round trip instead of two (decisions 146, 200). Each product's row carries its
 * sizes as JSON (decision 250). The database writes the JSON, so no row is parsed, mapped and serialized again on the
 * way out (decision 245). Prices, the range's and the products', are in `money`'s currency.
 */
export function productPageQuery(
  db: Db,
  asked: ProductListQuery,
  search?: Search,
  values: Values = 'inline',
  money: ShopMoney = DOLLARS,
) {
  const query = listingOf(asked, money);
  const relevance = relevanceOrder(query, search);
  const matching = db
    .select({
      ...productColumns,
      sizesJson: products.sizesJson,
      totalProducts: listingTotal(db, query, search, values).as('total_products'),
      ...(relevance ? { relevance: relevance.as('relevance') } : {}),
    })
    .from(products)
    .where(listingFilter(query, search, values))
    .orderBy(...ordering(products, query, relevance));
  const page = (
    values === 'placeholders'
      ? matching.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
      : matching.limit(query.limit).offset((query.page - 1) * query.limit)
  ).as('page');
  const inOrder = sql.join(ordering(page, query, relevance && page.relevance), sql`, `);
  return db
    .select({
      products: jsonArray(productJson(page, page.sizesJson, money, asked.lang), inOrder),
      totalProducts: sql<number | null>`max(${page.totalProducts})`.mapWith(Number),
    })
    .from(page);
}

/**
 * The page of a listing, from a statement built once per shape (which filters it has, its sort) and database: drizzle
 * does not build the SQL again, and both databases plan it once for any values instead of again for each request's
 * (decisions 176, 220). Not for the listings `plannedForItsValues`.
 */
function preparedPage(db: Db, asked: ProductListQuery, money: ShopMoney) {
  const query = listingOf(asked, money);
  const filters = ['category', 'color'].filter((name) => query[name as 'category' | 'color'] !== undefined);
  if (query.minPrice > 0) filters.push('min');
  if (query.maxPrice !== undefined) filters.push('max');
  // Named by the currency too: its prices are divided into major units in the statement; and by another language.
  const language = query.lang && query.lang !== DEFAULT_LANGUAGE ? `_${query.lang}` : '';
  const name = `listing_${query.sort ?? 'newest'}_${filters.join('_') || 'all'}_${money.currency}${language}`.replace(/-/g, '_');
  const page = preparedOnce(db, name, (on, statement) =>
    productPageQuery(on, asked, undefined, 'placeholders', money).prepare(statement),
  );
  return page.execute({
    category: query.category,
    color: query.color,
    minCents: query.minCents,
    maxCents: query.maxCents,
    ...countedPriceRanges(query.minCents, query.maxCents),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
}

export interface ProductPage {
  /** The page's products as the API shows them, sizes smallest first: a JSON array, as the database wrote it. */
  productsJson: string;
  totalProducts: number;
  totalPages: number;
  /** A search's words as the shopper probably meant them, when a typo was corrected. */
  didYouMean?: string;
}

/** The total when the page came back empty: none at all on the first page, else counted (a page past the last). */
async function totalOfEmptyPage(db: Db, query: Listing, search?: Search): Promise<number> {
  if (query.page === 1) return 0;
  // Both drivers answer `{ rows }`; the shared Db type does not say so.
  const { rows } = (await db.execute(sql`select ${listingTotal(db, query, search, 'inline')} as n`)) as unknown as {
    rows: Array<{ n: number | string }>;
  };
  return Number(rows[0]?.n ?? 0);
}

/**
 * Whether a listing runs as a statement built and planned for its own values rather than the one prepared for its
 * shape: a search, whose statement depends on its words, and a price range with both ends. Planned once for any
 * values, PostgreSQL takes such a range for a narrow one (half a percent of the rows) and fetches and sorts every
 * product in it; planned for its values it walks the newest first and stops after the page (decision 260).
 */
export function plannedForItsValues(query: ProductListQuery): boolean {
  // A listing of what is left to translate is the dashboard's, seldom asked: no statement of its own is kept.
  if (query.untranslated) return true;
  return Boolean(query.q) || (query.minPrice > 0 && query.maxPrice !== undefined);
}

/** A page of the listing, its prices and price range in the shop's currency. */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const [search, money] = await Promise.all([query.q ? productSearch(db, query.q, query.lang) : undefined, readShopMoney(db)]);
  const [page] = plannedForItsValues(query)
    ? await productPageQuery(db, query, search, 'inline', money)
    : await preparedPage(db, query, money);
  const totalProducts = page?.totalProducts ?? (await totalOfEmptyPage(db, listingOf(query, money), search));
  const didYouMean = search?.didYouMean;
  return {
    productsJson: page?.products ?? '[]',
    totalProducts,
    totalPages: Math.ceil(totalProducts / query.limit),
    ...(didYouMean ? { didYouMean } : {}),
  };
}
