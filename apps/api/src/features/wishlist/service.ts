// A signed-in shopper's wishlist: products kept for later, at most WISHLIST_MAX_PRODUCTS, shown at today's price and stock.
import { WISHLIST_MAX_PRODUCTS } from '@atelier/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, users, wishlistItems } from '../../db/schema.ts';
import { Conflict } from '../../shared/errors.ts';
import { isUuid } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { refusal } from '../../shared/refusals.ts';
import { findProduct, type ProductWithSizes, productColumns, withSizes } from '../products/index.ts';

/** The actor's wishlist, the product saved last first. */
export async function readWishlist(db: Db, actor: Actor | null): Promise<ProductWithSizes[]> {
  const me = authorize(actor, 'read', 'wishlist');
  const rows = await db
    .select(productColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, me.id))
    .orderBy(desc(wishlistItems.createdAt), desc(products.id));
  return withSizes(db, rows);
}

/**
 * Saves products to the actor's wishlist, those already on it left as they are, and answers how many were added. The
 * account's row is locked first, so saves made at the same moment count one after the other against the limit.
 */
async function saveProducts(tx: Db, userId: string, productIds: string[], whenFull: 'refuse' | 'stop'): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const saved = await tx
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  const already = new Set(saved.map((row) => row.productId));
  const fresh = [...new Set(productIds)].filter((id) => !already.has(id));
  const room = WISHLIST_MAX_PRODUCTS - already.size;
  if (fresh.length > room && whenFull === 'refuse') throw new Conflict(refusal('wishlist.full', { max: WISHLIST_MAX_PRODUCTS }));
  const added = fresh.slice(0, Math.max(0, room));
  if (added.length === 0) return 0;
  // One after the other in time, so the wishlist keeps the order they were saved in.
  const now = Date.now();
  await tx
    .insert(wishlistItems)
    .values(added.map((productId, i) => ({ userId, productId, createdAt: new Date(now - i) })))
    .onConflictDoNothing();
  return added.length;
}

/** Adds one product (404 for a product the shop does not have; 409 once the wishlist is full). */
export async function saveToWishlist(db: Db, actor: Actor | null, rawProductId: string): Promise<void> {
  const me = authorize(actor, 'update', 'wishlist');
  const product = await findProduct(db, rawProductId);
  await db.transaction((tx) => saveProducts(tx, me.id, [product.id], 'refuse'));
}

/** Removes one product; one that is not on the wishlist leaves it as it is. */
export async function removeFromWishlist(db: Db, actor: Actor | null, rawProductId: string): Promise<void> {
  const me = authorize(actor, 'update', 'wishlist');
  const product = await findProduct(db, rawProductId);
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, me.id), eq(wishlistItems.productId, product.id)));
}

/**
 * Merges the wishlist a visitor kept in the browser into the account at sign-in: each product once, those the shop no
 * longer has skipped, and no more than the wishlist holds (the first ones of the browser's list kept).
 */
export async function mergeIntoWishlist(db: Db, actor: Actor | null, productIds: string[]): Promise<void> {
  const me = authorize(actor, 'update', 'wishlist');
  const asked = [...new Set(productIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (asked.length === 0) return;
  const known = await db.select({ id: products.id }).from(products).where(inArray(products.id, asked));
  const existing = new Set(known.map((row) => row.id));
  await db.transaction((tx) =>
    saveProducts(
      tx,
      me.id,
      asked.filter((id) => existing.has(id)),
      'stop',
    ),
  );
}

/**
 * The products of a visitor's wishlist kept in the browser, in the browser's order, at today's price and stock; ids the
 * shop does not have (a product deleted since) are left out. Anyone may ask: it tells no more than the catalog.
 */
export async function readBrowserWishlist(db: Db, productIds: string[]): Promise<ProductWithSizes[]> {
  const asked = [...new Set(productIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (asked.length === 0) return [];
  const rows = await withSizes(db, await db.select(productColumns).from(products).where(inArray(products.id, asked)));
  const place = new Map(asked.map((id, index) => [id, index]));
  return rows.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
}

/** The products most often saved, most first (admin stats). */
export async function mostWishedFor(db: Db, limit: number): Promise<{ id: string; name: string; wishes: number }[]> {
  return db
    .select({ id: products.id, name: products.name, wishes: count() })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .groupBy(products.id, products.name)
    .orderBy(desc(count()), products.name)
    .limit(limit);
}
