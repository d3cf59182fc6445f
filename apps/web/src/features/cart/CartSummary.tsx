import type { AppliedPromotion } from '@atelier/domain';
import type { CartState } from '../../shared/cart/cartSlice';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';

/** The delivery the cart is quoted, once its country is known: the cheapest method and its price (0 when free). */
export interface DeliveryCharge {
  name: string;
  price: number;
  /** The method's `_id`: when prices include tax, the VAT the cart shows counts the method's. */
  methodId?: string;
}

interface CartSummaryProps {
  cart: CartState;
  /** The discount the shop applied, with the tax it worked out. */
  discount?: AppliedPromotion;
  /** The shop's prices include tax: none is added, so no tax line. */
  pricesIncludeTax?: boolean;
  delivery?: DeliveryCharge;
}

/**
 * The spec's summary lines, with the discount the shop applied and the delivery quoted; the grand total they come to
 * stands apart, beside checkout (CartGrandTotal). When prices include tax, no tax line is added.
 */
export function CartSummary({ cart, discount, pricesIncludeTax = false, delivery }: CartSummaryProps) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const tax = translate('cart.tax', { rate: Math.round(cart.taxRate * 100) });
  const rows: [string, string][] = [
    [translate('cart.selectedItems'), String(cart.selectedItems)],
    [translate('cart.totalPrice'), formatPrice(cart.totalPrice)],
    ...(discount ? [[translate('cart.discount'), `−${formatPrice(discount.discount)}`] as [string, string]] : []),
    ...(pricesIncludeTax ? [] : [[tax, formatPrice(discount ? discount.tax : cart.tax)] as [string, string]]),
    ...(delivery
      ? [
          [
            translate('cart.delivery', { method: delivery.name }),
            delivery.price === 0 ? translate('cart.free') : formatPrice(delivery.price),
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <section aria-labelledby="order-summary-title">
      <h3 id="order-summary-title" className="mb-3 text-lg">
        {translate('cart.summary')}
      </h3>
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
