import { type AppliedPromotion, formatPrice } from '@atelier/domain';
import type { CartState } from '../../shared/cart/cartSlice';

/** The spec's summary; with a discount the shop applied, its amount off, and the tax and total the shop worked out. */
export function CartSummary({ cart, discount }: { cart: CartState; discount?: AppliedPromotion }) {
  const rows: [string, string][] = [
    ['Selected Items', String(cart.selectedItems)],
    ['Total Price', formatPrice(cart.totalPrice)],
    ...(discount ? [['Discount', `−${formatPrice(discount.discount)}`] as [string, string]] : []),
    [`Tax (${Math.round(cart.taxRate * 100)}%)`, formatPrice(discount ? discount.tax : cart.tax)],
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
          <dd className="tabular-nums">{formatPrice(discount ? discount.total : cart.grandTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
