import { type Order, type OrderStatus, type Refund, type ShippingAddress, toDollars } from '@atelier/domain';
import type { orderLines, orders, refunds } from '../../db/schema.ts';
import type { StatusChangeRow } from './statusHistory.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export interface RefundWithLines {
  orderId: string;
  refund: RefundRow;
  /** The refunder's username, when it was someone in the shop. */
  refundedBy: string | null;
  lines: Array<{ orderLineId: string; quantity: number }>;
}
export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
  refunds: RefundWithLines[];
  /** Oldest first. */
  history: StatusChangeRow[];
}

/** Rows of several orders, each order's in the order they came. */
export function groupByOrder<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const byOrder = new Map<string, T[]>();
  for (const row of rows) {
    const group = byOrder.get(row.orderId);
    if (group) group.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
}

/** The address columns of an order, as they are written. */
export function shippingColumns(address: ShippingAddress | null) {
  return {
    shippingName: address?.name ?? null,
    shippingLine1: address?.line1 ?? null,
    shippingLine2: address?.line2 || null,
    shippingCity: address?.city ?? null,
    shippingPostalCode: address?.postalCode ?? null,
    shippingCountry: address?.country ?? null,
  };
}

/** Null for an order paid before the shop asked for addresses. */
export function shippingAddressOf(order: OrderRow): ShippingAddress | null {
  const { shippingName, shippingLine1, shippingLine2, shippingCity, shippingPostalCode, shippingCountry } = order;
  if (shippingName === null || shippingLine1 === null || shippingCity === null) return null;
  return {
    name: shippingName,
    line1: shippingLine1,
    line2: shippingLine2 ?? '',
    city: shippingCity,
    postalCode: shippingPostalCode ?? '',
    country: shippingCountry ?? '',
  };
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

export function toOrder({ order, lines, history, refunds }: OrderWithLines): Order {
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
    shippingAddress: shippingAddressOf(order),
    statusHistory: history.map((change) => ({
      // The column is free text so that new statuses only add rows; the shop writes only statuses it knows.
      status: change.status as OrderStatus,
      changedAt: change.changedAt.toISOString(),
    })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
