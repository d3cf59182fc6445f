// Stock held by open checkout sessions: taken when a session opens, given back when it is cancelled or expires, kept
// by the order when it is paid. The database is the only place a hold lives, so any instance may take or release one.
import type { Category, ShortLine, Size } from '@atelier/domain';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, type HeldUnits, type PricedLine, productSizes, products } from '../../db/schema.ts';
import { Conflict, Invalid } from '../../shared/errors.ts';
import { refusal } from '../../shared/refusals.ts';
import { type HoldScope, linesWithinCaps, lockAddress } from './holdCaps.ts';

/**
 * How long the hosted page takes payment, and so the longest a session holds its stock: not a minute more. A payment
 * that arrives later after all takes the stock again (retakeHold), or is refunded when it is gone.
 */
export const HOLD_MS = 30 * 60_000;

export interface WantedLine {
  productId: string;
  size: Size | null;
  quantity: number;
}

/** A line whose stock moves: a product deleted since (null) has none to take back. */
type StockLine = Pick<PricedLine, 'size' | 'quantity'> & { productId: string | null };

type SoldLine = StockLine & { productId: string };

const isStillSold = (line: StockLine): line is SoldLine => line.productId !== null;

/** What a line may take: its product's stock, or its size's. */
function stockOf(line: WantedLine, stock: Map<string, number>, sizes: Map<string, number>): number {
  return line.size === null ? (stock.get(line.productId) ?? 0) : (sizes.get(`${line.productId}:${line.size}`) ?? 0);
}

/** Adds what `released` gives back to the stock read of each product and size. */
function addGivenBack(released: SoldLine[], stock: Map<string, number>, sizes: Map<string, number>): void {
  for (const line of released) {
    const stockOfProduct = stock.get(line.productId);
    if (stockOfProduct !== undefined) stock.set(line.productId, stockOfProduct + line.quantity);
    const key = `${line.productId}:${line.size}`;
    const stockOfSize = sizes.get(key);
    if (line.size !== null && stockOfSize !== undefined) sizes.set(key, stockOfSize + line.quantity);
  }
}

/**
 * One change per product and size: what `released` gives back less what `held` takes, those that change anything, in
 * product id order.
 */
function netChanges(released: SoldLine[], held: SoldLine[]): SoldLine[] {
  const changes = new Map<string, SoldLine>();
  const add = ({ productId, size }: SoldLine, quantity: number) => {
    const key = `${productId}:${size ?? ''}`;
    changes.set(key, { productId, size, quantity: (changes.get(key)?.quantity ?? 0) + quantity });
  };
  for (const line of released) add(line, line.quantity);
  for (const line of held) add(line, -line.quantity);
  return [...changes.values()].filter((change) => change.quantity !== 0).sort((a, b) => a.productId.localeCompare(b.productId));
}

/** A held line with its product's category, which pricing reads; a session stores its lines without it. */
export interface HeldLine extends PricedLine {
  category: Category;
}

/** A checkout's lines, priced, and those of them whose stock it holds (all, unless a cap of decision 470 was met). */
export interface Hold {
  lines: HeldLine[];
  held: HeldUnits[];
}

/**
 * Each product's stock of each size, as `product:size`, and which products come in sizes, from the sizes each row
 * keeps (`sizes_json`, decision 250).
 */
function sizesOfProducts(rows: { id: string; sizesJson: string }[]) {
  const sizes = new Map<string, number>();
  const sized = new Set<string>();
  for (const row of rows) {
    for (const { size, stock } of JSON.parse(row.sizesJson) as { size: Size; stock: number }[]) {
      sizes.set(`${row.id}:${size}`, stock);
      sized.add(row.id);
    }
  }
  return { sizes, sized };
}

/**
 * Takes the stock of every line, or none, after giving back what `released` held (the checkout a new one replaces):
 * throws 409 naming each short line with what is available. With a `scope` (a checkout's), a line past the caps on
 * what open checkouts may hold together is in stock but not taken (holdCaps.ts); the address is locked first. The
 * products of both are locked in one statement, in id order, so concurrent checkouts queue instead of deadlocking; a
 * product's sizes are only ever changed under its product's lock. That statement reads all a hold needs, the sizes too
 * (the trigger of migration 0012 keeps them on the product's row in the same transaction), and each product and size
 * then moves once, by what is given back less what is taken: every statement less while the rows are locked is a
 * checkout of the same product less kept waiting.
 */
