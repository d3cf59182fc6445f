// Receiving a return's parcel, as one transaction of steps: what arrived is written down, what can be sold again goes
// back to stock, money-back lines are refunded through the order's refund path, and exchanged sizes leave as a
// replacement order. The return's row is locked first, so two admins receiving it at once make one of each.
import { deliveryShareOf, formatOrderNumber, type ReceiveReturnBody, refundsDelivery, toMajorUnits } from '@atelier/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, refunds, returnLines, returns } from '../../db/schema.ts';
import { Invalid } from '../../shared/errors.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import type { RefundDestination } from '../giftCards/index.ts';
import { createReplacementOrder, payPendingRefund, recordPendingRefund } from '../orders/index.ts';
import type { ReturnDetail } from '../outbox/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { giveBack } from '../stock/index.ts';
import { sendSizes } from './exchangeHolds.ts';
import { oneReturn, returnRefundKey } from './records.ts';
import { type LockedReturn, lockReturn, moveReturn, recordReturnStep } from './service.ts';

type ReturnLineRow = typeof returnLines.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

interface Arrived {
  line: ReturnLineRow;
  item: OrderLineRow;
  received: number;
  damaged: number;
}

/** What arrived of each line of the return; a line the admin does not name did not arrive. */
async function whatArrived(tx: Db, returnId: string, told: ReceiveReturnBody['lines']): Promise<Arrived[]> {
  const lines = await tx
    .select({ line: returnLines, item: orderLines })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(eq(returnLines.returnId, returnId))
    .orderBy(asc(orderLines.name));
  const named = new Set<string>();
  for (const { lineId } of told) {
    const line = lines.find(({ line }) => line.orderLineId === lineId || line.id === lineId);
    if (!line) throw new Invalid('That line is not part of this return');
    if (named.has(line.line.id)) throw new Invalid('Name each line once');
    named.add(line.line.id);
  }
  return lines.map(({ line, item }) => {
    const said = told.find(({ lineId }) => line.orderLineId === lineId || line.id === lineId);
    const received = said?.quantity ?? 0;
    const damaged = said?.damaged ?? 0;
    if (received > line.quantity) throw new Invalid(`At most ${line.quantity} of ${item.name} were sent back`);
    if (damaged > received) throw new Invalid(`Damaged units of ${item.name} cannot be more than those that arrived`);
    return { line, item, received, damaged };
  });
}

/**
 * The share of the line's discount that `quantity` more units carry, after those refunded before: worked out on the
 * units refunded in all, as refunds of an order's lines are (decision 360), so the shares add up to the discount.
 */
function discountShareCents(line: { discountCents: number; quantity: number; refundedQuantity: number }, quantity: number) {
  const shareOf = (units: number) => Math.floor((line.discountCents * units) / line.quantity);
  return shareOf(line.refundedQuantity + quantity) - shareOf(line.refundedQuantity);
}

/**
 * Records the refund of what arrived of the money-back lines pending, through the order's refund path, for the caller
 * to pay once its transaction has committed; none arrived: nothing. The return prices the delivery it gives back (a
 * share when the shop was at fault); the units and their tax are priced as every refund's, so the refund is what its
 * credit note prints.
 */
async function refundArrived(
  tx: Db,
  admin: Actor,
  locked: LockedReturn,
  arrived: Arrived[],
  to: RefundDestination = 'card',
): Promise<{ refundedCents: number; refundId: string | null }> {
  const moneyBack = arrived.filter(({ line, received }) => line.exchangeSize === null && received > 0);
  const leftToRefund = locked.order.amountCents - locked.order.refundedCents;
  if (moneyBack.length === 0 || leftToRefund <= 0) return { refundedCents: 0, refundId: null };
  const reasons = new Map(moneyBack.map(({ item, line }) => [item.id, line.reason]));
  const refundId = await recordPendingRefund(tx, locked.order.id, {
    reason: 'refund',
    actor: admin,
    requested: moneyBack.map(({ item, received }) => ({ lineId: item.id, quantity: received })),
    idempotencyKey: returnRefundKey(locked.row.id),
    to,
    // What arrived fit to sell goes back to stock with the exchanged lines' units, below: once, whatever the refund.
    restock: false,
    allowed() {},
    priced(chosen, paid) {
      const deliveryCents = chosen.reduce((sum, { line, quantity }) => {
        if (!refundsDelivery(reasons.get(line.id) ?? 'changed-my-mind')) return sum;
        const unitsPaidCents = line.priceCents * quantity - discountShareCents(line, quantity);
        return sum + deliveryShareOf({ deliveryCents: paid.deliveryCents, unitsPaidCents, goodsPaidCents: paid.goodsCents });
      }, 0);
      return { deliveryCents };
    },
  });
  const [refund] = await tx.select({ amountCents: refunds.amountCents }).from(refunds).where(eq(refunds.id, refundId));
  return { refundedCents: refund?.amountCents ?? 0, refundId };
}

