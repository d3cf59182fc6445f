import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

/** Every order is created once its payment is confirmed, so the orders are the paid checkouts. */
export async function countPaidOrders(db: Db): Promise<number> {
  const [row] = await db.select({ paid: count() }).from(orders);
  return row?.paid ?? 0;
}
