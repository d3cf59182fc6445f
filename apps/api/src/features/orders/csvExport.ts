// Orders of a date range as CSV for the books, read from the database a batch at a time: never whole in memory.
import { expectedDeliveryText, minorUnitsText, type OrderExportQuery, totalsCents } from '@atelier/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, orders } from '../../db/schema.ts';
import { csvLines } from '../../shared/csvCells.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import type { OrderLineRow, OrderRow } from './mapper.ts';
import { placedBetween, withLines } from './service.ts';

/** What an accountant's spreadsheet expects, one order a row. */
const ORDER_EXPORT_COLUMNS = [
  'order_id',
  'payment_reference',
  'date',
  'customer_email',
  'lines',
  'subtotal',
  // The promotion the order was paid with (its code, or its label for an automatic one) and what it took off.
  'discount_code',
  'discount',
  'tax',
  // The delivery method paid for, its price, its window in working days and the dates it makes (empty without one).
  'delivery_method',
  'delivery',
  'delivery_days',
  'expected_delivery',
  'total',
  'status',
  // When an admin deleted the order (empty while it stands): the books keep what was paid (decision 290).
  'deleted_at',
  // Refunds go here once orders have them: a refunded amount column, filled in orderCells below.
] as const;
const EXPORT_BATCH_ROWS = 500;

/** An amount of the order as the CSV writes it, with its currency's decimals: `120.00`, `1235`. */
const amountOf = (order: Pick<OrderRow, 'currency'>) => (minor: number) => minorUnitsText(minor, order.currency);

/** `2 × Linen dress (M) @ 120.00; 1 × Silk scarf @ 45.00`: a line's quantity, name, size and unit price. */
function linesCell(order: OrderRow, lines: OrderLineRow[]): string {
  const amount = amountOf(order);
  return lines
    .map((line) => `${line.quantity} × ${line.name}${line.size ? ` (${line.size})` : ''} @ ${amount(line.priceCents)}`)
    .join('; ');
}

function deliveryCells(order: OrderRow): string[] {
  const { shippingMethodName, shippingPriceCents, shippingMinDays, shippingMaxDays } = order;
  const amount = amountOf(order);
  if (shippingMethodName === null || shippingMinDays === null || shippingMaxDays === null) return ['', amount(0), '', ''];
  return [
    shippingMethodName,
    amount(shippingPriceCents),
    `${shippingMinDays}-${shippingMaxDays}`,
    expectedDeliveryText(order.createdAt, shippingMinDays, shippingMaxDays).replace('Expected ', ''),
  ];
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
          placedBetween(range),
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
        const amount = amountOf(order);
        return [
          order.id,
          order.orderId,
          order.createdAt.toISOString(),
          order.email,
          linesCell(order, lines),
          amount(totals.subtotalCents ?? 0),
          order.promotionCode ?? order.promotionLabel ?? '',
          amount(order.discountCents),
          amount(totals.taxCents ?? 0),
          ...deliveryCells(order),
          amount(order.amountCents),
          order.status,
          order.deletedAt?.toISOString() ?? '',
        ];
      }),
      false,
    );
    after = { createdAt: last.cursor, id: last.order.id };
  }
}
