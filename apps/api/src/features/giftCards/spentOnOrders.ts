// What gift cards and store credit paid of orders, from the ledger's spend rows, in the order they were used.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries, giftCards } from '../../db/schema.ts';

export interface SpentOnOrder {
  /** Each card in the order it was taken, with what it paid. */
  giftCards: { giftCardId: string; last4: string; cents: number }[];
  storeCreditCents: number;
}

/** By order id; an order nothing prepaid has no entry. */
export async function spentOnOrders(db: Db, orderIds: string[]): Promise<Map<string, SpentOnOrder>> {
  const spent = new Map<string, SpentOnOrder>();
  if (orderIds.length === 0) return spent;
  const rows = await db
    .select({
      orderId: balanceEntries.orderId,
      giftCardId: balanceEntries.giftCardId,
      last4: giftCards.last4,
      cents: sql<number>`-sum(${balanceEntries.amountCents})::int`,
    })
    .from(balanceEntries)
    .leftJoin(giftCards, eq(giftCards.id, balanceEntries.giftCardId))
    .where(and(inArray(balanceEntries.orderId, orderIds), eq(balanceEntries.kind, 'spend')))
    .groupBy(balanceEntries.orderId, balanceEntries.giftCardId, giftCards.last4)
    .orderBy(asc(sql`min(${balanceEntries.seq})`));
  for (const row of rows) {
    if (!row.orderId) continue;
    const ofOrder = spent.get(row.orderId) ?? { giftCards: [], storeCreditCents: 0 };
    if (row.giftCardId && row.last4) ofOrder.giftCards.push({ giftCardId: row.giftCardId, last4: row.last4, cents: row.cents });
    else ofOrder.storeCreditCents += row.cents;
    spent.set(row.orderId, ofOrder);
  }
  return spent;
}
