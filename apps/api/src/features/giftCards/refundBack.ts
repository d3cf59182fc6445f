// Refunds of orders gift cards or store credit paid part of (decision 625): the card's money goes back to the card
// first, then each gift card and the store credit get back what they paid, last used first. Or, when the admin
// chooses so or the customer asked, all of it goes to the customer's store credit.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries, refunds } from '../../db/schema.ts';
import { Invalid } from '../../shared/errors.ts';
import { type BalanceAccount, type BalanceEntry, writeBalanceEntries } from './ledger.ts';
import { spentOnOrders } from './spentOnOrders.ts';
import { creditStoreCredit } from './storeCreditLedger.ts';

export type RefundDestination = 'card' | 'storeCredit';

interface RefundedOrder {
  id: string;
  userId: string | null;
  amountCents: number;
}

/**
 * How much of a refund of `amountCents` goes to gift cards and store credit rather than the card: with `card`, what
 * is left once the card has all its own money back (its refunds so far counted, pending ones too). Call it with the
 * order's row locked.
 */
export async function balancePartOfRefund(
  tx: Db,
  order: RefundedOrder,
  amountCents: number,
  to: RefundDestination,
): Promise<number> {
  if (to === 'storeCredit') {
    if (!order.userId) throw new Invalid('This order has no account whose store credit could take the refund');
    return amountCents;
  }
  const spent = (await spentOnOrders(tx, [order.id])).get(order.id);
  if (!spent) return 0;
  const prepaidCents = spent.giftCards.reduce((sum, card) => sum + card.cents, 0) + spent.storeCreditCents;
  const [toCard] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents} - ${refunds.balanceCents}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.orderId, order.id));
  const cardLeftCents = Math.max(0, order.amountCents - prepaidCents - (toCard?.cents ?? 0));
  return amountCents - Math.min(amountCents, cardLeftCents);
}

/** Gives a settled refund's `balanceCents` back, in the transaction that settles it. */
export async function giveBackToBalances(
  tx: Db,
  order: RefundedOrder,
  { balanceCents, toStoreCredit, refundedBy }: { balanceCents: number; toStoreCredit: boolean; refundedBy: string | null },
): Promise<void> {
  if (balanceCents <= 0) return;
  const reason = 'Refund';
  if (toStoreCredit && order.userId) {
    await creditStoreCredit(tx, order.userId, {
      kind: 'refund',
      amountCents: balanceCents,
      orderId: order.id,
      actorId: refundedBy,
      reason,
    });
    return;
  }
  const spent = (await spentOnOrders(tx, [order.id])).get(order.id);
  if (!spent) return;
  const usedFirstToLast: { key: string; account: BalanceAccount; cents: number }[] = [
    ...spent.giftCards.map((card) => ({ key: card.giftCardId, account: { giftCardId: card.giftCardId }, cents: card.cents })),
    ...(spent.storeCreditCents > 0 && order.userId
      ? [{ key: order.userId, account: { storeCreditUserId: order.userId }, cents: spent.storeCreditCents }]
      : []),
  ];
  const back = await givenBackSoFar(tx, order.id);
  let left = balanceCents;
  const entries: BalanceEntry[] = [];
  for (const { key, account, cents } of usedFirstToLast.reverse()) {
    const room = cents - (back.get(key) ?? 0);
    const amountCents = Math.min(Math.max(room, 0), left);
    if (amountCents === 0) continue;
    entries.push({ account, kind: 'refund', amountCents, orderId: order.id, actorId: refundedBy, reason });
    left -= amountCents;
  }
  await writeBalanceEntries(tx, entries, 'The refund could not be given back');
}

/** What each card and account has had back of the order so far, by card or account id. */
async function givenBackSoFar(tx: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      account: sql<string>`coalesce(${balanceEntries.giftCardId}::text, ${balanceEntries.storeCreditUserId}::text)`,
      cents: sql<number>`sum(${balanceEntries.amountCents})::int`,
    })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.orderId, orderId), inArray(balanceEntries.kind, ['refund'])))
    .groupBy(balanceEntries.giftCardId, balanceEntries.storeCreditUserId);
  return new Map(rows.map((row) => [row.account, row.cents]));
}
