// Whether tax was added to an order's delivery, and at which rate, read back from the order's tax lines: the order
// keeps one line per rate (decision 505), whose base holds the delivery beside the goods of that rate.
import type { PaidLineCents } from './discounts.ts';
import { DEFAULT_TAX_RATE, type TaxLineCents } from './tax.ts';

export interface TaxedDelivery {
  /** The delivery the order paid, before its tax. */
  paidCents: number;
  rate: number;
}

/** The delivery with tax added to it at its rate; null when the prices held the tax or no tax was added to delivery. */
export function taxedDeliveryOf(
  order: { taxIncluded: boolean; shippingCents: number; taxLines: readonly Pick<TaxLineCents, 'rate' | 'baseCents'>[] },
  lines: readonly PaidLineCents[],
): TaxedDelivery | null {
  if (order.taxIncluded || order.shippingCents <= 0) return null;
  const goodsCentsAt = (rate: number) =>
    lines
      .filter((line) => (line.taxRate ?? DEFAULT_TAX_RATE) === rate)
      .reduce((sum, line) => sum + line.priceCents * line.quantity - line.discountCents, 0);
  const line = order.taxLines.find((taxLine) => taxLine.baseCents - goodsCentsAt(taxLine.rate) === order.shippingCents);
  return line ? { paidCents: order.shippingCents, rate: line.rate } : null;
}
