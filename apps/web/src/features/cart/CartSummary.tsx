import type { AppliedPromotion } from '@atelier/domain';
import type { CartState } from '../../shared/cart/cartSlice';
import { includedTaxText } from '../../shared/shop/includedTax';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import type { PricedCart } from './api';

interface CartSummaryProps {
  cart: CartState;
  /** The discount the shop applied, with the tax and total it worked out. */
  discount?: AppliedPromotion;
  /** When the shop's prices include tax: its pricing of the cart, whose tax lines say how much of the total is tax. */
  includedTax?: { priced: PricedCart | undefined };
}

/**
 * The spec's summary; with a discount the shop applied, its amount off, and the tax and total the shop worked out. When
 * prices include tax, no tax is added: the total is what the shelf says, and a line says how much tax it holds.
 */
export function CartSummary({ cart, discount, includedTax }: CartSummaryProps) {
  const formatPrice = useFormatPrice();
  const rows: [string, string][] = [
    ['Selected Items', String(cart.selectedItems)],
    ['Total Price', formatPrice(cart.totalPrice)],
    ...(discount ? [['Discount', `−${formatPrice(discount.discount)}`] as [string, string]] : []),
    ...(includedTax
      ? []
      : [[`Tax (${Math.round(cart.taxRate * 100)}%)`, formatPrice(discount ? discount.tax : cart.tax)] as [string, string]]),
  ];
  const grandTotal = includedTax ? (includedTax.priced?.total ?? cart.totalPrice) : discount ? discount.total : cart.grandTotal;
  const taxLines = includedTax?.priced?.taxLines;
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
          <dd className="tabular-nums">{formatPrice(grandTotal)}</dd>
        </div>
      </dl>
      {taxLines ? <p className="mt-1 text-right text-sm text-muted">{includedTaxText(taxLines, formatPrice)}</p> : null}
    </section>
  );
}
