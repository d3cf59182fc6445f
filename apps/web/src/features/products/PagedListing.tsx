// A listing paged 8 at a time with its count and a sort, page and sort read from and written to the address.
import type { ProductQuery } from '@atelier/domain';
import { useLocation } from 'react-router';
import { Pagination } from '../../components/Pagination';
import { usePageHead } from '../../shared/pageHead';
import { useGetProductsQuery } from './api';
import { ListingBar } from './ListingBar';
import { listingCanonical, pagedQuery, useLastPageAtMost, useListingAddress } from './listingAddress';
import { ProductResults } from './ProductResults';

interface PagedListingProps {
  query: ProductQuery;
  emptyText: string;
  defaultSortLabel: string;
  /** Names the page numbers for screen readers: "Pages of dresses". */
  label: string;
  /** Says how many were found in the page's words; "12 products" otherwise. */
  countText?: (count: number) => string | undefined;
  /** How many pictures load at once, as in the first screen; the rest wait until scrolled near. */
  aboveFoldCount?: number;
  /** Offers the words a search probably meant, when the shop corrected a typo in them. */
  correction?: (didYouMean: string) => React.ReactNode;
}

export function PagedListing({
  query,
  emptyText,
  defaultSortLabel,
  label,
  countText,
  aboveFoldCount = 4,
  correction,
}: PagedListingProps) {
  const address = useListingAddress();
  usePageHead({ canonical: listingCanonical(useLocation().pathname, address.params) });
  const { data, currentData, isLoading, isFetching, isError } = useGetProductsQuery(pagedQuery(query, address));
  useLastPageAtMost(currentData?.totalPages);
  const count = data?.totalProducts ?? 0;

  const goToPage = (page: number) => {
    address.goToPage(page);
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <ListingBar
        countText={data && (countText?.(count) ?? `${count} ${count === 1 ? 'product' : 'products'}`)}
        sort={address.sort}
        onSort={address.sortBy}
        defaultSortLabel={defaultSortLabel}
      />
      {data?.didYouMean && correction?.(data.didYouMean)}
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
