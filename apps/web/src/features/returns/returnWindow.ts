// Whether the customer may still ask to send an order back, and how much of each line they may: the server decides
// again, this only keeps the button and the form from offering what it would refuse.
import { isOpenReturn, type Order, type Return } from '@atelier/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Shipped or completed, within the shop's window of `windowDays` (GET /api/returns/policy) counted from its completion
 * (or its shipping, if never completed).
 */
export function canAskForReturn(order: Order, windowDays: number, now = Date.now()): boolean {
  if (order.status !== 'shipped' && order.status !== 'completed') return false;
  const delivered = [...order.statusHistory].reverse();
  const since = (
    delivered.find((change) => change.status === 'completed') ?? delivered.find((change) => change.status === 'shipped')
  )?.changedAt;
  if (!since) return true;
  return now - Date.parse(since) <= windowDays * DAY_MS;
}

/** How many of each order line can still be sent back: bought, less refunded or exchanged, less what open returns hold. */
export function returnableQuantities(order: Order, returns: Return[]): Map<string, number> {
  const left = new Map(order.products.map((line) => [line._id, line.quantity - line.refundedQuantity - line.exchangedQuantity]));
  for (const ret of returns.filter((open) => isOpenReturn(open.status))) {
    for (const line of ret.lines) left.set(line.lineId, (left.get(line.lineId) ?? 0) - line.quantity);
  }
  return left;
}
