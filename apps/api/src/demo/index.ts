// First-start data: the configured admin and, unless production did not ask for it, a demo customer and the demo
// catalog with its history.
// Every step checks before it writes, so a restart never duplicates anything.
import { eq } from 'drizzle-orm';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword, opensWithPublishedPassword } from '../features/auth/index.ts';
import { endOtherSessions } from '../features/sessions/index.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../passwords/demoLogins.ts';
import { isPublishedPassword } from '../passwords/passwordRules.ts';
import { seedCatalog } from './catalog.ts';
import { seedDemoShipping } from './shipping.ts';
import { seedShopContent } from './shopContent.ts';
import { ensureUser } from './users.ts';

export async function seed(db: Db, config: Pick<Config, 'seedAdmin' | 'seedDemo'>): Promise<void> {
  // Made whenever its email has no account, whatever other admins there are: the operator can always sign in.
  const admin = await ensureUser(db, {
    username: DEMO_ADMIN.username,
    email: config.seedAdmin.email,
    password: config.seedAdmin.password,
    role: 'admin',
  });
  await replacePublishedPassword(db, admin, config.seedAdmin.password);
  if (!config.seedDemo) return;
  const customer = await ensureUser(db, { ...DEMO_CUSTOMER, role: 'user' });
  await seedCatalog(db, { adminId: admin?.id ?? null, customerId: customer?.id ?? null });
  await seedShopContent(db);
  await seedDemoShipping(db);
}

/**
 * An account that signs in with a published password keeps production from starting (features/auth/publishedLogins.ts):
 * naming it as the configured admin, with a password of the operator's own, sets that password.
 */
async function replacePublishedPassword(db: Db, admin: typeof users.$inferSelect | undefined, password: string) {
  if (!admin || isPublishedPassword(password) || !(await opensWithPublishedPassword(admin.passwordHash))) return;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, admin.id));
    // Whoever signed in with the published password is signed out.
    await endOtherSessions(tx, admin.id, null);
  });
}
