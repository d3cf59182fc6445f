// Where the customer would like a return's money: back to the card that paid, or as store credit to spend in the shop.

import { useTranslate } from '../../shared/i18n/useTranslate';
import type { RefundDestination } from './refundDestination';

interface RefundDestinationChoiceProps {
  value: RefundDestination;
  onChange: (value: RefundDestination) => void;
}

export function RefundDestinationChoice({ value, onChange }: RefundDestinationChoiceProps) {
  const translate = useTranslate();
  const options = [
    { value: 'card', label: translate('return.to.card') },
    { value: 'storeCredit', label: translate('return.to.storeCredit'), hint: translate('return.to.storeCreditHint') },
  ] as const;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-ink">{translate('return.to.legend')}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
          <input
            type="radio"
            name="refund-to"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-4 accent-accent"
          />
          <span>
            {option.label}
            {'hint' in option ? <span className="block text-xs text-muted">{option.hint}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
