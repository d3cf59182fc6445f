// A refunded gift card line takes back the card it bought (decision 680), or the shop would give the money back while
// the card still spends it: the card's balance goes to 0 in the ledger and it is disabled, and its mail, when no sender
// has taken it yet, is not sent. A card already spent, or held by an open checkout, is not the shop's to take back:
// the refund of its line is refused, unless the money has already gone back (a refund made in the provider's
// dashboard), when what is left on the card is taken.
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries, giftCards, outboxMails } from '../../db/schema.ts';
import { Conflict } from '../../shared/errors.ts';
import { writeBalanceEntries } from './ledger.ts';
import { notYetClaimed } from './recipients.ts';

export interface WithdrawnFrom {
  orderId: string;
  /** The order's number as its customer reads it, for the ledger's reason. */
  orderNumber: string;
  actorId: string | null;
}

/**
 * Takes back the cards the order lines `lineIds` bought, in the caller's transaction (the refund's). `whenSpent`:
 * `refuse` throws 409 naming the first card spent or held; `takeWhatIsLeft` empties each card of what is not held.
 */
export async function withdrawBoughtGiftCards(
  tx: Db,
  lineIds: string[],
  from: WithdrawnFrom,
  whenSpent: 'refuse' | 'takeWhatIsLeft',
): Promise<void> {
  if (lineIds.length === 0) return;
  const cards = await tx
    .select({
      id: giftCards.id,
      last4: giftCards.last4,
      balanceCents: giftCards.balanceCents,
      heldCents: giftCards.heldCents,
      mailId: giftCards.mailId,
      disabledAt: giftCards.disabledAt,
      issuedCents: sql<number>`(select coalesce(sum(${balanceEntries.amountCents}), 0)::int from ${balanceEntries}
        where ${balanceEntries.giftCardId} = ${giftCards.id} and ${balanceEntries.kind} = 'issue')`,
    })
    .from(giftCards)
    .where(inArray(giftCards.orderLineId, lineIds))
    .orderBy(giftCards.id)
    .for('update', { of: giftCards });
  const live = cards.filter((card) => card.disabledAt === null);
  if (whenSpent === 'refuse') {
    const spent = live.find((card) => card.heldCents > 0 || card.balanceCents < card.issuedCents);
    if (spent) {
      throw new Conflict(
        `The gift card ending in ${spent.last4} bought with this order has been spent: refund the order's other lines`,
      );
    }
  }
  await writeBalanceEntries(
    tx,
    live
      .filter((card) => card.balanceCents > card.heldCents)
      .map((card) => ({
        account: { giftCardId: card.id },
        kind: 'adjustment' as const,
        amountCents: card.heldCents - card.balanceCents,
        orderId: from.orderId,
        actorId: from.actorId,
        reason: `Refunded with order ${from.orderNumber}`,
      })),
    'The gift card could not be taken back',
  );
  if (live.length === 0) return;
  await tx
    .update(giftCards)
    .set({ disabledAt: sql`now()` })
    .where(
      inArray(
        giftCards.id,
        live.map((card) => card.id),
      ),
    );
  const mailIds = live.flatMap((card) => (card.mailId ? [card.mailId] : []));
  if (mailIds.length > 0) await tx.delete(outboxMails).where(and(inArray(outboxMails.id, mailIds), notYetClaimed));
}

/** Which of the order lines `lineIds` bought a gift card. */
export async function linesThatBoughtGiftCards(tx: Db, lineIds: string[]): Promise<Set<string>> {
  if (lineIds.length === 0) return new Set();
  const rows = await tx.select({ lineId: giftCards.orderLineId }).from(giftCards).where(inArray(giftCards.orderLineId, lineIds));
  return new Set(rows.flatMap((row) => (row.lineId ? [row.lineId] : [])));
}
