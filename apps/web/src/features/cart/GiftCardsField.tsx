// The cart's gift cards: a code is tried with the shop, which answers what each card will take of this cart; the
// cards are spent in the order entered, each in full before the next. A signed-in customer may also spend their store
// credit. Both apply after discounts, delivery and tax, at checkout.
import type { PrepaymentAnswer } from '@atelier/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses } from '../../components/FormField';
import { errorMessage } from '../../shared/api/errors';
import { type CartLine, setGiftCardCodes, setUseStoreCredit } from '../../shared/cart/cartSlice';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { markAndFocusFirstInvalid } from '../../shared/useFieldErrors';
import { linesToPrice, useLazyApplyDiscountCodeQuery } from './api';

interface GiftCardsFieldProps {
  lines: readonly CartLine[];
  codes: readonly string[];
  useStoreCredit: boolean;
}

export function GiftCardsField({ lines, codes, useStoreCredit }: GiftCardsFieldProps) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const id = useId();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState('');
  const [taken, setTaken] = useState<PrepaymentAnswer | null>(null);
  const [tryCards, { isFetching }] = useLazyApplyDiscountCodeQuery();
  const fieldRef = useRef<HTMLDivElement>(null);

  async function ask(wanted: string[], storeCredit: boolean) {
    const result = await tryCards({
      products: linesToPrice(lines),
      giftCards: wanted,
      ...(storeCredit ? { useStoreCredit: true } : {}),
    });
    if (!result.data) return { error: errorMessage(result.error) };
    const answer = result.data;
    setTaken(
      answer.giftCards ? { giftCards: answer.giftCards, storeCredit: answer.storeCredit ?? 0, due: answer.due ?? 0 } : null,
    );
    return { error: '' };
  }

  async function apply() {
    const wanted = typed.trim();
    if (!wanted) return;
    setRefusal('');
    const { error } = await ask([...codes, wanted], useStoreCredit);
    if (error) {
      markAndFocusFirstInvalid(fieldRef.current, () => setRefusal(error));
      return;
    }
    dispatch(setGiftCardCodes([...codes, wanted]));
    setTyped('');
  }

  async function remove(index: number) {
    const kept = codes.filter((_, i) => i !== index);
    dispatch(setGiftCardCodes(kept));
    await ask(kept, useStoreCredit);
  }

  async function toggleStoreCredit(on: boolean) {
    dispatch(setUseStoreCredit(on));
    await ask([...codes], on);
  }

  return (
    <div ref={fieldRef} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {translate('giftCard.label')}
      </label>
      {codes.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {codes.map((code, index) => {
            const card = taken?.giftCards[index];
            return (
              <li key={code} className="flex items-center justify-between gap-3">
                <span id={`${id}-card-${index}`}>
                  {translate('giftCard.ending', { last4: card?.last4 ?? code.slice(-4) })}
                  {card ? <span className="text-muted"> · −{formatPrice(card.amount)}</span> : null}
                </span>
                <Button variant="ghost" size="sm" aria-describedby={`${id}-card-${index}`} onClick={() => void remove(index)}>
                  {translate('giftCard.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
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
          spellCheck={false}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          className={`${controlClasses} font-mono uppercase ${refusal ? 'border-danger' : ''}`}
        />
        <Button type="submit" variant="secondary" busy={isFetching} disabled={typed.trim() === ''}>
          {translate('giftCard.use')}
        </Button>
      </form>
      {refusal ? (
        <p id={`${id}-refusal`} role="alert" className="text-sm text-danger">
          {refusal}
        </p>
      ) : null}
      {signedIn ? (
        <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            checked={useStoreCredit}
            onChange={(event) => void toggleStoreCredit(event.target.checked)}
            className="size-5 accent-ink"
          />
          {translate('giftCard.useStoreCredit')}
          {useStoreCredit && taken ? <span className="text-muted">· −{formatPrice(taken.storeCredit)}</span> : null}
        </label>
      ) : null}
      {taken && (codes.length > 0 || useStoreCredit) ? (
        <p className="text-sm text-muted">{translate('giftCard.leftToPay', { amount: formatPrice(taken.due) })}</p>
      ) : null}
    </div>
  );
}
