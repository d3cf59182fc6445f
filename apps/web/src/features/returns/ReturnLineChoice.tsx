// One line of the return form: whether it goes back, how many, why, and for a sized product, another size instead; each
// refused field marked, with its reason under it.
import { type OrderLine, RETURN_REASONS, type ReturnReason, type Size } from '@atelier/domain';
import { controlClasses, FormField } from '../../components/FormField';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useGetExchangeProductQuery } from './api';
import { RETURN_REASON_TEXTS } from './returnTexts';

export interface LineChoice {
  chosen: boolean;
  quantity: number;
  reason: ReturnReason | '';
  /** '' for the money back. */
  exchangeSize: Size | '';
}

/** The fields of a line that can be refused, with the reason. */
export type LineErrors = Partial<Record<'quantity' | 'reason' | 'exchangeSize', string>>;

interface Props {
  line: OrderLine;
  max: number;
  choice: LineChoice;
  onChange: (choice: LineChoice) => void;
  errors?: LineErrors;
  /** The id of the message saying no line is chosen: the checkbox is then marked and described by it. */
  noneChosenId?: string;
}

/** The other sizes of the line's product that are in stock now. */
function useSizesInStock(line: OrderLine): Size[] {
  const sized = line.size !== null && line.productId !== null;
  const { data } = useGetExchangeProductQuery(line.productId ?? '', { skip: !sized });
  if (!sized || !data) return [];
  return data.sizes.filter((size) => size.stock > 0 && size.size !== line.size).map((size) => size.size);
}

export function ReturnLineChoice({ line, max, choice, onChange, errors = {}, noneChosenId }: Props) {
  const translate = useTranslate();
  const sizes = useSizesInStock(line);
  const name = `${line.name}${line.size ? ` (${line.size})` : ''}`;
  return (
    <fieldset className="rounded-card border border-line p-4">
      <legend className="px-1 text-sm font-medium text-ink">{name}</legend>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={choice.chosen}
          aria-invalid={noneChosenId ? true : undefined}
          aria-describedby={noneChosenId}
          onChange={(event) => onChange({ ...choice, chosen: event.target.checked })}
          className="size-5 accent-ink"
        />
        {translate('returns.sendBack', { name })}
      </label>
      {choice.chosen ? (
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          <FormField label={translate('returns.howMany')} error={errors.quantity}>
            {(id, validity) => (
              <select
                id={id}
                {...validity}
                value={choice.quantity}
                onChange={(event) => onChange({ ...choice, quantity: Number(event.target.value) })}
                className={controlClasses}
              >
                {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={translate('returns.why')} error={errors.reason}>
            {(id, validity) => (
              <select
                id={id}
                {...validity}
                required
                value={choice.reason}
                onChange={(event) => onChange({ ...choice, reason: event.target.value as ReturnReason })}
                className={controlClasses}
              >
                <option value="">{translate('returns.chooseReason')}</option>
                {RETURN_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {translate(RETURN_REASON_TEXTS[reason])}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {line.size !== null && line.productId !== null ? (
            <FormField label={translate('returns.instead')} error={errors.exchangeSize}>
              {(id, validity) => (
                <select
                  id={id}
                  {...validity}
                  value={choice.exchangeSize}
                  onChange={(event) => onChange({ ...choice, exchangeSize: event.target.value as Size | '' })}
                  className={controlClasses}
                >
                  <option value="">{translate('returns.myMoneyBack')}</option>
                  {sizes.map((size) => (
                    <option key={size} value={size}>
                      {translate('returns.size', { size })}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
