// The catalog listing: filters, text search, sort and paging, shaped so the newest-first indexes serve it.
import type { ProductListQuery, ProductSort } from '@atelier/domain';
import { toCents } from '@atelier/domain';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { type ProductRow, productColumns } from './mapper.ts';
import { type ProductSearch, productSearch } from './search.ts';

/** A listing's text search, its words already corrected against the catalog's (null when they hold no word). */
type Search = ProductSearch | null | undefined;

function listingFilter(query: ProductListQuery, search: Search): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.color) conditions.push(eq(products.color, query.color));
  if (query.minPrice > 0) conditions.push(gte(products.priceCents, toCents(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(products.priceCents, toCents(query.maxPrice)));
  if (query.q) conditions.push(search?.matches ?? sql`false`);
  return and(...conditions);
}

// Spelled exactly as the indexes are declared (drizzle writes DESC NULLS LAST), or PostgreSQL sorts instead.
export const NEWEST_FIRST = [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`];

const ORDERINGS: Record<ProductSort, SQL[]> = {
  newest: NEWEST_FIRST,
  'price-asc': [asc(products.priceCents), ...NEWEST_FIRST],
  'price-desc': [desc(products.priceCents), ...NEWEST_FIRST],
  rating: [desc(products.rating), ...NEWEST_FIRST],
};

/** A search without a chosen sort shows the best matches first; otherwise the chosen sort, newest by default. */
function ordering(query: ProductListQuery, search: Search): SQL[] {
  const relevance = !query.sort && query.q ? search?.relevance : undefined;
  return relevance ? [desc(relevance), ...NEWEST_FIRST] : ORDERINGS[query.sort ?? 'newest'];
}

/** How many products match the listing's filters, not yet run. */
export function productCountQuery(db: Db, query: ProductListQuery, search?: Search) {
  return db.select({ n: count() }).from(products).where(listingFilter(query, search));
}

/**
 * One page of the listing with the number of all matching products on each row, not yet run (tests explain its plan).
 * The count is a subquery that does not depend on the row, so PostgreSQL runs it once, through an index-only scan,
 * while the page stays an index walk that stops after `limit` rows: one round trip instead of two (decision 146).
 */
export function productPageQuery(db: Db, query: ProductListQuery, search?: Search) {
  return db
    .select({ ...productColumns, totalProducts: sql<number>`(${productCountQuery(db, query, search)})`.mapWith(Number) })
    .from(products)
    .where(listingFilter(query, search))
    .orderBy(...ordering(query, search))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export interface ProductPage {
  rows: ProductRow[];
  totalProducts: number;
  totalPages: number;
}

/** The total when the page came back empty: none at all on the first page, else counted (a page past the last). */
async function totalOfEmptyPage(db: Db, query: ProductListQuery, search?: Search): Promise<number> {
  if (query.page === 1) return 0;
  const [total] = await productCountQuery(db, query, search);
  return total?.n ?? 0;
}

export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const search = query.q ? await productSearch(db, query.q) : undefined;
  const found = await productPageQuery(db, query, search);
  const totalProducts = found[0]?.totalProducts ?? (await totalOfEmptyPage(db, query, search));
  const rows = found.map(({ totalProducts: _, ...row }) => row);
  return { rows, totalProducts, totalPages: Math.ceil(totalProducts / query.limit) };
}
