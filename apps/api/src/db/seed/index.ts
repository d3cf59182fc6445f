// First-start data: the first admin, a demo customer, and the demo catalog with its history.
// Every step checks before it writes, so a restart never duplicates anything.
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../features/auth/passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import { seedCatalog } from './catalog.ts';

export const DEMO_CUSTOMER = { username: 'Amelia', email: 'customer@atelier.test', password: 'atelier-customer' };

export async function seed(db: Db, config: Pick<Config, 'seedAdmin'>): Promise<void> {
  const admin = await ensureUser(db, {
    username: 'Atelier Admin',
    email: config.seedAdmin.email,
    password: config.seedAdmin.password,
    role: 'admin',
    onlyIfNoAdmin: true,
  });
  const customer = await ensureUser(db, { ...DEMO_CUSTOMER, role: 'user', onlyIfNoAdmin: false });
  await seedCatalog(db, { adminId: admin?.id ?? null, customerId: customer?.id ?? null });
}

interface SeedUser {
  username: string;
  email: string;
  password: string;
  role: 'user' | 'admin';
  onlyIfNoAdmin: boolean;
}

async function ensureUser(db: Db, seedUser: SeedUser) {
  const email = seedUser.email.toLowerCase();
  if (seedUser.onlyIfNoAdmin) {
    const [anyAdmin] = await db.select().from(users).where(eq(users.role, 'admin')).limit(1);
    if (anyAdmin) return anyAdmin;
  }
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({ username: seedUser.username, email, role: seedUser.role, passwordHash: await hashPassword(seedUser.password) })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}
