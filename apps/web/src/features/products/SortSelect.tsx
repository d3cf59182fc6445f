import type { ProductSort } from '@atelier/domain';
import type { MessageId } from '../../shared/i18n/messages/en';
import { useTranslate } from '../../shared/i18n/useTranslate';

const LABELS: Record<ProductSort, MessageId> = {
  newest: 'sort.newest',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
  rating: 'sort.rating',
};

interface SortSelectProps {
  value: ProductSort | undefined;
  onChange: (sort: ProductSort | undefined) => void;
  /** What no chosen sort means on this page: 'Newest' on a category, 'Best match' on a search. */
  defaultLabel: string;
}

export function SortSelect({ value, onChange, defaultLabel }: SortSelectProps) {
  const translate = useTranslate();
  return (
    <label className="flex items-center gap-2 text-sm text-muted">
      {translate('sort.by')}
      <select
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as ProductSort | undefined)}
        className="min-h-11 rounded-md border border-line bg-ivory px-3 text-ink focus:border-ink"
      >
        <option value="">{defaultLabel}</option>
        {(Object.keys(LABELS) as ProductSort[])
          .filter((sort) => translate(LABELS[sort]) !== defaultLabel)
          .map((sort) => (
            <option key={sort} value={sort}>
              {translate(LABELS[sort])}
            </option>
          ))}
      </select>
    </label>
  );
}
