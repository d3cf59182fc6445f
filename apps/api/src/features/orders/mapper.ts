import { type Order, type Refund, toDollars } from '@atelier/domain';
import type { orderLines, orders, refunds } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export interface RefundWithLines {
  refund: RefundRow;
  /** The refunder's username, when it was someone in the shop. */
  refundedBy: string | null;
  lines: Array<{ orderLineId: string; quantity: number }>;
}
export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
  refunds: RefundWithLines[];
}

export function toRefund({ refund, refundedBy, lines }: RefundWithLines, orderLines: OrderLineRow[]): Refund {
  const names = new Map(orderLines.map((line) => [line.id, line.name]));
  return {
    _id: refund.id,
    amount: toDollars(refund.amountCents),
    reason: refund.reason,
    lines: lines.map((line) => ({ lineId: line.orderLineId, name: names.get(line.orderLineId) ?? '', quantity: line.quantity })),
    refundedBy,
    createdAt: refund.createdAt.toISOString(),
  };
}

export function toOrder({ order, lines, refunds }: OrderWithLines): Order {
  return {
    _id: order.id,
    orderId: order.orderId,
    status: order.status,
    amount: toDollars(order.amountCents),
    refundedAmount: toDollars(order.refundedCents),
    refunds: refunds.map((refund) => toRefund(refund, lines)),
    email: order.email,
    userId: order.userId,
    products: lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      name: line.name,
      size: line.size,
      price: toDollars(line.priceCents),
      quantity: line.quantity,
      refundedQuantity: line.refundedQuantity,
      image: line.image,
    })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
