import type { Product } from '@atelier/domain';
import { ProductCard } from './ProductCard';

/** The grid's columns and gaps, shared with the placeholder cards shown while it loads. */
export const PRODUCT_GRID_CLASSES = 'grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-6';

interface ProductGridProps {
  products: Product[];
  /** How many of the first cards show without scrolling, so their images load at once. */
  aboveFoldCount?: number;
}

export function ProductGrid({ products, aboveFoldCount = 0 }: ProductGridProps) {
  return (
    <ul className={PRODUCT_GRID_CLASSES}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} aboveFold={index < aboveFoldCount} />
        </li>
      ))}
    </ul>
  );
}
