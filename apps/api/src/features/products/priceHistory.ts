// A product's price history, kept by the database (migration 0023): the lowest price a reduction is measured against.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productPriceChanges } from '../../db/schema.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { findProduct } from './service.ts';

/** The window before a price takes effect whose lowest price a reduction shows (the EU's Omnibus directive). */
export const LOWEST_PRICE_WINDOW = sql`interval '30 days'`;

/**
 * The lowest price the product had in the 30 days before `until` (or before its current price took effect, when
 * `until` is not given): every price set in that window, and the one in force when it began. Null when the product had
 * no price before (it was created at its current price).
 */
async function lowestPriceCentsBefore(db: Db, productId: string, until: 'current price' | 'now'): Promise<number | null> {
  const c = productPriceChanges;
  const windowEnd =
    until === 'now'
      ? sql`select now() as at, coalesce(max(${c.id}), 0) + 1 as id from ${c} where ${c.productId} = ${productId}`
      : sql`select ${c.changedAt} as at, ${c.id} as id from ${c} where ${c.productId} = ${productId} order by ${c.id} desc limit 1`;
  const rows = (await db.execute(sql`
    with window_end as (${windowEnd})
    select min(price_cents)::int as "lowestCents" from (
      select ${c.priceCents} as price_cents from ${c}, window_end
        where ${c.productId} = ${productId} and ${c.id} < window_end.id and ${c.changedAt} >= window_end.at - ${LOWEST_PRICE_WINDOW}
      union all
      (select ${c.priceCents} from ${c}, window_end
        where ${c.productId} = ${productId} and ${c.id} < window_end.id and ${c.changedAt} < window_end.at - ${LOWEST_PRICE_WINDOW}
        order by ${c.id} desc limit 1)
    ) as in_window`)) as unknown as { rows: { lowestCents: number | null }[] };
  return rows.rows[0]?.lowestCents ?? null;
}

/** The lowest price in the 30 days before the current price took effect: what the product page shows beside a reduction. */
export function lowestPriceCents30Days(db: Db, productId: string): Promise<number | null> {
  return lowestPriceCentsBefore(db, productId, 'current price');
}

/** The same, were a new price to take effect now: what the admin's form announces before it is saved. */
export function lowestPriceCentsIfChangedNow(db: Db, productId: string): Promise<number | null> {
  return lowestPriceCentsBefore(db, productId, 'now');
}

/** Both lowest prices, for the admin's form: the one shown now, and the one a price changed now would be shown with. */
export async function productPriceHistory(
  db: Db,
  actor: Actor | null,
  rawId: string,
): Promise<{ currentCents: number | null; ifChangedNowCents: number | null }> {
  authorize(actor, 'update', 'product');
  const product = await findProduct(db, rawId);
  const [currentCents, ifChangedNowCents] = await Promise.all([
    lowestPriceCents30Days(db, product.id),
    lowestPriceCentsIfChangedNow(db, product.id),
  ]);
  return { currentCents, ifChangedNowCents };
}
