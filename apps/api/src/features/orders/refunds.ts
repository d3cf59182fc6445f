// Money back for an order, through the provider that took it: an admin's refund of some or all of its lines, the
// customer's cancellation of a pending order, or a refund made in the provider's own dashboard.
import { createHash } from 'node:crypto';
import { type ClosedOrderStatus, isClosedOrderStatus, type RefundReason, refundCents, toDollars } from '@atelier/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, refundLines, refunds } from '../../db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { existingId } from '../../ids.ts';
import { type Actor, authorize } from '../../permissions.ts';
import { recordAdminAction } from '../audit/record.ts';
import { giveBack } from '../checkout/holds.ts';
import type { PaymentProvider } from '../checkout/providers/provider.ts';
import { enqueueMail } from '../outbox/service.ts';
import type { OrderLineRow, OrderRow, OrderWithLines, RefundRow } from './mapper.ts';
import { orderRefundMail } from './orderMails.ts';
import { withOwnLines } from './service.ts';
import { recordStatusChange } from './statusHistory.ts';

export interface RequestedLine {
  lineId: string;
  quantity: number;
}

interface ChosenLine {
  line: OrderLineRow;
  quantity: number;
}

export interface RefundAnswer {
  refund: RefundRow;
  order: OrderWithLines;
}

/** The lines asked for, or every quantity not yet refunded when none are named; refuses any the order cannot give. */
function chooseLines(lines: OrderLineRow[], requested: RequestedLine[] | undefined): ChosenLine[] {
  if (!requested) {
    return lines.map((line) => ({ line, quantity: line.quantity - line.refundedQuantity })).filter((c) => c.quantity > 0);
  }
  const byId = new Map(lines.map((line) => [line.id, line]));
  if (new Set(requested.map((r) => r.lineId)).size !== requested.length) throw new Invalid('Name each line once');
  return requested.map(({ lineId, quantity }) => {
    const line = byId.get(lineId);
    if (!line) throw new Invalid('That line is not part of this order');
    const left = line.quantity - line.refundedQuantity;
    if (quantity > left) {
      throw new Conflict(`Only ${left} of ${line.name} can still be refunded: refunds never exceed what was paid`);
    }
    return { line, quantity };
  });
}

/**
 * Without a key from the client, the request is named by the order, how many refunds it had when asked, and the
 * lines asked for: the same request repeated (a double click) names the same refund at the provider.
 */
function idempotencyKeyFor(orderId: string, refundsSoFar: number, requested: RequestedLine[] | undefined, clientKey?: string) {
  if (clientKey) return `order-${orderId}-client-${createHash('sha256').update(clientKey).digest('hex').slice(0, 32)}`;
  const asked = requested ? requested.map((r) => `${r.lineId}x${r.quantity}`).join(',') : 'all';
  return `order-${orderId}-${refundsSoFar}-${createHash('sha256').update(asked).digest('hex').slice(0, 32)}`;
}

interface MoneyBack {
  reason: Exclude<RefundReason, 'provider'>;
  actor: Actor;
  requested: RequestedLine[] | undefined;
  clientKey?: string;
  /** Refuses a refund the order's state does not allow (a cancellation once it is processing). */
  allowed(order: OrderRow): void;
}

/**
 * Refunds an order through the provider and records it, in one transaction that holds the order's row lock while the
 * provider is asked: a second request for the same order waits, then sees the first one's refund (decision 135).
 */
