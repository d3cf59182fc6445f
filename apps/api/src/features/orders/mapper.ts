import { type Order, toDollars } from '@atelier/domain';
import type { orderLines, orders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
}

export function toOrder({ order, lines }: OrderWithLines): Order {
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
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
