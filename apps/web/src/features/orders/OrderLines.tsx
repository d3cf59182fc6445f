// An order's lines, each with its picture, size, quantity and what of it was refunded, a gift card's recipient, and the
// order's totals below them.
import {
  addWorkingDays,
  FALLBACK_CURRENCY,
  formatMoney,
  LANGUAGE_LOCALES,
  type Order,
  TAX_RATE,
  toCents,
  toDollars,
  toMinorUnits,
  totalsCents,
} from '@atelier/domain';
import { Thumbnail } from '../../components/Thumbnail';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { useDeliveryWindowText, useFormatDate } from '../../shared/i18n/usePageIntl';
import { type Translate, useTranslate } from '../../shared/i18n/useTranslate';
import { includedTaxAmount, type TaxedTotals } from '../../shared/shop/includedTax';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { GiftLineRecipient } from './GiftLineRecipient';

interface OrderLinesProps {
  order: Order;
  /** The buyer's own page: a gift card's recipient email can be changed until its mail goes. */
  buyer?: boolean;
}

export function OrderLines({ order, buyer = false }: OrderLinesProps) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  return (
    <>
      <ul className="divide-y divide-line">
        {order.products.map((line) => (
          <li key={line._id} className="flex items-center gap-4 py-4">
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
                {line.size ? translate('order.lineSize', { size: line.size }) : ''}
                {line.quantity} × {formatPrice(line.price)}
                {line.refundedQuantity > 0 ? translate('order.lineRefunded', { count: line.refundedQuantity }) : ''}
              </p>
              {line.giftCard ? (
                <GiftLineRecipient
                  orderId={order._id}
                  lineId={line._id}
                  giftCard={line.giftCard}
                  changeable={buyer}
                  refunded={line.refundedQuantity > 0}
                />
              ) : null}
            </div>
            <p className="tabular-nums">{formatPrice(line.price * line.quantity)}</p>
          </li>
        ))}
      </ul>
      {order.replacesOrderId ? (
        // A size exchange's order: paid by the order whose items came back.
        <p className="mt-2 border-t border-line pt-4 text-sm text-muted">{translate('order.exchange')}</p>
      ) : (
        <OrderTotals order={order} />
      )}
    </>
  );
}

/** "Tax (5%)" for the one rate an order was taxed at; "Tax" for several. */
function taxLabel({ taxLines }: TaxedTotals, translate: Translate): string {
  const rates = taxLines ? [...new Set(taxLines.map((line) => line.rate))] : [TAX_RATE * 100];
  return rates.length === 1 ? translate('order.taxRate', { rate: rates[0] }) : translate('order.tax');
}

/** "Expected Dec 2 – Dec 4" for an order placed at `placedAt`, in the page's language. */
function useExpectedDeliveryText() {
  const translate = useTranslate();
  const shortDate = useFormatDate({ month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (placedAt: Date, minDays: number, maxDays: number) => {
    const first = shortDate(addWorkingDays(placedAt, minDays));
    const last = shortDate(addWorkingDays(placedAt, maxDays));
    return first === last ? translate('order.expected', { first }) : translate('order.expectedBetween', { first, last });
  };
}

function OrderTotals({ order }: { order: Order }) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const deliveryWindowText = useDeliveryWindowText();
  const expectedDeliveryText = useExpectedDeliveryText();
  const locale = LANGUAGE_LOCALES[useLanguage()];
  // The order's own currency; an API from before currencies answered dollars.
  const currency = order.totals.currency ?? FALLBACK_CURRENCY;
  const price = (cents: number) => formatPrice(toDollars(cents));
  // An order with delivery, a discount or tax lines shows what it was charged; one from before all three is summed from
  // its lines, as it was.
  const { shipping, promotion } = order;
  // What the totals say of their tax, on an API that tells it; the spec's shop adds 5 %.
  const taxed = order.totals as typeof order.totals & TaxedTotals;
  const totals =
    shipping || promotion || taxed.taxLines
      ? {
          subtotalCents: toCents(order.totals.subtotal),
          taxCents: toCents(order.totals.tax),
          totalCents: toCents(order.totals.total),
        }
      : totalsCents(order.products.map((line) => ({ priceCents: toCents(line.price), quantity: line.quantity })));
  return (
    <dl className="mt-2 space-y-2 border-t border-line pt-4 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted">{translate('order.subtotal')}</dt>
        <dd className="tabular-nums">{price(totals.subtotalCents)}</dd>
      </div>
      {promotion ? (
        <div className="flex justify-between">
          <dt className="text-muted">{translate('order.discount', { code: promotion.code ?? promotion.label })}</dt>
          <dd className="tabular-nums">
            {toMinorUnits(order.totals.discount, currency) > 0
              ? `−${formatMoney(order.totals.discount, currency, locale)}`
              : translate('order.freeDelivery')}
          </dd>
        </div>
      ) : null}
      {shipping ? (
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            {translate('order.delivery', { method: shipping.name })}
            <span className="block text-xs">
              {deliveryWindowText(shipping.minDays, shipping.maxDays)} ·{' '}
              {expectedDeliveryText(new Date(order.createdAt), shipping.minDays, shipping.maxDays)}
            </span>
          </dt>
          <dd className="tabular-nums">{shipping.price === 0 ? translate('cart.free') : formatPrice(shipping.price)}</dd>
        </div>
      ) : null}
      {taxed.taxIncluded ? null : (
        <div className="flex justify-between">
          <dt className="text-muted">{taxLabel(taxed, translate)}</dt>
          <dd className="tabular-nums">{price(totals.taxCents)}</dd>
        </div>
      )}
      <div className="flex justify-between pt-2 text-lg font-semibold">
        <dt>{translate('order.total')}</dt>
        <dd className="tabular-nums">
          {price(totals.totalCents)}
          {taxed.taxIncluded && taxed.taxLines ? (
            <span className="block text-right text-sm font-normal text-muted">
              {translate('cart.includesVat', { amount: formatPrice(includedTaxAmount(taxed.taxLines)) })}
            </span>
          ) : null}
        </dd>
      </div>
      {order.refundedAmount > 0 ? (
        <div className="flex justify-between text-accent-dark">
          <dt>{translate('order.refunded')}</dt>
          <dd className="tabular-nums">−{formatPrice(order.refundedAmount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
