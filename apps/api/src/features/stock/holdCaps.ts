// How much open checkouts may hold together (decision 470): of one product, and of one size of it, a share of what the
// shop has of it (its last few units whatever the share); from one client address, a number of units. A line past a cap
// opens without a hold: its stock is taken when it is paid for, or the payment refunded if it is gone by then. What is
// held is read from the open sessions' rows, so every instance counts the same.
import type { Size } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import type { HoldLimits } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, type HeldUnits } from '../../db/schema.ts';

export type HoldCaps = Pick<HoldLimits, 'percentOfStock' | 'unitsAlways' | 'unitsPerAddress'>;

/** Who is asking to hold, and the caps their checkout shares with all others. */
export interface HoldScope {
  clientAddress: string;
  caps: HoldCaps;
}

const sizeKey = (productId: string, size: Size | null) => `${productId}:${size ?? ''}`;

/**
 * Makes the checkouts of one address take turns until they commit, so two of them cannot both find room under its cap.
 * Taken before any product's lock, by every checkout in the same order, so it cannot deadlock with them.
 */
export async function lockAddress(tx: Db, clientAddress: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`holds:${clientAddress}`}, 0))`);
}

/** Units held by the open checkouts from one address. */
async function unitsHeldFrom(tx: Db, clientAddress: string): Promise<number> {
  const { rows } = (await tx.execute(sql`
    select coalesce(sum((line->>'quantity')::int), 0)::int as units
    from ${checkoutSessions} cross join lateral jsonb_array_elements(${checkoutSessions.heldLines}) as line
    where ${checkoutSessions.status} = 'open' and ${checkoutSessions.clientAddress} = ${clientAddress}
  `)) as unknown as { rows: { units: number }[] };
  return rows[0]?.units ?? 0;
}

/** Units of each of `productIds` held by open checkouts: by product, and by `product:size`. */
async function unitsHeldOf(tx: Db, productIds: string[]): Promise<Map<string, number>> {
  const { rows } = (await tx.execute(sql`
    select line->>'productId' as "productId", line->>'size' as size, sum((line->>'quantity')::int)::int as units
    from ${checkoutSessions} cross join lateral jsonb_array_elements(${checkoutSessions.heldLines}) as line
    where ${checkoutSessions.status} = 'open' and ${checkoutSessions.heldLines} <> '[]'::jsonb
      and line->>'productId' in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by 1, 2
  `)) as unknown as { rows: { productId: string; size: Size | null; units: number }[] };
  const held = new Map<string, number>();
  for (const { productId, size, units } of rows) {
    held.set(productId, (held.get(productId) ?? 0) + units);
    if (size !== null) held.set(sizeKey(productId, size), units);
  }
  return held;
}

/** The most that open checkouts may hold together of a product or size the shop has `onHand` of. */
export function holdableUnits(onHand: number, caps: HoldCaps): number {
  return Math.max(Math.min(onHand, caps.unitsAlways), Math.floor((onHand * caps.percentOfStock) / 100));
}

/**
 * The lines of a checkout that hold their stock, in the order they come: each that keeps its product, its size and its
 * address within their caps. `available` is what is on sale now of each product and `product:size` (after what the
 * checkout replaces is given back); every line is in stock, holdStock has checked.
 */
export async function linesWithinCaps<Line extends HeldUnits>(
  tx: Db,
  lines: Line[],
  available: { ofProduct: (productId: string) => number; ofSize: (productId: string, size: Size) => number },
  { clientAddress, caps }: HoldScope,
): Promise<Line[]> {
  // A checkout of gift cards alone holds no stock.
  if (lines.length === 0) return [];
  const held = await unitsHeldOf(
    tx,
    lines.map((line) => line.productId),
  );
  let heldFromAddress = await unitsHeldFrom(tx, clientAddress);
  const onHand = new Map<string, number>();
  const fits = (key: string, quantity: number, availableNow: number) => {
    const heldNow = held.get(key) ?? 0;
    if (!onHand.has(key)) onHand.set(key, availableNow + heldNow);
    return heldNow + quantity <= holdableUnits(onHand.get(key) ?? 0, caps);
  };
  return lines.filter(({ productId, size, quantity }) => {
    const within =
      heldFromAddress + quantity <= caps.unitsPerAddress &&
      fits(productId, quantity, available.ofProduct(productId)) &&
      (size === null || fits(sizeKey(productId, size), quantity, available.ofSize(productId, size)));
    if (!within) return false;
    heldFromAddress += quantity;
    held.set(productId, (held.get(productId) ?? 0) + quantity);
    if (size !== null) held.set(sizeKey(productId, size), (held.get(sizeKey(productId, size)) ?? 0) + quantity);
    return true;
  });
}
