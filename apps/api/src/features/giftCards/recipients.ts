// Whom an order's gift cards go to (decision 680): shown on the order's lines, and changed by the buyer until the card's
// mail has gone. The mail waits in the outbox already written; only its addressee changes, in one statement that
// finds it still unclaimed, so a sender on any instance either sends it to the new address or has already taken it.
import type { OrderGiftCard } from '@atelier/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCards, orders, outboxMails } from '../../db/schema.ts';
import { Conflict, Forbidden, NotFound } from '../../shared/errors.ts';
import { existingId } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { refusal } from '../../shared/refusals.ts';

const NO_GIFT_CARD_LINE = 'This order has no gift card on that line';

/** A mail no sender has claimed yet; once claimed (even to retry) it may be on its way. */
export const notYetClaimed = and(eq(outboxMails.status, 'pending'), eq(outboxMails.attempts, 0));

const recipientColumns = {
  orderLineId: giftCards.orderLineId,
  recipientName: giftCards.recipientName,
  recipientEmail: giftCards.recipientEmail,
  message: giftCards.message,
  sendAt: giftCards.sendAt,
  // A mail deleted from the outbox went long ago.
  sent: sql<boolean>`coalesce(not (${notYetClaimed}), true)`,
};

interface RecipientRow {
  recipientName: string | null;
  recipientEmail: string | null;
  message: string | null;
  sendAt: Date;
  sent: boolean;
}

function toOrderGiftCard(row: RecipientRow): OrderGiftCard {
  return {
    recipientName: row.recipientName ?? '',
    recipientEmail: row.recipientEmail ?? '',
    message: row.message,
    sendAt: row.sendAt.toISOString(),
    sent: Boolean(row.sent),
  };
}

/** The gift cards the orders bought, by the order line that bought each. */
export async function giftCardsOfOrderLines(db: Db, orderIds: string[]): Promise<Map<string, OrderGiftCard>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select(recipientColumns)
    .from(giftCards)
    .leftJoin(outboxMails, eq(outboxMails.id, giftCards.mailId))
    .where(and(inArray(giftCards.orderId, orderIds), isNotNull(giftCards.orderLineId)));
  return new Map(rows.map((row) => [row.orderLineId ?? '', toOrderGiftCard(row)]));
}

/** The buyer sends the card of one of their order's lines to another address, until its mail has gone (then 409). */
export async function changeGiftCardRecipient(
  db: Db,
  actor: Actor | null,
  rawOrderId: string,
  rawLineId: string,
  recipientEmail: string,
): Promise<OrderGiftCard> {
  const me = authorize(actor, 'read', 'order', actor?.id);
  const orderId = existingId(rawOrderId, 'Order');
  const lineId = existingId(rawLineId, 'Order line');
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ userId: orders.userId, deletedAt: orders.deletedAt })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order || order.deletedAt) throw new NotFound('Order not found');
    if (order.userId !== me.id) throw new Forbidden("Only the gift card's buyer can change its recipient");
    const [card] = await tx
      .select({ id: giftCards.id, mailId: giftCards.mailId, disabledAt: giftCards.disabledAt })
      .from(giftCards)
      .where(and(eq(giftCards.orderId, orderId), eq(giftCards.orderLineId, lineId)))
      .for('update');
    if (!card) throw new NotFound(NO_GIFT_CARD_LINE);
    if (card.disabledAt) throw new Conflict(refusal('giftCard.withdrawn'));
    const [readdressed] = card.mailId
      ? await tx
          .update(outboxMails)
          .set({ to: recipientEmail })
          .where(and(eq(outboxMails.id, card.mailId), notYetClaimed))
          .returning({ id: outboxMails.id })
      : [];
    if (!readdressed) throw new Conflict(refusal('giftCard.mailSent'));
    await tx.update(giftCards).set({ recipientEmail }).where(eq(giftCards.id, card.id));
    const [row] = await tx
      .select(recipientColumns)
      .from(giftCards)
      .leftJoin(outboxMails, eq(outboxMails.id, giftCards.mailId))
      .where(eq(giftCards.id, card.id));
    if (!row) throw new NotFound(NO_GIFT_CARD_LINE);
    return toOrderGiftCard(row);
  });
}
