import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { auditEntries, images, orderLines, orders, products, reviews, sessions, users } from '../db/schema.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { refuseDemoLoginsInProduction } from '../features/auth/publishedLogins.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_EMAILS } from '../passwords/demoLogins.ts';
import { makeOrder, makeReview, makeUser } from '../test/factories.ts';
import { createEmptyPostgresDatabase, createTestDatabase } from '../test/testDatabase.ts';
import { DEMO_PRODUCTS } from './demoProducts.ts';
import { seed } from './index.ts';
import { removeDemo } from './removeDemo.ts';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.com',
  SEED_ADMIN_EMAIL: 'owner@example.com',
  SEED_ADMIN_PASSWORD: 'owner-of-the-shop',
  PAYMENTS: 'sandbox',
} as const;
const development = { NODE_ENV: 'development', SEED_DEMO: 'false' } as const;

const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

/** A database a shop was started on in development: the demo admin, and the demo customer with its published password. */
async function developmentShop(): Promise<Database> {
  const database = await createTestDatabase();
  opened.push(database);
  await seed(database.db, loadConfig(development));
  await makeUser(database.db, { email: DEMO_CUSTOMER.email, passwordHash: await hashPassword(DEMO_CUSTOMER.password) });
  return database;
}

const hasAccount = async (db: Db, email: string) => (await db.select().from(users).where(eq(users.email, email))).length === 1;

describe('a shop started in production on a database that has the demo logins', () => {
  it('refuses to start, naming the accounts and the command that removes them', async () => {
    const { db } = await developmentShop();
    const config = loadConfig(production);
    await seed(db, config);
    await expect(refuseDemoLoginsInProduction(db, config)).rejects.toThrow(
      `Refusing to start in production: ${DEMO_ADMIN.email}, ${DEMO_CUSTOMER.email} can sign in with a password published with the demo shop. Run \`npm run demo:remove\``,
    );
    expect(await hasAccount(db, 'owner@example.com')).toBe(true);
  });

  it('starts once `npm run demo:remove` has deleted them', async () => {
    const { db } = await developmentShop();
    const config = loadConfig(production);
    await removeDemo(db);
    await seed(db, config);
    await expect(refuseDemoLoginsInProduction(db, config)).resolves.toBeUndefined();
  });

  it('starts in development with the demo logins', async () => {
    const { db } = await developmentShop();
    await expect(refuseDemoLoginsInProduction(db, loadConfig(development))).resolves.toBeUndefined();
  });

  it('lets SEED_DEMO=true keep the demo customer, never the demo admin', async () => {
    const { db } = await developmentShop();
    const config = loadConfig({ ...production, SEED_DEMO: 'true' });
    await expect(refuseDemoLoginsInProduction(db, config)).rejects.toThrow(
      `Refusing to start in production: ${DEMO_ADMIN.email} can sign in`,
    );
    await db.delete(users).where(eq(users.email, DEMO_ADMIN.email));
    await expect(refuseDemoLoginsInProduction(db, config)).resolves.toBeUndefined();
  });

  it('refuses an admin of its own with a published password, and takes SEED_ADMIN_PASSWORD for it when named', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const owner = await makeUser(database.db, { role: 'admin', passwordHash: await hashPassword(DEMO_ADMIN.password) });
    const config = loadConfig({ ...production, SEED_ADMIN_EMAIL: owner.email });
    await expect(refuseDemoLoginsInProduction(database.db, config)).rejects.toThrow(
      `For ${owner.email}: start with SEED_ADMIN_EMAIL set to that email and SEED_ADMIN_PASSWORD to its new password`,
    );
    await seed(database.db, config);
    await expect(refuseDemoLoginsInProduction(database.db, config)).resolves.toBeUndefined();
  });

  it('starts when a demo account has a password of its own', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    await makeUser(database.db, { email: DEMO_CUSTOMER.email });
    await expect(refuseDemoLoginsInProduction(database.db, loadConfig(production))).resolves.toBeUndefined();
  });
});

