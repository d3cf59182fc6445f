// Issuing a gift card: a new code, its hash and last 4 stored, its value written to the ledger, and its mail queued in
// the outbox for its send date, all in the caller's transaction. The code leaves the shop only in that mail and, for a
// card the owner issues by hand, in the answer to the owner.
import { type Currency, formatMinorUnits } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../db/client.ts';
import { giftCards } from '../../db/schema.ts';
import { draftMail, enqueueMailAt, GiftCardMail } from '../outbox/index.ts';
import { hashGiftCardCode, lastFourOf, newGiftCardCode } from './codes.ts';
import { writeBalanceEntries } from './ledger.ts';
import type { GiftCardRow } from './lookup.ts';

export interface GiftCardToIssue {
  amountCents: number;
  currency: Currency;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  sendAt: Date;
  orderId: string | null;
  /** Who issued it by hand; null when an order bought it. */
  actorId: string | null;
  reason: string;
}

export async function issueGiftCard(
  tx: Db,
  card: GiftCardToIssue,
  publicUrl: string,
): Promise<{ card: GiftCardRow; code: string }> {
  const code = newGiftCardCode();
  const amount = formatMinorUnits(card.amountCents, card.currency);
  const mail = draftMail(
    card.recipientEmail,
    (shopName) => `A ${amount} gift card for ${shopName}`,
    createElement(GiftCardMail, { shopUrl: publicUrl, recipientName: card.recipientName, amount, code, message: card.message }),
  );
  const mailId = await enqueueMailAt(tx, mail, card.sendAt);
  const [issued] = await tx
    .insert(giftCards)
    .values({
      codeHash: hashGiftCardCode(code),
      last4: lastFourOf(code),
      currency: card.currency,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      message: card.message,
      orderId: card.orderId,
      sendAt: card.sendAt,
      mailId,
    })
    .returning();
  if (!issued) throw new Error('gift card not stored');
  await writeBalanceEntries(
    tx,
    [
      {
        account: { giftCardId: issued.id },
        kind: 'issue',
        amountCents: card.amountCents,
        orderId: card.orderId,
        actorId: card.actorId,
        reason: card.reason,
      },
    ],
    'This gift card could not be issued',
  );
  const [withBalance] = await tx.select().from(giftCards).where(eq(giftCards.id, issued.id));
  return { card: withBalance ?? issued, code };
}
