// Trending products: 8 cards at first, 4 more per 'Load More', the button gone once every card shows.
import { HOME_TRENDING_INITIAL, HOME_TRENDING_STEP } from '@atelier/domain';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { SectionHeading } from '../../../components/SectionHeading';
import { useGetProductsQuery } from '../../../features/products/api';
import { ProductResults } from '../../../features/products/ProductResults';
import { useTranslate } from '../../../shared/i18n/useTranslate';

export const TRENDING_FETCH_LIMIT = 20;

interface TrendingProductsProps {
  /** How many products to fetch; the cards are revealed from these. */
  limit?: number;
}

export function TrendingProducts({ limit = TRENDING_FETCH_LIMIT }: TrendingProductsProps) {
  const translate = useTranslate();
  const { data, isLoading, isError } = useGetProductsQuery({ limit });
  const [visibleCount, setVisibleCount] = useState(HOME_TRENDING_INITIAL);
  const products = data?.products ?? [];
  return (
    <section aria-labelledby="trending-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="trending-title"
        title={translate('home.trending.title')}
        subtitle={translate('home.trending.subtitle')}
      />
      <ProductResults
        products={products.slice(0, visibleCount)}
        isLoading={isLoading}
        isError={isError}
        emptyText="No products yet."
      />
      {visibleCount < products.length && (
        <div className="mt-12 text-center">
          <Button variant="secondary" onClick={() => setVisibleCount((count) => count + HOME_TRENDING_STEP)}>
            {translate('home.trending.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
