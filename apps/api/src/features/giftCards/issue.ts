// Issuing a gift card: a new code, its hash and last 4 stored, its expiry if the shop sets one (decision 720), its value
// written to the ledger, and its mail queued in the outbox for its send date, all in the caller's transaction. The
// code leaves the shop only in that mail and, for a card the owner issues by hand, in the answer to the owner.
import { type Currency, LANGUAGE_LOCALES, type Language } from '@atelier/domain';
import { eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../db/client.ts';
import { giftCards } from '../../db/schema.ts';
import { draftMail, enqueueMailAt, GiftCardMail, giftCardSubject } from '../outbox/index.ts';
import { readSettings } from '../settings/index.ts';
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
  /** The order line that bought it; null for a card issued by hand. */
  orderLineId?: string | null;
  /** Who issued it by hand; null when an order bought it. */
  actorId: string | null;
  reason: string;
  /** The language of its mail: the buyer's, for a card an order bought; English otherwise. */
  language?: Language;
}

export async function issueGiftCard(
  tx: Db,
  card: GiftCardToIssue,
  publicUrl: string,
): Promise<{ card: GiftCardRow; code: string }> {
  const code = newGiftCardCode();
  const { amountCents, currency, language = 'en' } = card;
  const mail = draftMail(
    card.recipientEmail,
    giftCardSubject(amountCents, currency, LANGUAGE_LOCALES[language]),
    createElement(GiftCardMail, {
      shopUrl: publicUrl,
      recipientName: card.recipientName,
      amountCents,
      currency,
      code,
      message: card.message,
    }),
    undefined,
    language,
  );
  const mailId = await enqueueMailAt(tx, mail, card.sendAt);
  // Counted from the issue (the row's own `now()`), by the settings of that moment: a later change leaves it as is.
  const { giftCardExpiryYears } = await readSettings(tx);
  const expiresAt = giftCardExpiryYears === null ? null : sql`now() + make_interval(years => ${giftCardExpiryYears}::int)`;
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
      orderLineId: card.orderLineId ?? null,
      sendAt: card.sendAt,
      mailId,
      expiresAt,
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
