// Category, colour and price filters of the shop, with a button that clears them all.
import { CATEGORIES, COLORS, DEFAULT_LANGUAGE, LANGUAGE_LOCALES, priceRangesIn } from '@atelier/domain';
import { Button } from '../../components/Button';
import { RadioGroup } from '../../components/RadioGroup';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { selectCurrency } from '../../shared/shop/clientConfigSlice';
import { useAppSelector } from '../../shared/store/hooks';
import type { ShopFilterValues } from './shopFilters';

interface ShopFiltersProps {
  filters: ShopFilterValues;
  onChange: (filters: ShopFilterValues) => void;
  onClear: () => void;
}

const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** 'All' and the values, each named in the page's language. */
function useOptions(values: readonly string[]) {
  const translate = useTranslate();
  return ['all', ...values].map((value) => ({ value, label: translate('filter.option', { value, label: capitalized(value) }) }));
}

/** The shop's price ranges, their amounts written the page's way (English keeps the spec's "Under $50"). */
function usePriceOptions() {
  const translate = useTranslate();
  const currency = useAppSelector(selectCurrency);
  const language = useLanguage();
  const whole = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'currency', currency, maximumFractionDigits: 0 });
  return priceRangesIn(currency).map(({ label, min, max }, index) => {
    const amount = (value: number) => whole.format(value);
    const named =
      language === DEFAULT_LANGUAGE
        ? label
        : min === 0 && max === undefined
          ? translate('filter.priceAll')
          : max === undefined
            ? translate('filter.priceAbove', { amount: amount(min) })
            : min === 0
              ? translate('filter.priceUnder', { amount: amount(max) })
              : translate('filter.priceBetween', { min: amount(min), max: amount(max) });
    return { value: String(index), label: named };
  });
}

export function ShopFilters({ filters, onChange, onClear }: ShopFiltersProps) {
  const translate = useTranslate();
  const priceOptions = usePriceOptions();
  const categoryOptions = useOptions(CATEGORIES);
  const colorOptions = useOptions(COLORS);
  return (
    <div className="grid grid-cols-2 gap-x-6 gap-y-8 md:grid-cols-1">
      <RadioGroup
        legend={translate('filter.category')}
        name="category"
        options={categoryOptions}
        value={filters.category}
        onChange={(category) => onChange({ ...filters, category })}
      />
      <RadioGroup
        legend={translate('filter.colour')}
        name="color"
        options={colorOptions}
        value={filters.color}
        onChange={(color) => onChange({ ...filters, color })}
      />
      <RadioGroup
        legend={translate('filter.priceRange')}
        name="price"
        options={priceOptions}
        value={String(filters.priceRange)}
        onChange={(priceRange) => onChange({ ...filters, priceRange: Number(priceRange) })}
      />
      <Button variant="secondary" onClick={onClear} className="col-span-2 md:col-span-1">
        {translate('shop.clearFilters')}
      </Button>
    </div>
  );
}
