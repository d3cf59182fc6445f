// Reading returns back: each with its lines, the items they send back, its order's number and what it refunded.
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, refunds, returnLines, returns } from '../../db/schema.ts';
import type { ReturnWithLines } from './mapper.ts';

/** The refund a received return makes is named after it, so asked twice it is made once. */
export const returnRefundKey = (returnId: string) => `return-${returnId}`;

/** The returns `where` picks, oldest first, with one query each for the returns, their lines and their refunds. */
export async function returnsWhere(db: Db, where: SQL | undefined): Promise<ReturnWithLines[]> {
  const rows = await db
    .select({ row: returns, orderNumber: orders.number, email: orders.email, currency: orders.currency })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where)
    .orderBy(asc(returns.createdAt), asc(returns.id));
  if (rows.length === 0) return [];
  const ids = rows.map(({ row }) => row.id);
  const [lines, refunded] = await Promise.all([
    db
      .select({ line: returnLines, name: orderLines.name, size: orderLines.size })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(orderLines.name)),
    db
      .select({ key: refunds.idempotencyKey, amountCents: refunds.amountCents })
      .from(refunds)
      .where(inArray(refunds.idempotencyKey, ids.map(returnRefundKey))),
  ]);
  const refundedByKey = new Map(refunded.map((refund) => [refund.key, refund.amountCents]));
  return rows.map(({ row, orderNumber, email, currency }) => ({
    row,
    orderNumber,
    email,
    currency,
    lines: lines.filter(({ line }) => line.returnId === row.id),
    refundedCents: refundedByKey.get(returnRefundKey(row.id)) ?? 0,
  }));
}

/** One return as its answer shows it. */
export async function oneReturn(db: Db, returnId: string): Promise<ReturnWithLines> {
  const [found] = await returnsWhere(db, eq(returns.id, returnId));
  if (!found) throw new Error(`return ${returnId} vanished`);
  return found;
}
