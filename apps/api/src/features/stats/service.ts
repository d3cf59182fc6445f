// Shop and customer figures, each one SQL aggregate; money leaves here in the shop's currency (major units).
import { type AdminStats, MOST_WISHED_SHOWN, STATS_MONTHS, type UserStats } from '@atelier/domain';
import { and, count, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, products, reviews, users } from '../../db/schema.ts';
import { NotFound, Unauthorized } from '../../shared/errors.ts';
import { isUuid } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { readShopMoney } from '../settings/index.ts';
import { mostWishedFor } from '../wishlist/index.ts';

/** `sum()` of no rows is null and bigint sums arrive as text; a float8 is exact up to 2^53 and arrives as a number. */
const total = (value: SQL) => sql<number>`coalesce(${sum(value)}, 0)::float8`;
/** What the shop kept of an order: what was paid, less what went back. */
const netCentsOfOrder = sql`${orders.amountCents} - ${orders.refundedCents}`;
const netPaidCents = total(netCentsOfOrder);
/** An order's revenue: what it kept, less the gift cards it bought, which are money owed until spent (decision 680). */
const earnedCentsOfOrder = sql`${netCentsOfOrder} - ${orders.giftCardsSoldCents}`;
/** Pieces the customer kept: a refunded one went back to the shop. */
const keptQuantity = total(sql`${orderLines.quantity} - ${orderLines.refundedQuantity}`);

/** The user named by `:id`, their email or their `_id`. */
async function findUserId(db: Db, key: string): Promise<string> {
  const match = key.includes('@') ? eq(users.email, key) : isUuid(key) ? eq(users.id, key) : undefined;
  const [user] = match ? await db.select({ id: users.id }).from(users).where(match).limit(1) : [];
  if (!user) throw new NotFound('User not found');
  return user.id;
}

export async function userStats(db: Db, actor: Actor | null, rawKey: string): Promise<UserStats> {
  if (!actor) throw new Unauthorized();
  const key = rawKey.trim().toLowerCase();
  // Asking about someone else is refused before looking them up, so it reveals nobody's account.
  authorize(actor, 'read', 'stats', key === actor.id || key === actor.email ? actor.id : key);
  const userId = await findUserId(db, key);
  const [[payments], [purchased], [reviewed], money] = await Promise.all([
    db.select({ cents: netPaidCents }).from(orders).where(eq(orders.userId, userId)),
    db
      .select({ quantity: keptQuantity })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.userId, userId)),
    db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId)),
    readShopMoney(db),
  ]);
  return {
    totalPayments: money.toMajor(payments?.cents ?? 0),
    totalReviews: reviewed?.n ?? 0,
    totalPurchasedProducts: purchased?.quantity ?? 0,
  };
}

/** `count(*)` of a whole table, as a number (PostgreSQL's bigint would arrive as text). */
const rowsOf = (table: typeof users | typeof products | typeof reviews) => sql<number>`(select count(*)::int from ${table})`;

/**
 * The shop's figures in one statement, one scan of the orders: totals, and each month of the current calendar year
 * (UTC) as a sum over a range of `created_at`, compared, not extracted, per row. Months without orders are 0.
 */
export async function adminStats(db: Db, actor: Actor | null, now = new Date()): Promise<AdminStats> {
  authorize(actor, 'read', 'adminStats');
  const year = now.getUTCFullYear();
  const monthStarts = Array.from({ length: STATS_MONTHS + 1 }, (_, i) => new Date(Date.UTC(year, i, 1)));
  const months = Object.fromEntries(
    monthStarts.slice(0, -1).map((from, i) => {
      const inMonth = and(gte(orders.createdAt, from), lt(orders.createdAt, monthStarts[i + 1] as Date));
      return [`m${i + 1}`, sql<number>`coalesce(sum(${earnedCentsOfOrder}) filter (where ${inMonth}), 0)::float8`];
    }),
  );
  const [[figures], mostWished, money] = await Promise.all([
    db
      .select({
        cents: total(earnedCentsOfOrder),
        giftCardSales: total(sql`${orders.giftCardsSoldCents}`),
        // Money paid stays paid when an admin deletes its order; the count is of the orders the admin still sees (decision 290).
        orders: sql<number>`(count(*) filter (where ${orders.deletedAt} is null))::int`,
        // What promotions took off the orders the shop kept: a refunded or cancelled order gave its discount back too.
        discounts: sql<number>`coalesce(sum(${orders.discountCents}) filter (where ${orders.status} not in ('refunded', 'cancelled')), 0)::int`,
        users: rowsOf(users),
        products: rowsOf(products),
        reviews: rowsOf(reviews),
        ...months,
      })
      .from(orders),
    mostWishedFor(db, MOST_WISHED_SHOWN),
    readShopMoney(db),
  ]);
  const row = (figures ?? {}) as Record<string, number | undefined>;
  return {
    totalEarnings: money.toMajor(row.cents ?? 0),
    totalGiftCardSales: money.toMajor(row.giftCardSales ?? 0),
    totalOrders: row.orders ?? 0,
    totalDiscounts: money.toMajor(row.discounts ?? 0),
    totalUsers: row.users ?? 0,
    totalProducts: row.products ?? 0,
    totalReviews: row.reviews ?? 0,
    monthlyEarnings: Array.from({ length: STATS_MONTHS }, (_, i) => ({
      month: i + 1,
      earnings: money.toMajor(row[`m${i + 1}`] ?? 0),
    })),
    mostWished: mostWished.map(({ id, name, wishes }) => ({ _id: id, name, wishes })),
  };
}
