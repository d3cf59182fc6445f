// An order's lines, each with its picture, size, quantity and what of it was refunded, and the order's totals below them.
import { formatPrice, type Order, TAX_RATE, toCents, toDollars, totalsCents } from '@atelier/domain';
import { Thumbnail } from '../../components/Thumbnail';

const price = (cents: number) => formatPrice(toDollars(cents));

export function OrderLines({ order }: { order: Order }) {
  const totals = totalsCents(order.products.map((line) => ({ priceCents: toCents(line.price), quantity: line.quantity })));
  return (
    <>
      <ul className="divide-y divide-line">
        {order.products.map((line) => (
          <li key={`${line.productId}-${line.name}-${line.size}`} className="flex items-center gap-4 py-4">
            <Thumbnail
              src={line.image}
              alt={line.name}
              width={56}
              height={70}
              lazy
              className="h-[70px] w-14 shrink-0 rounded-md bg-sand object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.name}</p>
              <p className="text-sm text-muted">
                {line.size ? `Size ${line.size} · ` : ''}
                {line.quantity} × {formatPrice(line.price)}
                {line.refundedQuantity > 0 ? ` · ${line.refundedQuantity} refunded` : ''}
              </p>
            </div>
            <p className="tabular-nums">{formatPrice(line.price * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular-nums">{price(totals.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">Tax ({TAX_RATE * 100}%)</dt>
          <dd className="tabular-nums">{price(totals.taxCents)}</dd>
        </div>
        <div className="flex justify-between pt-2 text-lg font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{price(totals.totalCents)}</dd>
        </div>
        {order.refundedAmount > 0 ? (
          <div className="flex justify-between text-accent-dark">
            <dt>Refunded</dt>
            <dd className="tabular-nums">−{formatPrice(order.refundedAmount)}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
