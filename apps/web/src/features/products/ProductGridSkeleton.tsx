// Blank cards the size of product cards, holding the grid's place while it loads.
import { LoadingPlaceholder, PLACEHOLDER_BLOCK } from '../../components/LoadingPlaceholder';
import { PRODUCT_GRID_CLASSES } from './ProductGrid';

export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <LoadingPlaceholder>
      <ul className={PRODUCT_GRID_CLASSES}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
          <li key={index} className="flex flex-col gap-1.5">
            <div className="aspect-[4/5] rounded-card bg-cream" />
            <div className={`mt-3 h-5 w-3/4 sm:h-6 ${PLACEHOLDER_BLOCK}`} />
            <div className={`h-3.5 w-20 ${PLACEHOLDER_BLOCK}`} />
            <div className={`h-5 w-16 sm:h-6 ${PLACEHOLDER_BLOCK}`} />
            <div className="h-11 rounded-full bg-cream" />
          </li>
        ))}
      </ul>
    </LoadingPlaceholder>
  );
}
