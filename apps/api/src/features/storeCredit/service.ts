// A customer's store credit: read by them and by admins, changed by admins with a reason (audited) and by refunds and
// returns sent to it. Its balance lives in the ledger of gift cards and store credit (features/giftCards).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries, storeCreditAccounts, users } from '../../db/schema.ts';
import { NotFound } from '../../shared/errors.ts';
import { existingId } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { type BalanceEntryRow, writeBalanceEntries } from '../giftCards/index.ts';

export const CREDIT_TOO_LOW = 'The customer does not have that much store credit';

export interface StoreCredit {
  balanceCents: number;
  heldCents: number;
  entries: BalanceEntryRow[];
}

/** The account's credit and its history, oldest first; an account never credited has none. */
export async function storeCreditOf(db: Db, actor: Actor | null, rawUserId: string): Promise<StoreCredit> {
  const userId = existingId(rawUserId, 'User');
  authorize(actor, 'read', 'storeCredit', userId);
  const [account] = await db.select().from(storeCreditAccounts).where(eq(storeCreditAccounts.userId, userId));
  const entries = await db
    .select()
    .from(balanceEntries)
    .where(eq(balanceEntries.storeCreditUserId, userId))
    .orderBy(asc(balanceEntries.createdAt), asc(balanceEntries.id));
  return { balanceCents: account?.balanceCents ?? 0, heldCents: account?.heldCents ?? 0, entries };
}

/** Adds credit to an account, opening it on its first credit, in the caller's transaction. */
export async function creditAccount(
  tx: Db,
  userId: string,
  entry: { kind: 'refund' | 'adjustment'; amountCents: number; orderId?: string | null; actorId: string | null; reason: string },
): Promise<void> {
  await tx.insert(storeCreditAccounts).values({ userId }).onConflictDoNothing();
  await writeBalanceEntries(tx, [{ account: { storeCreditUserId: userId }, ...entry }], CREDIT_TOO_LOW);
}

/** An admin adds (positive) or removes (negative) credit, with a reason; never below what the customer has. */
export async function changeStoreCredit(
  db: Db,
  actor: Actor | null,
  rawUserId: string,
  { amountCents, reason }: { amountCents: number; reason: string },
): Promise<StoreCredit> {
  const admin = authorize(actor, 'update', 'storeCredit');
  const userId = existingId(rawUserId, 'User');
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new NotFound('User not found');
    await creditAccount(tx, userId, { kind: 'adjustment', amountCents, actorId: admin.id, reason });
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'storeCredit.changed',
      subject: { type: 'user', id: userId, label: user.email },
      after: { amountCents, reason },
    });
  });
  return storeCreditOf(db, actor, userId);
}
