// A zone's tax rate, and the rates of the categories taxed otherwise in it (children's clothing at 0 % in the UK).
import { CATEGORIES, type Category } from '@atelier/domain';
import { TextField } from '../../components/TextField';
import type { ZoneTaxDraft } from './zoneTax';

interface ZoneTaxFieldsProps {
  draft: ZoneTaxDraft;
  onChange: (draft: ZoneTaxDraft) => void;
  errors: Record<string, string>;
}

export function ZoneTaxRateField({ draft, onChange, errors }: ZoneTaxFieldsProps) {
  return (
    <TextField
      label="Tax rate (%)"
      value={draft.taxRate}
      onChange={(taxRate) => onChange({ ...draft, taxRate })}
      error={errors.taxRate}
      hint="0 to 100, e.g. 20 or 5.5"
    />
  );
}

export function CategoryTaxRateFields({ draft, onChange, errors }: ZoneTaxFieldsProps) {
  const setRate = (category: Category, rate: string) =>
    onChange({ ...draft, categoryTaxRates: { ...draft.categoryTaxRates, [category]: rate } });
  const anyError = CATEGORIES.some((category) => errors[`categoryTaxRates.${category}`]);
  return (
    <details open={anyError || undefined} className="sm:col-span-full">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-ink">Category tax rates</summary>
      <p className="text-sm text-muted">Empty: the category pays the zone's rate.</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-4">
        {CATEGORIES.map((category) => (
          <TextField
            key={category}
            label={`Rate for ${category} (%)`}
            value={draft.categoryTaxRates[category]}
            onChange={(rate) => setRate(category, rate)}
            error={errors[`categoryTaxRates.${category}`]}
          />
        ))}
      </div>
    </details>
  );
}
