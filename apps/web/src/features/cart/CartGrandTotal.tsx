import { toCents, toDollars } from '@atelier/domain';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { includedTaxAmount, type TaxLine } from '../../shared/shop/includedTax';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import type { DeliveryCharge } from './CartSummary';

interface CartGrandTotalProps {
  /** The goods with their tax, after any discount. */
  goodsTotal: number;
  /** Added once the cart's delivery is known. */
  delivery?: DeliveryCharge;
  /** When prices include tax: how much of the total is tax, by rate. */
  taxLines?: readonly TaxLine[];
}

/** The one grand total the cart shows, beside checkout: the goods with their tax, and delivery once it is known. */
export function CartGrandTotal({ goodsTotal, delivery, taxLines }: CartGrandTotalProps) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const grandTotal = toDollars(toCents(goodsTotal) + toCents(delivery?.price ?? 0));
  return (
    <div>
      <dl className="flex items-baseline justify-between gap-3 text-base font-semibold">
        <dt>{translate('cart.grandTotal')}</dt>
        <dd className="tabular-nums">{formatPrice(grandTotal)}</dd>
      </dl>
      {/* The summary's lines may be scrolled out of sight on a phone: what the total holds is said beside it. */}
      {delivery ? (
        <p className="text-right text-sm text-muted">{translate('cart.includesDelivery', { method: delivery.name })}</p>
      ) : null}
      {taxLines ? (
        <p className="text-right text-sm text-muted">
          {translate('cart.includesVat', { amount: formatPrice(includedTaxAmount(taxLines)) })}
        </p>
      ) : null}
    </div>
  );
}
