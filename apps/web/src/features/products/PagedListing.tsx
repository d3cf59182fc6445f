// A listing paged 8 at a time with its count and a sort, page and sort read from and written to the address.
import type { ProductQuery } from '@atelier/domain';
import { useLocation } from 'react-router';
import { Pagination } from '../../components/Pagination';
import { usePageHead } from '../../shared/pageHead';
import { useGetProductsQuery } from './api';
import { listingCanonical, pagedQuery, useListingAddress } from './listingAddress';
import { ProductResults } from './ProductResults';
import { SortSelect } from './SortSelect';

interface PagedListingProps {
  query: ProductQuery;
  emptyText: string;
  defaultSortLabel: string;
  /** Names the page numbers for screen readers: "Dress pages". */
  label: string;
  /** Says how many were found in the page's words; "12 products" otherwise. */
  countText?: (count: number) => string | undefined;
  /** How many pictures load at once, as in the first screen; the rest wait until scrolled near. */
  aboveFoldCount?: number;
}

export function PagedListing({ query, emptyText, defaultSortLabel, label, countText, aboveFoldCount = 4 }: PagedListingProps) {
  const address = useListingAddress();
  usePageHead({ canonical: listingCanonical(useLocation().pathname, address.params) });
  const { data, isLoading, isFetching, isError } = useGetProductsQuery(pagedQuery(query, address));
  const count = data?.totalProducts ?? 0;

  const goToPage = (page: number) => {
    address.goToPage(page);
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="min-h-5 text-sm text-muted">
          {data && (countText?.(count) ?? `${count} ${count === 1 ? 'product' : 'products'}`)}
        </p>
        <SortSelect value={address.sort} onChange={address.sortBy} defaultLabel={defaultSortLabel} />
      </div>
      <div className={isFetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        <ProductResults
          products={data?.products}
          isLoading={isLoading}
          isError={isError}
          emptyText={emptyText}
          aboveFoldCount={aboveFoldCount}
        />
      </div>
      {data && data.totalPages > 1 && (
        <div className="mt-12 flex justify-center [&_nav]:justify-center">
          <Pagination page={address.page} totalPages={data.totalPages} onPageChange={goToPage} label={label} />
        </div>
      )}
    </>
  );
}