/** Sends what arrived of the exchange lines as a replacement order of the sizes held for them; none: no order. */
async function sendReplacement(tx: Db, admin: Actor, locked: LockedReturn, arrived: Arrived[]) {
  const exchanged = arrived.filter(({ line }) => line.exchangeSize !== null);
  const sent = await sendSizes(tx, new Map(exchanged.map(({ line, received }) => [line.id, received])));
  if (sent.length === 0) return null;
  for (const hold of sent) {
    const { item } = exchanged.find(({ line }) => line.id === hold.returnLineId) as Arrived;
    // The customer keeps the new size: the units they sent back are no longer theirs to have refunded.
    await tx
      .update(orderLines)
      .set({ exchangedQuantity: sql`${orderLines.exchangedQuantity} + ${hold.quantity}` })
      .where(eq(orderLines.id, item.id));
  }
  const lines = sent.map((hold) => {
    const { item } = exchanged.find(({ line }) => line.id === hold.returnLineId) as Arrived;
    return {
      productId: hold.productId,
      name: item.name,
      size: hold.size,
      priceCents: item.priceCents,
      quantity: hold.quantity,
      image: item.image,
    };
  });
  return createReplacementOrder(tx, locked.order, lines, `exchange-${locked.row.id}`, admin.id);
}

export async function receiveReturn(
  db: Db,
  payments: PaymentProvider,
  actor: Actor | null,
  rawId: string,
  body: ReceiveReturnBody,
  publicUrl: string,
) {
  const admin = authorize(actor, 'update', 'return');
  const { id, refundId } = await db.transaction(async (tx) => {
    const locked = await lockReturn(tx, rawId);
    // Before anything else, so a return received already (by another admin a moment ago) refunds nothing twice.
    await moveReturn(tx, locked.row, 'received');
    const arrived = await whatArrived(tx, locked.row.id, body.lines);
    for (const { line, received, damaged } of arrived) {
      await tx
        .update(returnLines)
        .set({ receivedQuantity: received, damagedQuantity: damaged })
        .where(eq(returnLines.id, line.id));
    }
    await giveBack(
      tx,
      arrived
        .map(({ item, received, damaged }) => ({ productId: item.productId, size: item.size, quantity: received - damaged }))
        .filter((line) => line.quantity > 0),
    );
    // The admin's choice, else what the customer asked for, else back to what paid.
    const to = body.to ?? locked.row.refundTo ?? 'card';
    const { refundedCents, refundId } = await refundArrived(tx, admin, locked, arrived, to);
    const replacement = await sendReplacement(tx, admin, locked, arrived);
    if (replacement) await tx.update(returns).set({ replacementOrderId: replacement.id }).where(eq(returns.id, locked.row.id));
    const details: ReturnDetail[] = [
      ...arrived.map(({ item, received }) => ({
        kind: 'arrived' as const,
        quantity: received,
        name: item.name,
        size: item.size,
      })),
      ...(refundedCents > 0
        ? [{ kind: 'refunding' as const, amountCents: refundedCents, currency: locked.order.currency, to }]
        : []),
      ...(replacement ? [{ kind: 'replacement' as const, orderNumber: formatOrderNumber(replacement.number) }] : []),
    ];
    await recordReturnStep(tx, admin, locked, {
      news: 'received',
      after: {
        lines: arrived.map(({ item, received, damaged }) => `${received} × ${item.name} (${damaged} damaged)`),
        refunded: toMajorUnits(refundedCents, locked.order.currency),
        replacementOrder: replacement ? formatOrderNumber(replacement.number) : null,
      },
      details,
      publicUrl,
    });
    return { id: locked.row.id, refundId };
  });
  if (refundId) await payPendingRefund(db, payments, publicUrl, refundId);
  return oneReturn(db, id);
}
