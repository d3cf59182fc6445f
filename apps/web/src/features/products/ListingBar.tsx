// Above a listing's grid: how many products it holds (a live line, in place while loading) and the sort menu.
import type { ProductSort } from '@atelier/domain';
import { SortSelect } from './SortSelect';

interface ListingBarProps {
  /** The count line; nothing while the first answer is on its way. */
  countText: string | undefined;
  sort: ProductSort | undefined;
  onSort: (sort: ProductSort | undefined) => void;
  defaultSortLabel: string;
}

export function ListingBar({ countText, sort, onSort, defaultSortLabel }: ListingBarProps) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <p role="status" className="min-h-5 text-sm text-muted">
        {countText}
      </p>
      <SortSelect value={sort} onChange={onSort} defaultLabel={defaultSortLabel} />
    </div>
  );
}
