// Production refuses to start while an account signs in with a password the repository publishes (docs/decisions/285).
import { eq, inArray, or } from 'drizzle-orm';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { DEMO_CUSTOMER, DEMO_EMAILS, PUBLISHED_PASSWORDS } from '../../passwords/demoLogins.ts';
import { verifyPassword } from './passwords.ts';

/**
 * The emails of the accounts that sign in with a published password. Only the demo accounts and the admins are tried:
 * a few hashes to verify, not one per customer. Nobody can choose a published password any more, and a customer who
 * chose one before holds only their own account.
 */
export async function accountsOpenWithPublishedPasswords(db: Db): Promise<string[]> {
  const suspects = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(or(inArray(users.email, [...DEMO_EMAILS]), eq(users.role, 'admin')));
  const open = await Promise.all(
    suspects.map(async (account) => ((await opensWithPublishedPassword(account.passwordHash)) ? account.email : null)),
  );
  return open.filter((email) => email !== null).sort();
}

export async function opensWithPublishedPassword(passwordHash: string): Promise<boolean> {
  for (const password of PUBLISHED_PASSWORDS) if (await verifyPassword(passwordHash, password)) return true;
  return false;
}

/** Throws, naming the accounts and the command that removes them; SEED_DEMO=true asks for the demo customer, never an admin. */
export async function refuseDemoLoginsInProduction(db: Db, config: Pick<Config, 'env' | 'seedDemo'>): Promise<void> {
  if (config.env !== 'production') return;
  const open = (await accountsOpenWithPublishedPasswords(db)).filter(
    (email) => !(config.seedDemo && email === DEMO_CUSTOMER.email),
  );
  if (open.length === 0) return;
  const demo = open.filter((email) => DEMO_EMAILS.includes(email));
  const others = open.filter((email) => !DEMO_EMAILS.includes(email));
  throw new Error(
    [
      `Refusing to start in production: ${open.join(', ')} can sign in with a password published with the demo shop.`,
      demo.length ? 'Run `npm run demo:remove` with the same DATABASE_URL or DATA_DIR to delete the demo accounts and data.' : '',
      others.length
        ? `For ${others.join(', ')}: start with SEED_ADMIN_EMAIL set to that email and SEED_ADMIN_PASSWORD to its new password, which replaces the published one.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
}
