import { formatPrice, type ShortLine } from '@atelier/domain';
import { Minus, Plus } from 'lucide-react';
import { Thumbnail } from '../../components/Thumbnail';
import { atStock, type CartLine, lowerToStock, removeFromCart, updateQuantity } from '../../shared/cart/cartSlice';
import { useAppDispatch } from '../../shared/store/hooks';

const STEP_BUTTON = 'grid size-11 place-items-center text-ink hover:bg-cream disabled:cursor-not-allowed disabled:text-muted/50';

interface CartLineItemProps {
  line: CartLine;
  /** What checkout last found available when the line asked for more. */
  short?: ShortLine;
}

export function CartLineItem({ line, short }: CartLineItemProps) {
  const dispatch = useAppDispatch();
  const key = { id: line._id, ...(line.size ? { size: line.size } : {}) };
  // A one-size line keeps the spec's labels; a sized one names its size too.
  const label = line.size ? `${line.name}, size ${line.size}` : line.name;
  const change = (type: 'increment' | 'decrement') => dispatch(updateQuantity({ ...key, type }));
  const stillShort = short !== undefined && line.quantity > short.available;
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
            {line.size && <p className="text-sm text-muted">Size {line.size}</p>}
          </div>
          <p className="shrink-0 tabular-nums">{formatPrice(line.price)}</p>
        </div>
        {stillShort && (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-accent">
            {short.available === 0 ? 'Sold out' : `Only ${short.available} left`}
            <button
              type="button"
              className="min-h-11 px-2 font-medium underline underline-offset-4"
              onClick={() =>
                dispatch(short.available === 0 ? removeFromCart(key) : lowerToStock({ ...key, available: short.available }))
              }
            >
              {short.available === 0 ? `Remove ${label}` : `Lower to ${short.available}`}
            </button>
          </div>
        )}
        <div className="mt-auto flex items-center justify-between">
          <div className="flex items-center rounded-full border border-line">
            <button
              type="button"
              className={`${STEP_BUTTON} rounded-l-full`}
              aria-label={`Decrease quantity of ${label}`}
              disabled={line.quantity <= 1}
              onClick={() => change('decrement')}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output className="w-8 text-center tabular-nums" aria-label={`Quantity of ${label}`}>
              {line.quantity}
            </output>
            <button
              type="button"
              className={`${STEP_BUTTON} rounded-r-full`}
              aria-label={`Increase quantity of ${label}`}
              aria-describedby={atStock(line) ? `stock-${line._id}-${line.size ?? ''}` : undefined}
              disabled={atStock(line)}
              onClick={() => change('increment')}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <button
            type="button"
            className="min-h-11 px-2 text-sm text-muted underline-offset-4 hover:text-accent hover:underline"
            aria-label={`Remove ${label}`}
            onClick={() => dispatch(removeFromCart(key))}
          >
            Remove
          </button>
        </div>
        {atStock(line) && !stillShort && (
          <p id={`stock-${line._id}-${line.size ?? ''}`} className="text-xs text-muted">
            That is all we have in stock.
          </p>
        )}
      </div>
    </li>
  );
}
