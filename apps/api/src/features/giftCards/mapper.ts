// Gift cards and ledger rows in the API's shapes: money in the shop's currency (major units), dates as ISO text.
import type { BalanceEntryAnswer, GiftCardAnswer, PrepaymentAnswer, ShopMoney } from '@atelier/domain';
import type { balanceEntries } from '../../db/schema.ts';
import type { GiftCardRow } from './lookup.ts';
import type { Prepayment } from './prepayment.ts';

export type BalanceEntryRow = typeof balanceEntries.$inferSelect;

export function toGiftCard(card: GiftCardRow, money: ShopMoney): GiftCardAnswer {
  return {
    _id: card.id,
    last4: card.last4,
    balance: money.toMajor(card.balanceCents),
    held: money.toMajor(card.heldCents),
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    orderId: card.orderId,
    sendAt: card.sendAt.toISOString(),
    expiresAt: card.expiresAt?.toISOString() ?? null,
    disabled: card.disabledAt !== null,
    createdAt: card.createdAt.toISOString(),
  };
}

export function toBalanceEntry(entry: BalanceEntryRow, money: ShopMoney): BalanceEntryAnswer {
  return {
    _id: entry.id,
    kind: entry.kind,
    amount: money.toMajor(entry.amountCents),
    held: money.toMajor(entry.heldCents),
    orderId: entry.orderId,
    by: entry.actorId,
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** What the audit trail keeps of a card: never its code. */
export const toAuditedGiftCard = (card: GiftCardRow) => ({
  last4: card.last4,
  balanceCents: card.balanceCents,
  recipientEmail: card.recipientEmail,
  disabled: card.disabledAt !== null,
});

/** What gift cards and store credit pay of a checkout, and what is left due, as checkout's answers add them. */
export function toPrepaymentAnswer(prepayment: Prepayment & { dueCents: number }, money: ShopMoney): PrepaymentAnswer {
  return {
    giftCards: prepayment.giftCards.map((card) => ({ last4: card.last4, amount: money.toMajor(card.cents) })),
    storeCredit: money.toMajor(prepayment.storeCreditCents),
    due: money.toMajor(prepayment.dueCents),
  };
}
