// First-start data: the first admin and, unless production did not ask for it, a demo customer and the demo
// catalog with its history.
// Every step checks before it writes, so a restart never duplicates anything.
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { seedCatalog } from './catalog.ts';
import { ensureUser } from './users.ts';

export const DEMO_CUSTOMER = { username: 'Amelia', email: 'customer@atelier.test', password: 'atelier-customer' };

export async function seed(db: Db, config: Pick<Config, 'seedAdmin' | 'seedDemo'>): Promise<void> {
  const admin = await ensureUser(db, {
    username: 'Atelier Admin',
    email: config.seedAdmin.email,
    password: config.seedAdmin.password,
    role: 'admin',
    onlyIfNoAdmin: true,
  });
  if (!config.seedDemo) return;
  const customer = await ensureUser(db, { ...DEMO_CUSTOMER, role: 'user' });
  await seedCatalog(db, { adminId: admin?.id ?? null, customerId: customer?.id ?? null });
}
