// A list of products as it arrives: 'Loading...', 'Error loading products.', a message when empty, or the grid.
import type { Product } from '@atelier/domain';
import { LoadingState } from '../../components/LoadingState';
import { ProductGrid } from './ProductGrid';

interface ProductResultsProps {
  products: Product[] | undefined;
  isLoading: boolean;
  isError: boolean;
  emptyText: string;
  aboveFoldCount?: number;
}

export function ProductResults({ products, isLoading, isError, emptyText, aboveFoldCount }: ProductResultsProps) {
  if (isLoading) return <LoadingState />;
  if (isError) {
    return (
      <p role="alert" className="py-16 text-center text-danger">
        Error loading products.
      </p>
    );
  }
  if (!products?.length) return <p className="py-16 text-center text-muted">{emptyText}</p>;
  return <ProductGrid products={products} aboveFoldCount={aboveFoldCount} />;
}
