import { formatPrice } from '@atelier/domain';
import { Minus, Plus } from 'lucide-react';
import { type CartLine, removeFromCart, updateQuantity } from '../../shared/cart/cartSlice';
import { useAppDispatch } from '../../shared/store/hooks';

const STEP_BUTTON = 'grid size-11 place-items-center text-ink hover:bg-cream disabled:cursor-not-allowed disabled:text-muted/50';

export function CartLineItem({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  const change = (type: 'increment' | 'decrement') => dispatch(updateQuantity({ id: line._id, type }));
  return (
    <li className="flex gap-4 py-5">
      <img
        src={line.image}
        alt={line.name}
        width={72}
        height={90}
        className="h-[90px] w-[72px] shrink-0 rounded-md bg-sand object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <p className="font-medium leading-snug">{line.name}</p>
          <p className="shrink-0 tabular-nums">{formatPrice(line.price)}</p>
        </div>
        <div className="mt-auto flex items-center justify-between">
          <div className="flex items-center rounded-full border border-line">
            <button
              type="button"
              className={`${STEP_BUTTON} rounded-l-full`}
              aria-label={`Decrease quantity of ${line.name}`}
              disabled={line.quantity <= 1}
              onClick={() => change('decrement')}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output className="w-8 text-center tabular-nums" aria-label={`Quantity of ${line.name}`}>
              {line.quantity}
            </output>
            <button
              type="button"
              className={`${STEP_BUTTON} rounded-r-full`}
              aria-label={`Increase quantity of ${line.name}`}
              onClick={() => change('increment')}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <button
            type="button"
            className="min-h-11 px-2 text-sm text-muted underline-offset-4 hover:text-accent hover:underline"
            aria-label={`Remove ${line.name}`}
            onClick={() => dispatch(removeFromCart({ id: line._id }))}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
