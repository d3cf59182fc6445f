// The status history of orders: a row for every status an order takes, written in the transaction that sets it.
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderStatusChanges } from '../../db/schema.ts';
import { groupByOrder, type StatusChangeRow } from './mapper.ts';

/**
 * Call inside the transaction that moves the order to `status`, so the history never misses a change nor records one
 * that rolled back. `changedBy`: the acting admin, or null when the shop itself set it (payment).
 */
export async function recordStatusChange(db: Db, orderId: string, status: string, changedBy: string | null): Promise<void> {
  // The clock's time, not the transaction's start: two changes in one transaction keep their order.
  await db.insert(orderStatusChanges).values({ orderId, status, changedBy, changedAt: sql`clock_timestamp()` });
}

/** Each order's changes, oldest first, with one query for the whole list. */
export async function statusHistoriesOf(db: Db, orderIds: string[]): Promise<Map<string, StatusChangeRow[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderStatusChanges)
    .where(inArray(orderStatusChanges.orderId, orderIds))
    .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id));
  return groupByOrder(rows);
}
