// The owner's gift cards: listed and searched, read with their history, issued by hand, adjusted and disabled, every
// change audited; and a code's balance, for anyone who holds the code.
import type { GiftCardsQuery, ShopMoney } from '@atelier/domain';
import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries, giftCards } from '../../db/schema.ts';
import { NotFound } from '../../shared/errors.ts';
import { existingId } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { normalizeGiftCardCode } from './codes.ts';
import { issueGiftCard } from './issue.ts';
import { writeBalanceEntries } from './ledger.ts';
import { type GiftCardRow, giftCardsByCodes } from './lookup.ts';
import { type BalanceEntryRow, toAuditedGiftCard } from './mapper.ts';

const NOT_FOUND = 'Gift card not found';
export const BALANCE_TOO_LOW = 'The gift card does not have that much left';

const subjectOf = (card: GiftCardRow) => ({ type: 'giftCard' as const, id: card.id, label: `…${card.last4}` });

/** The card a code names, for anyone holding it; 404 for a code no card has. */
export async function giftCardOfCode(db: Db, code: string): Promise<GiftCardRow> {
  const [card] = await giftCardsByCodes(db, [code]);
  if (!card) throw new NotFound(NOT_FOUND);
  return card;
}

export async function listGiftCards(db: Db, actor: Actor | null, query: GiftCardsQuery) {
  authorize(actor, 'read', 'giftCard');
  const search = query.q ? normalizeGiftCardCode(query.q) : '';
  const where = query.q
    ? or(eq(giftCards.last4, search.slice(-4)), ilike(giftCards.recipientEmail, `%${query.q.replace(/[\\%_]/g, '\\$&')}%`))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(giftCards)
      .where(where)
      .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(giftCards).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function giftCardWithHistory(
  db: Db,
  actor: Actor | null,
  rawId: string,
): Promise<{ card: GiftCardRow; entries: BalanceEntryRow[] }> {
  authorize(actor, 'read', 'giftCard');
  const id = existingId(rawId, 'Gift card');
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!card) throw new NotFound(NOT_FOUND);
  const entries = await db
    .select()
    .from(balanceEntries)
    .where(eq(balanceEntries.giftCardId, id))
    .orderBy(asc(balanceEntries.createdAt), asc(balanceEntries.id));
  return { card, entries };
}

/** A card the owner issues by hand (for a complaint): its code is answered this once. */
export async function issueGiftCardByHand(
  db: Db,
  actor: Actor | null,
  input: { amount: number; recipientEmail: string; recipientName?: string | undefined; reason: string },
  { money, publicUrl }: { money: ShopMoney; publicUrl: string },
): Promise<{ card: GiftCardRow; code: string }> {
  const admin = authorize(actor, 'create', 'giftCard');
  return db.transaction(async (tx) => {
    const issued = await issueGiftCard(
      tx,
      {
        amountCents: money.toMinor(input.amount),
        currency: money.currency,
        recipientName: input.recipientName || input.recipientEmail,
        recipientEmail: input.recipientEmail,
        message: null,
        sendAt: new Date(),
        orderId: null,
        actorId: admin.id,
        reason: input.reason,
      },
      publicUrl,
    );
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'giftCard.issued',
      subject: subjectOf(issued.card),
      after: { ...toAuditedGiftCard(issued.card), reason: input.reason },
    });
    return issued;
  });
}

async function lockedGiftCard(tx: Db, rawId: string): Promise<GiftCardRow> {
  const id = existingId(rawId, 'Gift card');
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  if (!card) throw new NotFound(NOT_FOUND);
  return card;
}

/** Adds to or takes from a card's balance, with a reason; never below what it has, nor what checkouts hold of it. */
export async function adjustGiftCard(
  db: Db,
  actor: Actor | null,
  rawId: string,
  { amountCents, reason }: { amountCents: number; reason: string },
): Promise<GiftCardRow> {
  const admin = authorize(actor, 'update', 'giftCard');
  return db.transaction(async (tx) => {
    const before = await lockedGiftCard(tx, rawId);
    await writeBalanceEntries(
      tx,
      [{ account: { giftCardId: before.id }, kind: 'adjustment', amountCents, actorId: admin.id, reason }],
      BALANCE_TOO_LOW,
    );
    const after = await lockedGiftCard(tx, before.id);
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'giftCard.adjusted',
      subject: subjectOf(after),
      before: { balanceCents: before.balanceCents },
      after: { balanceCents: after.balanceCents, reason },
    });
    return after;
  });
}

/** A disabled card can no longer be spent; what open checkouts already hold of it stays theirs. */
export async function disableGiftCard(db: Db, actor: Actor | null, rawId: string): Promise<GiftCardRow> {
  const admin = authorize(actor, 'update', 'giftCard');
  return db.transaction(async (tx) => {
    const before = await lockedGiftCard(tx, rawId);
    if (before.disabledAt) return before;
    const [after] = await tx.update(giftCards).set({ disabledAt: sql`now()` }).where(eq(giftCards.id, before.id)).returning();
    if (!after) throw new NotFound(NOT_FOUND);
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'giftCard.disabled',
      subject: subjectOf(after),
      before: { disabled: false },
      after: { disabled: true },
    });
    return after;
  });
}
