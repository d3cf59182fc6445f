// Reading an order's refunds back: each with the lines it gave back and who made it.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refundLines, refunds, users } from '../../db/schema.ts';
import type { RefundWithLines } from './mapper.ts';

/** The refunds of the orders `orderIds` names, oldest first, with one query for the refunds and one for their lines. */
export async function refundsOf(db: Db, orderIds: string[]): Promise<RefundWithLines[]> {
  const rows = await db
    .select({ refund: refunds, refundedBy: users.username })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.refundedBy))
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(refundLines)
    .where(
      inArray(
        refundLines.refundId,
        rows.map((row) => row.refund.id),
      ),
    );
  return rows.map(({ refund, refundedBy }) => ({
    orderId: refund.orderId,
    refund,
    refundedBy,
    lines: lines.filter((line) => line.refundId === refund.id).map(({ orderLineId, quantity }) => ({ orderLineId, quantity })),
  }));
}
