// What a refund of an order, as the API shows it, pays: the refund dialog's figure, by the function the server refunds
// with. Apart from refunds.ts, which orders.ts reads the Refund type from.
import { toCents, toDollars } from './money.ts';
import type { Order } from './orders.ts';
import { refundAmountCents } from './refunds.ts';

/**
 * What refunding `chosen` units of an order (by line id) pays, in dollars, read from the order as the API shows it: the
 * figure the admin's refund dialog names, worked out by the function the server refunds with.
 */
export function refundAmountOf(order: Order, chosen: Readonly<Record<string, number>>, withDelivery: boolean): number {
  const deliveryRefundedCents = order.refunds.reduce((sum, refund) => sum + toCents(refund.shipping), 0);
  const { amountCents } = refundAmountCents({
    lines: order.products.map((line) => ({
      priceCents: toCents(line.price),
      quantity: line.quantity,
      discountCents: toCents(line.discount),
      refundedQuantity: line.refundedQuantity,
      taxRate: line.taxRate,
    })),
    requested: order.products.map((line) => chosen[line._id] ?? 0),
    withDelivery,
    deliveryLeftCents: toCents(order.totals.shipping) - deliveryRefundedCents,
    leftToRefundCents: toCents(order.amount) - toCents(order.refundedAmount),
    taxIncluded: order.totals.taxIncluded,
  });
  return toDollars(amountCents);
}
