// Seeded accounts: created once, found again by email on every later start.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../features/auth/index.ts';

export interface SeedUser {
  username: string;
  email: string;
  role: 'user' | 'admin';
  password: string;
}

/** The account with this email, created when there is none; an existing one is left exactly as it is. */
export async function ensureUser(db: Db, seedUser: SeedUser) {
  const email = seedUser.email.toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) return existing;
  const passwordHash = await hashPassword(seedUser.password);
  const [created] = await db
    .insert(users)
    .values({ username: seedUser.username, email, role: seedUser.role, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}
