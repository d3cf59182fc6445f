// A customer's store credit: read by them and by admins, changed by admins with a reason (audited) and by refunds and
// returns sent to it. Its balance lives in the ledger of gift cards and store credit (features/giftCards).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries, storeCreditAccounts, users } from '../../db/schema.ts';
import { NotFound } from '../../shared/errors.ts';
import { existingId } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { type BalanceEntryRow, creditStoreCredit } from '../giftCards/index.ts';

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
    await creditStoreCredit(tx, userId, { kind: 'adjustment', amountCents, actorId: admin.id, reason });
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'storeCredit.changed',
      subject: { type: 'user', id: userId, label: user.email },
      after: { amountCents, reason },
    });
  });
  return storeCreditOf(db, actor, userId);
}