export async function holdStock(tx: Db, lines: WantedLine[], released: StockLine[] = [], scope?: HoldScope): Promise<Hold> {
  if (scope) await lockAddress(tx, scope.clientAddress);
  const givenBack = released.filter(isStillSold);
  const ids = [...new Set([...lines, ...givenBack].map((line) => line.productId))];
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      image: products.image,
      stock: products.stock,
      category: products.category,
      sizesJson: products.sizesJson,
      translations: products.translations,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const { sizes, sized } = sizesOfProducts(rows);
  const stock = new Map(rows.map((row) => [row.id, row.stock]));
  addGivenBack(givenBack, stock, sizes);

  const short: ShortLine[] = [];
  const held = lines.map((line): HeldLine => {
    const product = byId.get(line.productId);
    if (!product) throw new Invalid(refusal('cart.unavailable'));
    // Named in the reader's language where the owner translated it.
    const named = { name: product.name, translations: product.translations };
    if (line.size === null && sized.has(line.productId)) throw new Invalid(refusal('cart.chooseSize', { name: named }));
    if (line.size !== null && !sized.has(line.productId)) throw new Invalid(refusal('cart.oneSizeOnly', { name: named }));
    if (line.size !== null && !sizes.has(`${line.productId}:${line.size}`)) {
      throw new Invalid(refusal('cart.noSuchSize', { name: named, size: line.size }));
    }
    const available = stockOf(line, stock, sizes);
    if (line.quantity > available) short.push({ _id: line.productId, size: line.size, available });
    const { name, priceCents, image } = product;
    const category = product.category as Category;
    return { productId: line.productId, name, size: line.size, priceCents, quantity: line.quantity, image, category };
  });
  if (short.length > 0) throw new Conflict(refusal('cart.outOfStock'), { lines: short });

  const taken = scope
    ? await linesWithinCaps(
        tx,
        lines,
        {
          ofProduct: (productId) => stock.get(productId) ?? 0,
          ofSize: (productId, size) => sizes.get(`${productId}:${size}`) ?? 0,
        },
        scope,
      )
    : lines;
  for (const change of netChanges(givenBack, taken)) await moveStock(tx, change, change.quantity);
  return { lines: held, held: taken.map(({ productId, size, quantity }) => ({ productId, size, quantity })) };
}

/**
 * Takes the stock of a paid session's lines that it did not hold (its hold ended, or a cap left them unheld): true
 * when every line is still there, false, with nothing taken, when one is gone.
 */
export async function retakeHold(tx: Db, lines: HeldUnits[]): Promise<boolean> {
  if (lines.length === 0) return true;
  try {
    await holdStock(
      tx,
      lines.map(({ productId, size, quantity }) => ({ productId, size, quantity })),
    );
    return true;
  } catch (err) {
    // Short, deleted or resized since: holdStock refuses before it takes anything.
    if (err instanceof Conflict || err instanceof Invalid) return false;
    throw err;
  }
}

/** The lines of a session whose stock it does not hold: those a cap left unheld, or all once its hold has ended. */
export function linesNotHeld<Line extends HeldUnits>(lines: Line[], held: HeldUnits[]): Line[] {
  const heldKeys = new Set(held.map(({ productId, size }) => `${productId}:${size ?? ''}`));
  return lines.filter(({ productId, size }) => !heldKeys.has(`${productId}:${size ?? ''}`));
}

/** Adds `change` to a line's stock: its product's and, for a sized one, its size's. */
async function moveStock(tx: Db, line: SoldLine, change: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${change}` })
    .where(eq(products.id, line.productId));
  if (line.size === null) return;
  await tx
    .update(productSizes)
    .set({ stock: sql`${productSizes.stock} + ${change}` })
    .where(and(eq(productSizes.productId, line.productId), eq(productSizes.size, line.size)));
}

/**
 * Gives back the stock of released or refunded lines, products in id order as holdStock locks them; a product deleted
 * since has none to take back.
 */
export async function giveBack(tx: Db, lines: StockLine[]): Promise<void> {
  const inLockOrder = lines.filter(isStillSold).sort((a, b) => a.productId.localeCompare(b.productId));
  for (const line of inLockOrder) await moveStock(tx, line, line.quantity);
}

/** Ends an open session (cancelled, or expired at the provider) and gives its stock back; any other is left as it is. */
export async function releaseHold(db: Db, checkoutId: string, status: 'cancelled' | 'expired'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(checkoutSessions)
      .set({ status, endedAt: sql`now()` })
      .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.status, 'open')))
      .returning({ heldLines: checkoutSessions.heldLines });
    if (released) await giveBack(tx, released.heldLines);
    return released !== undefined;
  });
}

/**
 * Gives back the stock of the open sessions whose hold has ended, and expires those whose page has stopped taking
 * payment. Each session's row is locked and its held lines emptied, so instances sweeping at the same time give each
 * hold back once. A session whose hold ended sooner (a new account's) stays payable; its stock is taken at payment.
 */
export async function releaseExpiredHolds(db: Db): Promise<number> {
  const pageExpired = lt(checkoutSessions.expiresAt, sql`now()`);
  const holdEnded = and(lt(checkoutSessions.holdEndsAt, sql`now()`), sql`${checkoutSessions.heldLines} <> '[]'::jsonb`);
  const due = and(eq(checkoutSessions.status, 'open'), or(pageExpired, holdEnded));
  // Run before every checkout and nearly always with none due: one read of the indexes of open sessions, instead of a
  // transaction of several statements.
  const [first] = await db.select({ id: checkoutSessions.id }).from(checkoutSessions).where(due).limit(1);
  if (!first) return 0;
  return db.transaction(async (tx) => {
    const ended = await tx
      .select({ id: checkoutSessions.id, heldLines: checkoutSessions.heldLines })
      .from(checkoutSessions)
      .where(due)
      .orderBy(checkoutSessions.id)
      .for('update');
    if (ended.length === 0) return 0;
    const ids = ended.map(({ id }) => id);
    await tx.update(checkoutSessions).set({ heldLines: [] }).where(inArray(checkoutSessions.id, ids));
    await tx
      .update(checkoutSessions)
      .set({ status: 'expired', endedAt: sql`now()` })
      .where(and(inArray(checkoutSessions.id, ids), pageExpired));
    await giveBack(
      tx,
      ended.flatMap((session) => session.heldLines),
    );
    return ended.length;
  });
}