// Both draw the demo catalog's pictures, or start a process of their own: slow on a busy machine.
describe('npm run demo:remove', () => {
  it('deletes the demo accounts with their sessions, reviews and orders, and the demo products nobody really bought', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const { db } = database;
    await seed(db, loadConfig({ NODE_ENV: 'development' }));
    const customer = (await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email)))[0];
    if (!customer) throw new Error('no demo customer');
    await db.insert(sessions).values({ userId: customer.id });
    const realCustomer = await makeUser(db);
    const [sold, unsold] = await db.select().from(products).limit(2);
    if (!sold || !unsold) throw new Error('no demo products');
    const realOrder = await makeOrder(db, {
      orderId: 'pi_3RealStripePayment',
      userId: realCustomer.id,
      lines: [{ productId: sold.id, name: sold.name }],
    });
    const paidByDemoCustomer = await makeOrder(db, { orderId: 'pi_3PaidForReal', userId: customer.id });
    await makeReview(db, { userId: realCustomer.id, productId: sold.id, rating: 2 });
    const ownProduct = (
      await db
        .insert(products)
        .values({ ...productFields(unsold), name: 'House blend tea' })
        .returning()
    )[0];

    const removed = await removeDemo(db);

    expect(removed.accounts.sort()).toEqual([...DEMO_EMAILS].sort());
    expect(
      await db
        .select()
        .from(users)
        .where(inArray(users.email, [...DEMO_EMAILS])),
    ).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, customer.id))).toEqual([]);
    const left = await db.select().from(orders);
    expect(left.map((order) => order.id).sort()).toEqual([realOrder.id, paidByDemoCustomer.id].sort());
    expect(left.find((order) => order.id === paidByDemoCustomer.id)?.userId).toBeNull();
    const catalog = await db.select().from(products);
    expect(catalog.map((product) => product.name).sort()).toEqual([sold.name, ownProduct?.name].sort());
    expect(removed).toMatchObject({ products: DEMO_PRODUCTS.length - 1, productsKept: [sold.name] });
    // The demo customers' reviews went; the real one stays and is the product's rating now.
    expect(await db.select().from(reviews)).toHaveLength(1);
    expect(catalog.find((product) => product.id === sold.id)).toMatchObject({ rating: 2, reviewCount: 1 });
    // The removed products' pictures went, galleries included; what the products left show stays.
    const pictures = catalog.flatMap((product) => [product.image, ...product.images.map((picture) => picture.url)]);
    const lines = await db.select({ image: orderLines.image }).from(orderLines);
    const stored = (await db.select({ id: images.id }).from(images)).map((image) => `/images/${image.id}.webp`);
    expect(stored.filter((url) => !pictures.includes(url) && !lines.some((line) => line.image === url))).toEqual([]);
    expect(stored).toEqual(expect.arrayContaining(pictures));

    const trail = await db.select().from(auditEntries);
    expect(trail.every((entry) => entry.actorEmail === 'npm run demo:remove')).toBe(true);
    expect(
      trail
        .filter((entry) => entry.kind === 'user.deleted')
        .map((entry) => entry.subjectLabel)
        .sort(),
    ).toEqual([...DEMO_EMAILS].sort());
    expect(trail.filter((entry) => entry.kind === 'product.deleted')).toHaveLength(removed.products);
    expect(trail.filter((entry) => entry.kind === 'order.deleted')).toHaveLength(removed.orders);

    expect(await removeDemo(db)).toEqual({ accounts: [], orders: 0, products: 0, productsKept: [sold.name] });
  }, 120_000);

  it('runs as a command on the database the shop is configured with', async () => {
    const { env, cleanUp } = await configuredDatabase();
    try {
      const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
      await migrate(database);
      await seed(database.db, loadConfig({ ...development }));
      await database.close();

      const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'removeDemoCli.ts')], {
        env: { ...process.env, ...env, NODE_ENV: 'development' },
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain(`Removed the demo accounts ${DEMO_ADMIN.email}`);
      expect(run.status).toBe(0);

      const after = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
      expect(await after.db.select().from(users)).toEqual([]);
      await after.close();
    } finally {
      await cleanUp();
    }
  }, 120_000);
});

function productFields(product: typeof products.$inferSelect) {
  const { id: _id, searchDocument: _search, sizesJson: _sizes, ...fields } = product;
  return fields;
}

/** DATABASE_URL on the test server when TEST_DATABASE_URL names one, else DATA_DIR for an embedded database. */
async function configuredDatabase(): Promise<{ env: { DATABASE_URL?: string; DATA_DIR?: string }; cleanUp(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const { url, drop } = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL);
    return { env: { DATABASE_URL: url }, cleanUp: drop };
  }
  const folder = mkdtempSync(join(tmpdir(), 'atelier-demo-'));
  return { env: { DATA_DIR: join(folder, 'data') }, cleanUp: async () => rmSync(folder, { recursive: true, force: true }) };
}
