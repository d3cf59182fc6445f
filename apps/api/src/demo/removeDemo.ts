// Deletes the demo shop from a database that is to serve real customers: the demo accounts and what belongs to them,
// the demo orders no money was paid for, and the demo products nobody really bought (docs/decisions/285).
import { toMajorUnits } from '@atelier/domain';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { checkoutSessions, images, orderLines, orders, products, reviews, users } from '../db/schema.ts';
import { recordAdminAction } from '../features/audit/index.ts';
import { productColumns, toAuditedProduct, withSizes } from '../features/products/index.ts';
import { refreshProductRating } from '../features/reviews/index.ts';
import { releaseHold } from '../features/stock/index.ts';
import { DEMO_EMAILS } from '../passwords/demoLogins.ts';
import { DEMO_PRODUCTS } from './demoProducts.ts';

/** Who the audit trail says acted: the command, run by whoever holds the shop's database. */
export const DEMO_REMOVAL_ACTOR = { id: '00000000-0000-0000-0000-000000000000', email: 'npm run demo:remove' };

/** The seed's orders (`pi_demo_…`) and sandbox payments (`pi_sandbox_…`) took no money; a Stripe payment did. */
const UNPAID_ORDER_PREFIXES = ['pi_demo_', 'pi_sandbox_'];
const DEMO_DESCRIPTIONS = new Map(DEMO_PRODUCTS.map((product) => [product.name, product.description]));
const IMAGE_URL = /^\/images\/([0-9a-f-]{36})\.webp$/;

export interface DemoRemoval {
  accounts: string[];
  orders: number;
  products: number;
  /** Demo products kept because a real order bought them. */
  productsKept: string[];
}

export function removeDemo(db: Db): Promise<DemoRemoval> {
  return db.transaction(async (tx) => {
    const accounts = await tx
      .select()
      .from(users)
      .where(inArray(users.email, [...DEMO_EMAILS]));
    const accountIds = accounts.map((account) => account.id);
    const removedOrders = await removeUnpaidDemoOrders(tx, accountIds);
    const { removed, kept } = await removeUnsoldDemoProducts(tx);
    // Reviews go with their accounts: the products that stay are rated again without them.
    const reviewed = accountIds.length
      ? await tx.selectDistinct({ productId: reviews.productId }).from(reviews).where(inArray(reviews.userId, accountIds))
      : [];
    // An open checkout holds stock: given back before the account, and with it the session, goes.
    const open = accountIds.length
      ? await tx
          .select({ id: checkoutSessions.id })
          .from(checkoutSessions)
          .where(and(inArray(checkoutSessions.userId, accountIds), eq(checkoutSessions.status, 'open')))
      : [];
    for (const session of open) await releaseHold(tx, session.id, 'cancelled');
    for (const account of accounts) {
      await tx.delete(users).where(eq(users.id, account.id));
      const { username, email, role } = account;
      await recordAdminAction(tx, {
        actor: DEMO_REMOVAL_ACTOR,
        kind: 'user.deleted',
        subject: { type: 'user', id: account.id, label: email },
        before: { username, email, role },
      });
    }
    for (const { productId } of reviewed) await refreshProductRating(tx, productId);
    return {
      accounts: accounts.map((account) => account.email),
      orders: removedOrders,
      products: removed,
      productsKept: kept,
    };
  });
}

async function removeUnpaidDemoOrders(tx: Db, accountIds: string[]): Promise<number> {
  const unpaid = or(...UNPAID_ORDER_PREFIXES.map((prefix) => like(orders.orderId, `${prefix}%`)));
  // The seed's orders whoever they belong to now; sandbox payments only when a demo account made them.
  const demo = or(
    like(orders.orderId, 'pi_demo_%'),
    accountIds.length ? and(inArray(orders.userId, accountIds), unpaid) : undefined,
  );
  const removed = await tx.delete(orders).where(demo).returning();
  for (const order of removed) {
    const { orderId, email, status, amountCents, currency } = order;
    await recordAdminAction(tx, {
      actor: DEMO_REMOVAL_ACTOR,
      kind: 'order.deleted',
      subject: { type: 'order', id: order.id, label: email },
      before: { orderId, email, status, amount: toMajorUnits(amountCents, currency) },
    });
  }
  return removed.length;
}

/**
 * A demo product is one with a demo product's name and description, as the seed wrote them (one an admin rewrote is
 * theirs now). Those still on a remaining order's lines were sold for real and stay; the others go with their pictures.
 */
async function removeUnsoldDemoProducts(tx: Db): Promise<{ removed: number; kept: string[] }> {
  const named = await tx
    .select(productColumns)
    .from(products)
    .where(inArray(products.name, [...DEMO_DESCRIPTIONS.keys()]));
  const demo = named.filter((product) => DEMO_DESCRIPTIONS.get(product.name) === product.description);
  if (demo.length === 0) return { removed: 0, kept: [] };
  const demoIds = demo.map((product) => product.id);
  const lines = await tx
    .selectDistinct({ productId: orderLines.productId })
    .from(orderLines)
    .where(inArray(orderLines.productId, demoIds));
  const sold = new Set(lines.map((line) => line.productId));
  const unsold = await withSizes(
    tx,
    demo.filter((product) => !sold.has(product.id)),
  );
  for (const product of unsold) {
    await tx.delete(products).where(eq(products.id, product.id));
    await recordAdminAction(tx, {
      actor: DEMO_REMOVAL_ACTOR,
      kind: 'product.deleted',
      subject: { type: 'product', id: product.id, label: product.name },
      before: toAuditedProduct(product),
    });
  }
  await removeUnusedPictures(
    tx,
    unsold.flatMap((product) => [product.image, ...product.images.map((picture) => picture.url)]),
  );
  const kept = demo.filter((product) => sold.has(product.id)).map((product) => product.name);
  return { removed: unsold.length, kept };
}

/** The pictures of removed products, unless a product (first or in its gallery) or an order line still shows one. */
async function removeUnusedPictures(tx: Db, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const galleryUrl = sql<string>`picture->>'url'`;
  const stillShown = new Set([
    ...(await tx.select({ url: products.image }).from(products).where(inArray(products.image, urls))).map((row) => row.url),
    ...(
      await tx
        .select({ url: galleryUrl })
        .from(sql`${products}, jsonb_array_elements(${products.images}) as picture`)
        .where(inArray(galleryUrl, urls))
    ).map((row) => row.url),
    ...(await tx.select({ url: orderLines.image }).from(orderLines).where(inArray(orderLines.image, urls))).map((row) => row.url),
  ]);
  const ids = urls
    .filter((url) => !stillShown.has(url))
    .map((url) => IMAGE_URL.exec(url)?.[1])
    .filter((id): id is string => id !== undefined);
  if (ids.length) await tx.delete(images).where(inArray(images.id, ids));
}
