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

/** One page of the listing, not yet run (tests explain its plan). */
export function productPageQuery(db: Db, query: ProductListQuery, search?: Search) {
  return db
    .select(productColumns)
    .from(products)
    .where(listingFilter(query, search))
    .orderBy(...ordering(query, search))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

/** How many products match the listing's filters, not yet run. */
export function productCountQuery(db: Db, query: ProductListQuery, search?: Search) {
  return db.select({ n: count() }).from(products).where(listingFilter(query, search));
}

export interface ProductPage {
  rows: ProductRow[];
  totalProducts: number;
  totalPages: number;
}

export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const search = query.q ? await productSearch(db, query.q) : undefined;
  // A separate count keeps the page query an index walk that stops after `limit` rows.
  const [total] = await productCountQuery(db, query, search);
  const totalProducts = total?.n ?? 0;
  const totalPages = Math.ceil(totalProducts / query.limit);
  // Past the last page there is nothing to fetch, however deep the offset.
  const rows = query.page > totalPages ? [] : await productPageQuery(db, query, search);
  return { rows, totalProducts, totalPages };
}
