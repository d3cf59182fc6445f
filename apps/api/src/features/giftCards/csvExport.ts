// The gift cards with a balance left, as CSV for the accountant: money the shop owes in goods.
import { minorUnitsText } from '@atelier/domain';
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCards } from '../../db/schema.ts';
import { csvLines } from '../../shared/csvCells.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';

const COLUMNS = ['last4', 'issued_at', 'recipient_email', 'balance', 'held', 'currency', 'expires_at', 'disabled'] as const;

export async function outstandingBalancesCsv(db: Db, actor: Actor | null): Promise<string> {
  authorize(actor, 'read', 'giftCard');
  const rows = await db.select().from(giftCards).where(gt(giftCards.balanceCents, 0)).orderBy(asc(giftCards.createdAt));
  return csvLines(
    COLUMNS,
    rows.map((card) => [
      card.last4,
      card.createdAt.toISOString(),
      card.recipientEmail,
      minorUnitsText(card.balanceCents, card.currency),
      minorUnitsText(card.heldCents, card.currency),
      card.currency,
      card.expiresAt?.toISOString() ?? '',
      card.disabledAt ? 'yes' : 'no',
    ]),
    true,
  );
}
