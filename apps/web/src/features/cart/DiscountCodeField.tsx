// The cart's "Discount code" field: Apply asks the shop what the code takes off this cart and keeps it with the cart;
// the label and amount off, or the shop's refusal, show beside the field; Remove drops it. The focus stays on the
// field's work: a refused code's field takes it back, an applied code's Remove takes it, and Remove gives it to the field.
import type { AppliedPromotion } from '@atelier/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses } from '../../components/FormField';
import { errorMessage } from '../../shared/api/errors';
import { type CartLine, setDiscountCode } from '../../shared/cart/cartSlice';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useAppDispatch } from '../../shared/store/hooks';
import { markAndFocusFirstInvalid } from '../../shared/useFieldErrors';
import { linesToPrice, useLazyApplyDiscountCodeQuery } from './api';

interface DiscountCodeFieldProps {
  lines: readonly CartLine[];
  /** The code kept with the cart, if any. */
  code?: string;
  /** What the kept code gives this cart now, or why the shop refuses it. */
  applied?: AppliedPromotion;
  refusal?: string;
}

export function DiscountCodeField({ lines, code, applied, refusal }: DiscountCodeFieldProps) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const id = useId();
  const dispatch = useAppDispatch();
  const [typed, setTyped] = useState('');
  const [typedRefusal, setTypedRefusal] = useState('');
  const [tryCode, { isFetching }] = useLazyApplyDiscountCodeQuery();
  const fieldRef = useRef<HTMLDivElement>(null);
  // Pressed by the shopper, not arrived with the cart: only then does the focus follow the code.
  const [pressed, setPressed] = useState(false);

  useEffect(() => {
    if (!pressed) return;
    setPressed(false);
    fieldRef.current?.querySelector<HTMLElement>(code ? 'button' : 'input')?.focus();
  }, [code, pressed]);

  async function apply() {
    const wanted = typed.trim();
    if (!wanted) return;
    setTypedRefusal('');
    const result = await tryCode({ code: wanted, products: linesToPrice(lines) });
    if (result.data) {
      dispatch(setDiscountCode(result.data.code ?? wanted));
      setTyped('');
      setPressed(true);
    } else {
      markAndFocusFirstInvalid(fieldRef.current, () => setTypedRefusal(errorMessage(result.error)));
    }
  }

  function remove() {
    dispatch(setDiscountCode(undefined));
    setPressed(true);
  }

  const message = code ? refusal : typedRefusal;
  return (
    <div ref={fieldRef} className="space-y-2">
      {code ? (
        <p className="text-sm font-medium text-ink">{translate('discount.label')}</p>
      ) : (
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {translate('discount.label')}
        </label>
      )}
      {code ? (
        <div className="flex items-center justify-between gap-3">
          <p id={`${id}-applied`} className="text-sm">
            <span className="font-semibold uppercase tracking-wide">{code}</span>
            {applied ? (
              <span className="text-muted">
                {' '}
                · {applied.label} · −{formatPrice(applied.discount)}
              </span>
            ) : null}
          </p>
          <Button variant="ghost" size="sm" aria-describedby={`${id}-applied`} onClick={remove}>
            {translate('cart.removeButton')}
          </Button>
        </div>
      ) : (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
        >
          <input
            id={id}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-refusal` : undefined}
            className={`${controlClasses} ${message ? 'border-danger' : ''}`}
          />
          <Button type="submit" variant="secondary" busy={isFetching} disabled={typed.trim() === ''}>
            {translate('discount.apply')}
          </Button>
        </form>
      )}
      {message ? (
        <p id={`${id}-refusal`} role="alert" className="text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
