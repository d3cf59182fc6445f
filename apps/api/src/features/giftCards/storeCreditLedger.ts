// Credit added to a customer's store credit account, opened on its first credit: by an admin, or by a refund.
import type { Db } from '../../db/client.ts';
import { storeCreditAccounts } from '../../db/schema.ts';
import { writeBalanceEntries } from './ledger.ts';

export const CREDIT_TOO_LOW = 'The customer does not have that much store credit';

/** Adds `amountCents` (negative takes, never below what the customer has) in the caller's transaction. */
export async function creditStoreCredit(
  tx: Db,
  userId: string,
  entry: { kind: 'refund' | 'adjustment'; amountCents: number; orderId?: string | null; actorId: string | null; reason: string },
): Promise<void> {
  await tx.insert(storeCreditAccounts).values({ userId }).onConflictDoNothing();
  await writeBalanceEntries(tx, [{ account: { storeCreditUserId: userId }, ...entry }], CREDIT_TOO_LOW);
}
