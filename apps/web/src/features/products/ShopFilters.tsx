// Category, colour and price filters of the shop, with a button that clears them all.
import { CATEGORIES, COLORS, priceRangesIn } from '@atelier/domain';
import { Button } from '../../components/Button';
import { RadioGroup } from '../../components/RadioGroup';
import { selectCurrency } from '../../shared/shop/clientConfigSlice';
import { useAppSelector } from '../../shared/store/hooks';
import type { ShopFilterValues } from './shopFilters';

interface ShopFiltersProps {
  filters: ShopFilterValues;
  onChange: (filters: ShopFilterValues) => void;
  onClear: () => void;
}

const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const withAll = (values: readonly string[]) => ['all', ...values].map((value) => ({ value, label: capitalized(value) }));
const CATEGORY_OPTIONS = withAll(CATEGORIES);
const COLOR_OPTIONS = withAll(COLORS);

export function ShopFilters({ filters, onChange, onClear }: ShopFiltersProps) {
  const currency = useAppSelector(selectCurrency);
  const priceOptions = priceRangesIn(currency).map((range, index) => ({ value: String(index), label: range.label }));
  return (
    <div className="grid grid-cols-2 gap-x-6 gap-y-8 md:grid-cols-1">
      <RadioGroup
        legend="Category"
        name="category"
        options={CATEGORY_OPTIONS}
        value={filters.category}
        onChange={(category) => onChange({ ...filters, category })}
      />
      <RadioGroup
        legend="Colour"
        name="color"
        options={COLOR_OPTIONS}
        value={filters.color}
        onChange={(color) => onChange({ ...filters, color })}
      />
      <RadioGroup
        legend="Price range"
        name="price"
        options={priceOptions}
        value={String(filters.priceRange)}
        onChange={(priceRange) => onChange({ ...filters, priceRange: Number(priceRange) })}
      />
      <Button variant="secondary" onClick={onClear} className="col-span-2 md:col-span-1">
        Clear filters
      </Button>
    </div>
  );
}
