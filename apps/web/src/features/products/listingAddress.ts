// A listing's page and sort kept in the address (`?page=2&sort=price-asc`), so a result can be shared, reloaded and
// reached again with Back. An address without them is page 1 in the page's own order.
import { PRODUCT_SORTS, type ProductQuery, type ProductSort, SHOP_PAGE_SIZE } from '@atelier/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

export interface ListingAddress {
  page: number;
  sort?: ProductSort;
}

/** What the address asks for; anything else than a page number or a known sort is read as absent. */
export function readListingAddress(params: URLSearchParams): ListingAddress {
  const page = Number(params.get('page'));
  const sort = params.get('sort') as ProductSort | null;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: sort && PRODUCT_SORTS.includes(sort) ? sort : undefined,
  };
}

/**
 * The address search engines should index for a listing: its path, the words searched for, and its page past the
 * first, so each page of results is found on its own (Google's advice for paged lists). A sort only reorders the same
 * products and tracking tags change nothing, so they are left out; a narrowed listing (the shop's filters) names the
 * whole listing's first page, as its page numbers are not the whole listing's.
 */
export function listingCanonical(pathname: string, params: URLSearchParams, narrowed = false): string {
  if (narrowed) return pathname;
  const canonical = new URLSearchParams();
  const q = params.get('q')?.trim();
  if (q) canonical.set('q', q);
  const { page } = readListingAddress(params);
  if (page > 1) canonical.set('page', String(page));
  const query = canonical.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The listing query of a page at an address; the same object the page's prefetch asks for. */
export function pagedQuery(query: ProductQuery, address: ListingAddress): ProductQuery {
  return { ...query, page: address.page, limit: SHOP_PAGE_SIZE, ...(address.sort ? { sort: address.sort } : {}) };
}

/** The address's page and sort, and moves that each add a step to the browser's history. */
export function useListingAddress() {
  const [params, setParams] = useSearchParams();
  const change = (values: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return {
    ...readListingAddress(params),
    params,
    goToPage: (page: number) => change({ page: page > 1 ? String(page) : undefined }),
    // Another order starts again from the first page.
    sortBy: (sort: ProductSort | undefined) => change({ sort, page: undefined }),
    change,
  };
}

/**
 * A page number past the end (an old link, a listing that has shrunk: `?page=9` of 3 pages) shows the last page
 * instead, in place of the address, so Back does not lead to the empty page again. `totalPages` must be the answer to
 * the address's own query, not one kept from the query before.
 */
export function useLastPageAtMost(totalPages: number | undefined) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  useEffect(() => {
    if (totalPages === undefined) return;
    const next = new URLSearchParams(search);
    const last = Math.max(totalPages, 1);
    if (readListingAddress(next).page <= last) return;
    if (last > 1) next.set('page', String(last));
    else next.delete('page');
    setParams(next, { replace: true });
  }, [search, totalPages, setParams]);
}
