// The secret token an owner may require in the feeds' addresses, so only the channels given it can read them. Kept in
// the secrets table, never in the settings everyone may read.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { secrets } from '../../db/schema.ts';

const FEED_TOKEN = 'feed-token';

export async function feedToken(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, FEED_TOKEN));
  return row?.value ?? null;
}

/** A new token in place of any before it, or none: the feeds are open again. */
export async function replaceFeedToken(db: Db, required: boolean): Promise<void> {
  if (!required) {
    await db.delete(secrets).where(eq(secrets.name, FEED_TOKEN));
    return;
  }
  const value = randomBytes(24).toString('base64url');
  await db.insert(secrets).values({ name: FEED_TOKEN, value }).onConflictDoUpdate({ target: secrets.name, set: { value } });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `given` opens the feeds: any address while no token is required, else one carrying it. */
export function opensFeeds(token: string | null, given: string | undefined): boolean {
  if (token === null) return true;
  return given !== undefined && timingSafeEqual(digest(token), digest(given));
}
