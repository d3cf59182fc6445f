import { MAX_QUANTITY_PER_LINE, type ShortLine } from '@atelier/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { Minus, Plus } from 'lucide-react';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { Thumbnail } from '../../components/Thumbnail';
import { atStock, type CartLine, keyOf, lowerToStock, removeFromCart, updateQuantity } from '../../shared/cart/cartSlice';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useAppDispatch } from '../../shared/store/hooks';
import { useCartProductNameQuery } from './api';

const STEP_BUTTON = 'grid size-11 place-items-center text-ink hover:bg-cream disabled:cursor-not-allowed disabled:text-muted/50';

interface CartLineItemProps {
  line: CartLine;
  /** What checkout last found available when the line asked for more. */
  short?: ShortLine;
  /** Called once the line has left the cart, to give focus a place to go. */
  onRemoved: () => void;
}

/** A text naming the line among the cart's, for element ids and list keys. */
export function lineKeyText(line: CartLine): string {
  const gift = line.giftCard;
  const giftText = gift
    ? `${gift.amount}-${gift.recipientEmail}-${gift.recipientName}-${gift.sendAt ?? ''}-${gift.message ?? ''}`
    : '';
  return `${line._id}-${line.size ?? ''}-${giftText}`.replace(/[^\w-]/g, '_');
}

/** Focus on a button that disables itself would fall back to the page: the first control still usable takes it. */
function focusFirstEnabled(controls: (HTMLButtonElement | null)[]) {
  controls.find((control) => control && !control.disabled)?.focus();
}

export function CartLineItem({ line: kept, short, onRemoved }: CartLineItemProps) {
  // Named in the page's language: a cart filled on a French page shows English names on an English one.
  const { data: nameNow } = useCartProductNameQuery(kept.giftCard ? skipToken : kept._id);
  const line = nameNow && nameNow !== kept.name ? { ...kept, name: nameNow } : kept;
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const dispatch = useAppDispatch();
  const key = keyOf(line);
  const gift = line.giftCard;
  // A one-size line keeps the spec's labels; a sized one names its size too, a gift card its recipient.
  const label = gift
    ? translate('giftCard.line.label', { name: line.name, recipient: gift.recipientName })
    : line.size
      ? translate('cart.lineLabel', { name: line.name, size: line.size })
      : line.name;
  const minusRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // Each change is drawn at once, so focus can move by what the buttons have just become.
  const change = (type: 'increment' | 'decrement') => {
    flushSync(() => dispatch(updateQuantity({ ...key, type })));
    const pressed = type === 'increment' ? plusRef.current : minusRef.current;
    if (pressed?.disabled)
      focusFirstEnabled(type === 'increment' ? [minusRef.current, removeRef.current] : [plusRef.current, removeRef.current]);
  };
  const lower = (available: number) => {
    flushSync(() => dispatch(lowerToStock({ ...key, available })));
    focusFirstEnabled([minusRef.current, removeRef.current]);
  };
  const remove = () => {
    flushSync(() => dispatch(removeFromCart(key)));
    onRemoved();
  };
  const stillShort = short !== undefined && line.quantity > short.available;
  // Plus stops where checkout would: at the stock, or at what one order may hold of an item.
  const atMost = line.quantity >= MAX_QUANTITY_PER_LINE;
  const stepNote = `step-${lineKeyText(line)}`;
  return (
    <li className="flex gap-4 py-5">
      <Thumbnail
        src={line.image}
        alt={line.name}
        width={72}
        height={90}
        className="h-[90px] w-[72px] shrink-0 rounded-md bg-sand object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="font-medium leading-snug">{line.name}</p>
            {line.size && <p className="text-sm text-muted">{translate('cart.size', { size: line.size })}</p>}
            {gift && (
              <p className="break-words text-sm text-muted">
                {translate('giftCard.line.recipient', { name: gift.recipientName, email: gift.recipientEmail })}
              </p>
            )}
          </div>
          <p className="shrink-0 tabular-nums">{formatPrice(line.price)}</p>
        </div>
        {stillShort && (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-accent">
            {short.available === 0 ? translate('cart.soldOut') : translate('cart.onlyLeft', { count: short.available })}
            <button
              type="button"
              className="min-h-11 px-2 font-medium underline underline-offset-4"
              onClick={() => (short.available === 0 ? remove() : lower(short.available))}
            >
              {short.available === 0
                ? translate('cart.remove', { label })
                : translate('cart.lowerTo', { count: short.available })}
            </button>
          </div>
        )}
        <div className="mt-auto flex items-center justify-between">
          {/* A gift card line is one card: another card is another line. */}
          {gift ? (
            <span />
          ) : (
            <div className="flex items-center rounded-full border border-line">
              <button
                ref={minusRef}
                type="button"
                className={`${STEP_BUTTON} rounded-l-full`}
                aria-label={translate('cart.decrease', { label })}
                disabled={line.quantity <= 1}
                onClick={() => change('decrement')}
              >
                <Minus aria-hidden="true" className="size-4" />
              </button>
              <output className="w-8 text-center tabular-nums" aria-label={translate('cart.quantity', { label })}>
                {line.quantity}
              </output>
              <button
                ref={plusRef}
                type="button"
                className={`${STEP_BUTTON} rounded-r-full`}
                aria-label={translate('cart.increase', { label })}
                aria-describedby={(atStock(line) && !stillShort) || atMost ? stepNote : undefined}
                disabled={atStock(line) || atMost}
                onClick={() => change('increment')}
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </div>
          )}
          <button
            ref={removeRef}
            type="button"
            data-remove-line
            className="min-h-11 px-2 text-sm text-muted underline-offset-4 hover:text-accent hover:underline"
            aria-label={translate('cart.remove', { label })}
            onClick={remove}
          >
            {translate('cart.removeButton')}
          </button>
        </div>
        {atStock(line) && !stillShort ? (
          <p id={stepNote} className="text-xs text-muted">
            {translate('cart.allInStock')}
          </p>
        ) : (
          atMost && (
            <p id={stepNote} className="text-xs text-muted">
              {translate('cart.atMost', { max: MAX_QUANTITY_PER_LINE })}
            </p>
          )
        )}
      </div>
    </li>
  );
}
