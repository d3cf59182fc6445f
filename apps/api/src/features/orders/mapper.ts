import { type Order, type OrderStatus, type ShippingAddress, toDollars } from '@atelier/domain';
import type { orderLines, orders } from '../../db/schema.ts';
import type { StatusChangeRow } from './statusHistory.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
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

export function toOrder({ order, lines, history }: OrderWithLines): Order {
  return {
    _id: order.id,
    orderId: order.orderId,
    status: order.status,
    amount: toDollars(order.amountCents),
    email: order.email,
    userId: order.userId,
    products: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      size: line.size,
      price: toDollars(line.priceCents),
      quantity: line.quantity,
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
