import type { ProductSort } from '@atelier/domain';

const LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
};

interface SortSelectProps {
  value: ProductSort | undefined;
  onChange: (sort: ProductSort | undefined) => void;
  /** What no chosen sort means on this page: 'Newest' on a category, 'Best match' on a search. */
  defaultLabel: string;
}

export function SortSelect({ value, onChange, defaultLabel }: SortSelectProps) {
  return (
    <label className="flex items-center gap-2 text-sm text-muted">
      Sort by
      <select
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as ProductSort | undefined)}
        className="min-h-11 rounded-md border border-line bg-ivory px-3 text-ink focus:border-ink"
      >
        <option value="">{defaultLabel}</option>
        {(Object.keys(LABELS) as ProductSort[])
          .filter((sort) => LABELS[sort] !== defaultLabel)
          .map((sort) => (
            <option key={sort} value={sort}>
              {LABELS[sort]}
            </option>
          ))}
      </select>
    </label>
  );
}
