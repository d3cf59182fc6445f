import type { RegisterBody } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { assertAcceptablePassword } from '../../passwords/passwordRules.ts';
import { Conflict, Unauthorized } from '../../shared/errors.ts';
import { refusal } from '../../shared/refusals.ts';
import { setMarketingConsent } from '../unsubscribe/index.ts';
import type { UserRow } from '../users/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function registerUser(db: Db, body: RegisterBody): Promise<UserRow> {
  const email = normalizeEmail(body.email);
  assertAcceptablePassword(body.password, { email, username: body.username });
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) throw new Conflict(refusal('auth.emailTaken'));
  const passwordHash = await hashPassword(body.password);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ username: body.username, email, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row || !body.marketingEmails) return row;
    await setMarketingConsent(tx, row.id, true, 'register');
    return { ...row, marketingEmails: true };
  });
  // Two registrations racing for one email: the unique index lets one through.
  if (!created) throw new Conflict(refusal('auth.emailTaken'));
  return created;
}

/** The account an email names, if any: looked up before its password is checked, so its failures can be counted. */
export async function accountOf(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

/** The account, if `password` is its own; an unknown email takes as long to refuse as a wrong password. */
export async function authenticate(account: UserRow | undefined, password: string): Promise<UserRow> {
  const ok = await verifyPassword(account?.passwordHash, password);
  if (!account || !ok) throw new Unauthorized(refusal('auth.wrongCredentials'));
  return account;
}
