// Finding gift cards by the codes shoppers type: by the hash of each, compared again in constant time.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCards } from '../../db/schema.ts';
import { Invalid, NotFound } from '../../shared/errors.ts';
import { refusal } from '../../shared/refusals.ts';
import { hashGiftCardCode, sameHash } from './codes.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;

/**
 * The cards `codes` name, in the order given; with `lock`, their rows are locked in id order, so checkouts spending the
 * same cards queue instead of deadlocking. Throws 404 for a code no card has, 400 for a disabled or expired card.
 */
export async function giftCardsByCodes(tx: Db, codes: string[], { lock = false } = {}): Promise<GiftCardRow[]> {
  const hashes = codes.map(hashGiftCardCode);
  const query = tx.select().from(giftCards).where(inArray(giftCards.codeHash, hashes)).orderBy(giftCards.id);
  const rows = lock ? await query.for('update') : await query;
  return hashes.map((hash) => {
    const card = rows.find((row) => sameHash(row.codeHash, hash));
    if (!card) throw new NotFound(refusal('giftCard.none'));
    if (card.disabledAt) throw new Invalid(refusal('giftCard.disabled', { last4: card.last4 }));
    if (card.expiresAt && card.expiresAt.getTime() <= Date.now())
      throw new Invalid(refusal('giftCard.expired', { last4: card.last4 }));
    return card;
  });
}
