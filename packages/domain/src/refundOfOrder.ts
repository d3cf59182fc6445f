// What a refund of an order, as the API shows it, pays: the refund dialog's figure, by the function the server refunds
// with. Apart from refunds.ts, which orders.ts reads the Refund type from.
import { DEFAULT_CURRENCY, shopMoneyIn } from './currencies.ts';
import type { Order } from './orders.ts';
import { refundAmountCents } from './refunds.ts';
import { taxedDeliveryOf } from './taxedDelivery.ts';

/**
 * What refunding `chosen` units of an order (by line id) pays, in its currency's major units, read from the order as
 * the API shows it: the figure the admin's refund dialog names, worked out by the function the server refunds with.
 */
export function refundAmountOf(order: Order, chosen: Readonly<Record<string, number>>, withDelivery: boolean): number {
  // The order's own currency; an API from before currencies answered dollars.
  const money = shopMoneyIn(order.totals.currency ?? DEFAULT_CURRENCY);
  const deliveryRefundedCents = order.refunds.reduce((sum, refund) => sum + money.toMinor(refund.shipping), 0);
  const lines = order.products.map((line) => ({
    priceCents: money.toMinor(line.price),
    quantity: line.quantity,
    discountCents: money.toMinor(line.discount),
    refundedQuantity: line.refundedQuantity,
    taxRate: line.taxRate,
  }));
  const taxLines = (order.totals.taxLines ?? []).map((line) => ({ rate: line.rate, baseCents: money.toMinor(line.base) }));
  const { taxIncluded = false } = order.totals;
  const shippingCents = money.toMinor(order.totals.shipping);
  const { amountCents } = refundAmountCents({
    lines,
    requested: order.products.map((line) => chosen[line._id] ?? 0),
    withDelivery,
    deliveryLeftCents: shippingCents - deliveryRefundedCents,
    leftToRefundCents: money.toMinor(order.amount) - money.toMinor(order.refundedAmount),
    taxIncluded,
    taxedDelivery: taxedDeliveryOf({ taxIncluded, shippingCents, taxLines }, lines),
  });
  return money.toMajor(amountCents);
}
