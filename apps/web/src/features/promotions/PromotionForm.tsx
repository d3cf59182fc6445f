// A promotion, new or edited: a code (none for an automatic one), what shoppers read, what it takes off and on what,
// and its limits; each field the server refuses is named beside it.
import { CATEGORIES, type Category, PROMOTION_KINDS, type PromotionKind } from '@atelier/domain';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { TranslatedFields } from '../../components/TranslatedFields';
import { useCurrencySymbol } from '../../shared/shop/useCurrencySymbol';
import type { PromotionFormValues } from './promotionForm';

interface PromotionFormProps {
  values: PromotionFormValues;
  onChange: (changes: Partial<PromotionFormValues>) => void;
  onSubmit: () => void;
  busy: boolean;
  /** Why the server refused each field, by its name in the body. */
  fieldErrors: Record<string, string>;
  /** The code or label of the promotion being edited; absent for a new one. */
  editing?: string;
  /** Leaves the promotion being edited as it is. */
  onCancel?: () => void;
  ref?: React.Ref<HTMLFormElement>;
}

const KIND_LABELS: Record<PromotionKind, string> = {
  percentage: 'Percent off',
  fixed: 'Amount off',
  free_shipping: 'Free delivery',
};

const valueLabels = (symbol: string): Record<PromotionKind, string> => ({
  percentage: 'Percent off',
  fixed: `Amount off (${symbol})`,
  free_shipping: 'Value',
});

type TextKey = 'code' | 'label' | 'value' | 'minSubtotal' | 'startsAt' | 'endsAt' | 'usageLimit' | 'perCustomerLimit';

export function PromotionForm({ values, onChange, onSubmit, busy, fieldErrors, editing, onCancel, ref }: PromotionFormProps) {
  const symbol = useCurrencySymbol();
  const categoriesErrorId = useId();
  const categoriesInvalid = fieldErrors.categories
    ? ({ 'aria-invalid': true, 'aria-describedby': categoriesErrorId } as const)
    : {};
  const input = (key: TextKey, label: string, type = 'text', hint?: string) => (
    <FormField label={label} error={fieldErrors[key]}>
      {(id, validity) => (
        <input
          id={id}
          {...validity}
          type={type}
          value={values[key]}
          placeholder={hint}
          onChange={(event) => onChange({ [key]: event.target.value })}
          className={controlClasses}
        />
      )}
    </FormField>
  );
  const toggleCategory = (category: Category) =>
    onChange({
      categories: values.categories.includes(category)
        ? values.categories.filter((each) => each !== category)
        : [...values.categories, category],
    });

  return (
    <form
      ref={ref}
      noValidate
      aria-label={editing ? `Edit ${editing}` : 'New promotion'}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-5 rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {input('code', 'Code', 'text', 'Empty for an automatic promotion')}
        <TranslatedFields
          label="Label by language"
          english={input('label', 'Label shown to shoppers', 'text', 'Ex: −20% at checkout')}
          fields={[{ field: 'label', label: 'Label shown to shoppers', original: values.label }]}
          translations={values.translations}
          onChange={(translations) => onChange({ translations })}
        />
        <SelectField
          label="Kind"
          value={values.kind}
          options={PROMOTION_KINDS}
          optionLabels={KIND_LABELS}
          onChange={(kind) => onChange({ kind })}
          error={fieldErrors.kind}
        />
        {values.kind === 'free_shipping' ? null : input('value', valueLabels(symbol)[values.kind], 'number')}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Categories (none: every product)</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {CATEGORIES.map((category) => (
            <label key={category} className="flex min-h-11 items-center gap-2 text-sm capitalize">
              <input
                type="checkbox"
                {...categoriesInvalid}
                checked={values.categories.includes(category)}
                onChange={() => toggleCategory(category)}
                className="size-4"
              />
              {category}
            </label>
          ))}
        </div>
        {fieldErrors.categories ? (
          <p id={categoriesErrorId} className="mt-1.5 text-sm text-danger">
            {fieldErrors.categories}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        {input('startsAt', 'Starts', 'datetime-local')}
        {input('endsAt', 'Ends', 'datetime-local')}
        {input('minSubtotal', `Minimum subtotal (${symbol})`, 'number')}
        {input('usageLimit', 'Total uses allowed', 'number')}
        {input('perCustomerLimit', 'Uses per customer', 'number')}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        {editing && onCancel ? (
          <Button type="button" variant="ghost" size="lg" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="lg" busy={busy}>
          {busy ? 'Saving...' : editing ? 'Save changes' : 'Create promotion'}
        </Button>
      </div>
    </form>
  );
}
