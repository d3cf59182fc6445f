// A list of products as it arrives: 'Loading...' over placeholder cards, 'Error loading products.', a message when empty, or the grid.
import type { Product } from '@atelier/domain';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { ProductGrid } from './ProductGrid';
import { ProductGridSkeleton } from './ProductGridSkeleton';

interface ProductResultsProps {
  products: Product[] | undefined;
  isLoading: boolean;
  isError: boolean;
  emptyText: string;
  aboveFoldCount?: number;
}

/** Placeholder cards while loading: two rows on a desktop, the whole first screen on a phone. */
const LOADING_COUNT = 8;

export function ProductResults({ products, isLoading, isError, emptyText, aboveFoldCount }: ProductResultsProps) {
  const translate = useTranslate();
  if (isLoading) return <ProductGridSkeleton count={LOADING_COUNT} />;
  if (isError) {
    return (
      <p role="alert" className="py-16 text-center text-danger">
        {translate('products.loadError')}
      </p>
    );
  }
  if (!products?.length) return <p className="py-16 text-center text-muted">{emptyText}</p>;
  return <ProductGrid products={products} aboveFoldCount={aboveFoldCount} />;
}