async function sendMoneyBack(db: Db, payments: PaymentProvider, rawId: string, publicUrl: string, ask: MoneyBack) {
  const id = existingId(rawId, 'Order');
  const refundId = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw new NotFound('Order not found');
    ask.allowed(order);
    const [[counted], lines] = await Promise.all([
      tx.select({ n: count() }).from(refunds).where(eq(refunds.orderId, id)),
      tx.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.name)),
    ]);
    const idempotencyKey = idempotencyKeyFor(id, counted?.n ?? 0, ask.requested, ask.clientKey);
    const [earlier] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
    if (earlier) return earlier.id;

    const chosen = chooseLines(lines, ask.requested);
    const refundedBefore = lines.map((line) => ({ priceCents: line.priceCents, quantity: line.refundedQuantity }));
    const computed = refundCents(
      refundedBefore,
      chosen.map(({ line, quantity }) => ({ priceCents: line.priceCents, quantity })),
    );
    const amountCents = Math.min(computed, order.amountCents - order.refundedCents);
    if (chosen.length === 0 || amountCents <= 0) throw new Conflict('Nothing is left to refund on this order');

    const providerRefundId = await payments.refundPayment({ paymentReference: order.orderId, amountCents, idempotencyKey });
    const [refund] = await tx
      .insert(refunds)
      .values({ orderId: id, amountCents, reason: ask.reason, providerRefundId, idempotencyKey, refundedBy: ask.actor.id })
      .returning({ id: refunds.id });
    if (!refund) throw new Conflict('The refund could not be recorded');
    await tx
      .insert(refundLines)
      .values(chosen.map(({ line, quantity }) => ({ refundId: refund.id, orderLineId: line.id, quantity })));
    await giveBack(
      tx,
      chosen.map(({ line, quantity }) => ({ productId: line.productId, size: line.size, quantity })),
    );
    await recordRefunded(tx, order, amountCents, ask.reason === 'cancellation' ? 'cancelled' : 'refunded', ask.actor.id);
    // A customer's own cancellation is not an admin action; an admin's refund is.
    if (ask.reason !== 'cancellation') {
      await recordAdminAction(tx, {
        actor: ask.actor,
        kind: 'order.refunded',
        subject: { type: 'order', id, label: order.email },
        after: {
          amount: toDollars(amountCents),
          lines: chosen.map(({ line, quantity }) => `${quantity} × ${line.name}${line.size ? ` (${line.size})` : ''}`),
        },
      });
    }
    await enqueueMail(
      tx,
      await orderRefundMail(publicUrl, order, {
        reason: ask.reason,
        amountCents,
        lines: chosen.map(({ line, quantity }) => ({ name: line.name, size: line.size, quantity })),
      }),
    );
    return refund.id;
  });
  return answerWith(db, id, refundId);
}

/**
 * Moves the order on after a refund of `amountCents`: to `closedAs` once all that was paid went back, a change its
 * status history keeps with who made it (null: the provider).
 */
async function recordRefunded(
  tx: Db,
  order: OrderRow,
  amountCents: number,
  closedAs: ClosedOrderStatus,
  changedBy: string | null,
): Promise<void> {
  const allBack = order.refundedCents + amountCents >= order.amountCents;
  const status = allBack && !isClosedOrderStatus(order.status) ? closedAs : order.status;
  await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, order.id));
  if (status !== order.status) await recordStatusChange(tx, order.id, status, changedBy);
}

async function answerWith(db: Db, orderId: string, refundId: string): Promise<RefundAnswer> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!order || !refund) throw new NotFound('Order not found');
  return { refund, order: await withOwnLines(db, order) };
}

/** An admin refunds chosen lines and quantities of an order, or all that is left of it; the server works out the amount. */
export function refundOrder(
  db: Db,
  payments: PaymentProvider,
  actor: Actor | null,
  rawId: string,
  requested: RequestedLine[] | undefined,
  publicUrl: string,
  clientKey?: string,
): Promise<RefundAnswer> {
  const admin = authorize(actor, 'refund', 'order');
  return sendMoneyBack(db, payments, rawId, publicUrl, {
    reason: 'refund',
    actor: admin,
    requested,
    clientKey,
    allowed(order) {
      if (isClosedOrderStatus(order.status)) throw new Conflict(`This order is already ${order.status}`);
    },
  });
}

/** The customer calls off their own order while it is pending: all of it is refunded and it becomes `cancelled`. */
export function cancelOrder(
  db: Db,
  payments: PaymentProvider,
  actor: Actor | null,
  rawId: string,
  publicUrl: string,
): Promise<RefundAnswer> {
  const customer = authorize(actor, 'cancel', 'order', actor?.id); // a visitor gets 401 before anything is looked up
  return sendMoneyBack(db, payments, rawId, publicUrl, {
    reason: 'cancellation',
    actor: customer,
    requested: undefined,
    allowed(order) {
      authorize(customer, 'cancel', 'order', order.userId);
      if (order.status === 'cancelled') throw new Conflict('This order is already cancelled');
      if (order.status !== 'pending') throw new Conflict('This order is already being prepared and can no longer be cancelled');
    },
  });
}

/**
 * The provider says a payment has `refundedCents` refunded in all: what the shop has not recorded yet was refunded in the
 * provider's own dashboard, and is recorded now (without lines: the provider names none). Safe to receive twice: the
 * total, not the news, decides.
 */
export async function recordProviderRefund(db: Db, paymentReference: string, refundedCents: number, publicUrl: string) {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, paymentReference)).for('update');
    if (!order) return;
    const amountCents = Math.min(refundedCents, order.amountCents) - order.refundedCents;
    if (amountCents <= 0) return;
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        amountCents,
        reason: 'provider',
        idempotencyKey: `provider-${paymentReference}-${refundedCents}`,
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey })
      .returning({ id: refunds.id });
    if (!refund) return;
    await recordRefunded(tx, order, amountCents, 'refunded', null);
    await enqueueMail(tx, await orderRefundMail(publicUrl, order, { reason: 'provider', amountCents, lines: [] }));
  });
}
