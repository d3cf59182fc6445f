// Orders of a date range as CSV for the books, read from the database a batch at a time: never whole in memory.
import { type OrderExportQuery, toDollars, totalsCents } from '@atelier/domain';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { csvLines } from '../../csvCells.ts';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, orders } from '../../db/schema.ts';
import { type Actor, authorize } from '../../permissions.ts';
import type { OrderLineRow } from './mapper.ts';
import { withLines } from './service.ts';

/** What an accountant's spreadsheet expects, one order a row. */
const ORDER_EXPORT_COLUMNS = [
  'order_id',
  'payment_reference',
  'date',
  'customer_email',
  'lines',
  'subtotal',
  'tax',
  'total',
  'status',
  // Refunds go here once orders have them: a refunded amount column, filled in orderCells below.
] as const;
const EXPORT_BATCH_ROWS = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `2 × Linen dress (M) @ 120.00; 1 × Silk scarf @ 45.00`: a line's quantity, name, size and unit price. */
function linesCell(lines: OrderLineRow[]): string {
  return lines
    .map(
      (line) => `${line.quantity} × ${line.name}${line.size ? ` (${line.size})` : ''} @ ${toDollars(line.priceCents).toFixed(2)}`,
    )
    .join('; ');
}

/** Orders created from the first day's start to the last day's end (UTC), oldest first. */
function inRange({ from, to }: OrderExportQuery) {
  return and(
    from ? gte(orders.createdAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(orders.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

/** The CSV of the orders in `range`, the header first, a batch of orders at a time; refused at once to all but admins. */
export function orderCsvChunks(db: Db, actor: Actor | null, range: OrderExportQuery): AsyncGenerator<string> {
  authorize(actor, 'read', 'order', null);
  return chunksOf(db, range);
}

async function* chunksOf(db: Db, range: OrderExportQuery, batchRows = EXPORT_BATCH_ROWS): AsyncGenerator<string> {
  yield csvLines(ORDER_EXPORT_COLUMNS, [], true);
  // The cursor keeps the database's own microseconds: a JavaScript Date would round them and skip or repeat orders.
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({
        order: orders,
        cursor: sql<string>`${orders.createdAt}::text`,
        subtotalCents: checkoutSessions.subtotalCents,
        taxCents: checkoutSessions.taxCents,
      })
      .from(orders)
      .leftJoin(checkoutSessions, eq(checkoutSessions.id, orders.checkoutSessionId))
      .where(
        and(
          inRange(range),
          after ? sql`(${orders.createdAt}, ${orders.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(batchRows);
    const last = rows.at(-1);
    if (!last) return;
    const withTheirLines = await withLines(
      db,
      rows.map((row) => row.order),
    );
    yield csvLines(
      ORDER_EXPORT_COLUMNS,
      withTheirLines.map(({ order, lines }, i) => {
        const stored = rows[i];
        // Orders from before checkout kept its totals are summed from their lines.
        const totals = stored?.subtotalCents != null && stored.taxCents != null ? stored : totalsCents(lines);
        return [
          order.id,
          order.orderId,
          order.createdAt.toISOString(),
          order.email,
          linesCell(lines),
          toDollars(totals.subtotalCents ?? 0).toFixed(2),
          toDollars(totals.taxCents ?? 0).toFixed(2),
          toDollars(order.amountCents).toFixed(2),
          order.status,
        ];
      }),
      false,
    );
    after = { createdAt: last.cursor, id: last.order.id };
  }
}
