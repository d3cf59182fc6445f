// The gift card part of the product form: a gift card is sold by email in the amounts the owner lists, and optionally
// in any amount between two limits; it has no price of its own, no sizes and no stock.
import { controlClasses, FormField } from '../../components/FormField';
import type { GiftCardFormValues } from './giftCardForm';

interface GiftCardFieldsProps {
  values: GiftCardFormValues;
  onChange: (changes: Partial<GiftCardFormValues>) => void;
}

const amountInput = { type: 'number', inputMode: 'decimal', min: '0', step: '0.01', className: controlClasses } as const;

export function GiftCardFields({ values, onChange }: GiftCardFieldsProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">Gift card</legend>
      <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={values.giftCard}
          onChange={(event) => onChange({ giftCard: event.target.checked })}
          className="size-4 accent-accent"
        />
        Sold as a gift card, by email (no price, sizes or stock)
      </label>
      {values.giftCard ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField label="Amounts, separated by commas">
            {(id) => (
              <input
                id={id}
                inputMode="decimal"
                value={values.giftAmounts}
                onChange={(event) => onChange({ giftAmounts: event.target.value })}
                placeholder="25, 50, 100"
                className={controlClasses}
              />
            )}
          </FormField>
          <FormField label="Smallest custom amount (optional)">
            {(id) => (
              <input
                id={id}
                {...amountInput}
                value={values.giftCustomMin}
                onChange={(event) => onChange({ giftCustomMin: event.target.value })}
              />
            )}
          </FormField>
          <FormField label="Largest custom amount (optional)">
            {(id) => (
              <input
                id={id}
                {...amountInput}
                value={values.giftCustomMax}
                onChange={(event) => onChange({ giftCustomMax: event.target.value })}
              />
            )}
          </FormField>
        </div>
      ) : null}
    </fieldset>
  );
}
