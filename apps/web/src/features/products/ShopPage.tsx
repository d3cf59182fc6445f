// /shop: filters and page held in the address, the grid paged 8 at a time; any filter change goes back to page 1.
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { usePageHead } from '../../shared/pageHead';
import { selectCurrency } from '../../shared/shop/clientConfigSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useGetProductsQuery } from './api';
import { ListingBar } from './ListingBar';
import { listingCanonical, useLastPageAtMost, useListingAddress } from './listingAddress';
import { ProductResults } from './ProductResults';
import { ShopFilters } from './ShopFilters';
import { NO_FILTERS, readShopFilters, type ShopFilterValues, shopFilterParams, shopFiltersOn, shopQuery } from './shopFilters';

export default function ShopPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('shop.title'));
  const address = useListingAddress();
  const search = address.params.toString();
  const narrowed = shopFiltersOn(readShopFilters(address.params)) > 0;
  usePageHead({ canonical: listingCanonical('/shop', address.params, narrowed) });
  // Shown at once when chosen, while the address follows; Back, Forward and shared addresses set them too.
  const [filters, setFilters] = useState(() => readShopFilters(address.params));
  useEffect(() => setFilters(readShopFilters(new URLSearchParams(search))), [search]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  const currency = useAppSelector(selectCurrency);
  const { data, currentData, isLoading, isFetching, isError } = useGetProductsQuery(
    shopQuery(readShopFilters(address.params), address.page, address.sort, currency),
  );
  useLastPageAtMost(currentData?.totalPages);
  // The phone's filter button says how many are on, as the filters themselves are folded away.
  const filtersOn = shopFiltersOn(filters);

  const applyFilters = (next: ShopFilterValues) => {
    setFilters(next);
    address.change({ ...shopFilterParams(next), page: undefined });
  };
  const goToPage = (next: number) => {
    address.goToPage(next);
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <main>
      <PageHeader band title={translate('shop.title')} description={translate('shop.description')} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[13rem_1fr] md:py-14 lg:grid-cols-[15rem_1fr] lg:gap-12 lg:px-8">
        <aside aria-label={translate('shop.filters')}>
          <Button
            variant="secondary"
            block
            className="md:hidden"
            aria-expanded={filtersOpen}
            aria-controls="shop-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal size={16} aria-hidden="true" />
            {filtersOpen
              ? translate('shop.hideFilters')
              : filtersOn > 0
                ? translate('shop.showFiltersOn', { count: filtersOn })
                : translate('shop.showFilters')}
          </Button>
          <div id="shop-filters" className={`${filtersOpen ? 'block' : 'hidden'} pt-6 md:block md:pt-0`}>
            <ShopFilters filters={filters} onChange={applyFilters} onClear={() => applyFilters(NO_FILTERS)} />
          </div>
        </aside>
        <section ref={resultsRef} aria-labelledby="shop-products-title" className="scroll-mt-6">
          <h2 id="shop-products-title" className="sr-only">
            {translate('shop.products')}
          </h2>
          {/* Present while loading too, so the grid does not move down when the count arrives. */}
          <ListingBar
            countText={data && translate('shop.showing', { shown: data.products.length, total: data.totalProducts })}
            sort={address.sort}
            onSort={address.sortBy}
            defaultSortLabel={translate('sort.newest')}
          />
          <div className={isFetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <ProductResults
              products={data?.products}
              isLoading={isLoading}
              isError={isError}
              emptyText="No products match these filters."
              aboveFoldCount={4}
            />
          </div>
          {data && data.totalPages > 1 && (
            <div className="mt-12 flex justify-center [&_nav]:justify-center">
              <Pagination
                page={address.page}
                totalPages={data.totalPages}
                onPageChange={goToPage}
                label={translate('shop.pages')}
              />
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
