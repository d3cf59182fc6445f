// The one ledger of gift cards and store credit (decision 610): every change is a row, and the database moves the
// card's or account's balance with it, refusing one below 0 or below what is held. Nothing else writes a balance.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isCheckViolation } from '../../db/databaseErrors.ts';
import { balanceEntries } from '../../db/schema.ts';
import { Conflict, type ErrorMessage } from '../../shared/errors.ts';

/** A gift card or a customer's store credit. */
export type BalanceAccount =
  | { giftCardId: string; storeCreditUserId?: undefined }
  | { storeCreditUserId: string; giftCardId?: undefined };

export type BalanceEntryKind = (typeof balanceEntries.$inferInsert)['kind'];

export interface BalanceEntry {
  account: BalanceAccount;
  kind: BalanceEntryKind;
  /** What it adds to the balance (negative takes). */
  amountCents?: number;
  /** What it adds to the amount held for open checkouts (negative gives back). */
  heldCents?: number;
  checkoutSessionId?: string | null;
  orderId?: string | null;
  /** Who made the change; null for the shop itself (a checkout, a payment). */
  actorId?: string | null;
  reason?: string;
}

/**
 * Writes `entries` in one statement. When one would take a balance below 0 or below what open checkouts hold, nothing
 * is written and `refusal` is thrown as a 409; the caller's transaction is then to be rolled back.
 */
export async function writeBalanceEntries(tx: Db, entries: BalanceEntry[], refusal: ErrorMessage): Promise<void> {
  if (entries.length === 0) return;
  try {
    await tx.insert(balanceEntries).values(
      entries.map((entry) => ({
        giftCardId: entry.account.giftCardId ?? null,
        storeCreditUserId: entry.account.storeCreditUserId ?? null,
        kind: entry.kind,
        amountCents: entry.amountCents ?? 0,
        heldCents: entry.heldCents ?? 0,
        checkoutSessionId: entry.checkoutSessionId ?? null,
        orderId: entry.orderId ?? null,
        actorId: entry.actorId ?? null,
        reason: entry.reason ?? '',
      })),
    );
  } catch (error) {
    if (isCheckViolation(error)) throw new Conflict(refusal);
    throw error;
  }
}

/** What a checkout still holds, per card and account: its holds less what was released or spent of them. */
export async function heldByCheckout(tx: Db, checkoutSessionId: string): Promise<{ account: BalanceAccount; cents: number }[]> {
  const rows = await tx
    .select({
      giftCardId: balanceEntries.giftCardId,
      storeCreditUserId: balanceEntries.storeCreditUserId,
      cents: sql<number>`sum(${balanceEntries.heldCents})::int`,
    })
    .from(balanceEntries)
    .where(eq(balanceEntries.checkoutSessionId, checkoutSessionId))
    .groupBy(balanceEntries.giftCardId, balanceEntries.storeCreditUserId)
    .having(sql`sum(${balanceEntries.heldCents}) > 0`)
    // In the order the checkout took them, so what it spends keeps that order.
    .orderBy(sql`min(${balanceEntries.seq})`);
  return rows.map(({ giftCardId, storeCreditUserId, cents }) => ({ account: accountOf(giftCardId, storeCreditUserId), cents }));
}

/** What a checkout's holds took when it opened, per card and account, whatever became of them since. */
export async function heldWhenOpened(tx: Db, checkoutSessionId: string): Promise<{ account: BalanceAccount; cents: number }[]> {
  const rows = await tx
    .select({
      giftCardId: balanceEntries.giftCardId,
      storeCreditUserId: balanceEntries.storeCreditUserId,
      cents: sql<number>`sum(${balanceEntries.heldCents})::int`,
    })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.checkoutSessionId, checkoutSessionId), eq(balanceEntries.kind, 'hold')))
    .groupBy(balanceEntries.giftCardId, balanceEntries.storeCreditUserId)
    .orderBy(sql`min(${balanceEntries.seq})`);
  return rows.map(({ giftCardId, storeCreditUserId, cents }) => ({ account: accountOf(giftCardId, storeCreditUserId), cents }));
}

function accountOf(giftCardId: string | null, storeCreditUserId: string | null): BalanceAccount {
  if (giftCardId) return { giftCardId };
  if (storeCreditUserId) return { storeCreditUserId };
  throw new Error('a balance entry names neither a gift card nor an account');
}
