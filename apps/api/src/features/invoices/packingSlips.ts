// Packing slips of the orders an admin chose, or of every order still processing: each order's address and lines with size, colour and quantity, no prices.
import { countryName, MAX_PACKING_SLIPS, type PackingSlipsBody, paperSizeFor } from '@atelier/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, products } from '../../db/schema.ts';
import { Invalid, NotFound } from '../../shared/errors.ts';
import { isUuid } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { readSettings } from '../settings/index.ts';
import { type PackingSlip, packingSlipsPdf } from './pdf/packingSlipsPdf.ts';

type OrderRow = typeof orders.$inferSelect;

function shipToOf(order: OrderRow): string[] {
  if (order.shippingName === null) return [order.email];
  return [
    order.shippingName,
    order.shippingLine1 ?? '',
    order.shippingLine2 ?? '',
    `${order.shippingPostalCode ?? ''} ${order.shippingCity ?? ''}`.trim(),
    order.shippingCountry ? countryName(order.shippingCountry) : '',
  ].filter(Boolean);
}

/** The slips of the orders named, in the order named; 404 when one is not an order of the shop. */
async function slipsOf(db: Db, orderIds: string[]): Promise<PackingSlip[]> {
  const wanted = [...new Set(orderIds)];
  const bad = wanted.find((id) => !isUuid(id));
  if (bad) throw new Invalid(`${bad} is not an order id`);
  const [rows, lines] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(inArray(orders.id, wanted), isNull(orders.deletedAt))),
    db
      .select({ line: orderLines, color: products.color })
      .from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.productId))
      .where(inArray(orderLines.orderId, wanted))
      .orderBy(asc(orderLines.name), asc(orderLines.id)),
  ]);
  const byId = new Map(rows.map((order) => [order.id, order]));
  return wanted.map((id) => {
    const order = byId.get(id);
    if (!order) throw new NotFound('Order not found');
    return {
      orderNumber: order.number,
      placedAt: order.createdAt,
      shipTo: shipToOf(order),
      deliveryName: order.shippingMethodName,
      lines: lines
        .filter(({ line }) => line.orderId === id)
        .map(({ line, color }) => ({
          name: line.name,
          size: line.size,
          color,
          // What is still to be sent: units refunded before packing do not go in the parcel.
          quantity: line.quantity - line.refundedQuantity,
        }))
        .filter((line) => line.quantity > 0),
    };
  });
}

/** Every order still processing, the oldest first; 400 when there is none, or more than one file takes. */
async function processingOrderIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'processing'), isNull(orders.deletedAt)))
    .orderBy(asc(orders.number))
    .limit(MAX_PACKING_SLIPS + 1);
  if (rows.length === 0) throw new Invalid('No order is processing');
  if (rows.length > MAX_PACKING_SLIPS)
    throw new Invalid(`More than ${MAX_PACKING_SLIPS} orders are processing: choose them in the list`);
  return rows.map((row) => row.id);
}

/**
 * One PDF of the chosen orders' packing slips (or of all those processing), a pick list first when asked; for admins.
 * The file is a stream; `count` is how many orders it holds.
 */
export async function printPackingSlips(db: Db, actor: Actor | null, body: PackingSlipsBody) {
  authorize(actor, 'update', 'order');
  const orderIds = body.orderIds ?? (await processingOrderIds(db));
  const [slips, settings] = await Promise.all([slipsOf(db, orderIds), readSettings(db)]);
  const pdf = packingSlipsPdf(paperSizeFor(settings.shop.address?.country), new Date(), slips, body.pickList === true);
  return { pdf, count: slips.length };
}
