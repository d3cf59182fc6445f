// "Email me about my cart and new arrivals": the customer's answer now, and every change of it with its time and where it
// was made, written together so the history never misses a change nor records one that did not happen.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketingConsentChanges, users } from '../../db/schema.ts';

export type ConsentSource = (typeof marketingConsentChanges.$inferInsert)['source'];

/** Sets the consent of a user; a change is recorded with its time, an answer the same as before records nothing. */
export async function setMarketingConsent(db: Db, userId: string, consented: boolean, source: ConsentSource): Promise<void> {
  const [changed] = await db
    .update(users)
    .set({ marketingEmails: consented })
    .where(and(eq(users.id, userId), ne(users.marketingEmails, consented)))
    .returning({ id: users.id });
  if (changed) await db.insert(marketingConsentChanges).values({ userId, consented, source });
}

/** An unsubscribe link's address withdraws the consent of its account, at once; an address without one changes nothing. */
export async function withdrawMarketingConsent(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
    if (user) await setMarketingConsent(tx, user.id, false, 'unsubscribe');
  });
}
