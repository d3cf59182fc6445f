import { formatPrice } from '@atelier/domain';
import type { CartState } from '../../shared/cart/cartSlice';

export function CartSummary({ cart }: { cart: CartState }) {
  const rows: [string, string][] = [
    ['Selected Items', String(cart.selectedItems)],
    ['Total Price', formatPrice(cart.totalPrice)],
    [`Tax (${Math.round(cart.taxRate * 100)}%)`, formatPrice(cart.tax)],
  ];
  return (
    <section aria-labelledby="order-summary-title">
      <h3 id="order-summary-title" className="mb-3 text-lg">
        Order Summary
      </h3>
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-muted">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
          <dt>Grand Total</dt>
          <dd className="tabular-nums">{formatPrice(cart.grandTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
