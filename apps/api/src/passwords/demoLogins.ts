// The demo shop's accounts. Their emails are in the seed and their passwords in README: anyone can sign in with
// them, so production refuses to start while one still works (docs/decisions/285) and `npm run demo:remove` deletes them.

/** The admin of a development shop, unless SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD name another. */
export const DEMO_ADMIN = { username: 'Atelier Admin', email: 'admin@atelier.test', password: 'atelier-admin' };

export const DEMO_CUSTOMER = { username: 'Amelia', email: 'customer@atelier.test', password: 'atelier-customer' };

/** Customers who review and buy alongside the demo customer. Their passwords are random: nobody signs in as them. */
export const DEMO_SHOPPERS = [
  { username: 'Sophie', email: 'sophie@atelier.test' },
  { username: 'Isabelle', email: 'isabelle@atelier.test' },
  { username: 'Naomi', email: 'naomi@atelier.test' },
  { username: 'Clara', email: 'clara@atelier.test' },
];

/** Every password the repository publishes: never a new password, never SEED_ADMIN_PASSWORD in production. */
export const PUBLISHED_PASSWORDS: readonly string[] = [DEMO_ADMIN.password, DEMO_CUSTOMER.password];

export const DEMO_EMAILS: readonly string[] = [DEMO_ADMIN.email, DEMO_CUSTOMER.email, ...DEMO_SHOPPERS.map((s) => s.email)];
