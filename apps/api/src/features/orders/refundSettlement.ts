// The second and third steps of a refund (decision 460): asking the provider for a refund recorded pending, outside any
// transaction, then settling it in one: its stock, the order's state, the audit trail and the customer's mail.
import { type ClosedOrderStatus, isClosedOrderStatus } from '@atelier/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, refundLines, refunds, users } from '../../db/schema.ts';
import { HttpError } from '../../shared/errors.ts';
import { recordAdminAction } from '../audit/index.ts';
import { giveBackToBalances } from '../giftCards/index.ts';
import { attachmentsFor, issueCreditNote } from '../invoices/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { giveBack } from '../stock/index.ts';
import { majorUnitsOf, type OrderRow } from './mapper.ts';
import { orderRefundMail } from './orderMails.ts';
import { recordStatusChange } from './statusHistory.ts';

/** What names a pending refund at the provider: asked again with it, the provider answers the refund it made. */
export const providerKeyOf = (refundId: string) => `refund-${refundId}`;

/**
 * Moves the order on after a refund: to `closedAs` once all that was paid went back and no refund of it is pending, a
 * change its status history keeps with who made it (null: the provider).
 */
export async function recordRefunded(
  tx: Db,
  order: OrderRow,
  closedAs: ClosedOrderStatus,
  changedBy: string | null,
): Promise<void> {
  const [[now], [pending]] = await Promise.all([
    tx.select({ refundedCents: orders.refundedCents }).from(orders).where(eq(orders.id, order.id)),
    tx
      .select({ n: count() })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'pending'))),
  ]);
  const allBack = (now?.refundedCents ?? 0) >= order.amountCents && (pending?.n ?? 0) === 0;
  const status = allBack && !isClosedOrderStatus(order.status) ? closedAs : order.status;
  await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, order.id));
  if (status !== order.status) await recordStatusChange(tx, order.id, status, changedBy);
}

/**
 * Settles a pending refund the provider made, once however many ask: its credit note issued, its units back to stock
 * when it restocks, the order moved on, an admin's refund in the audit trail, and the customer's mail.
 */
async function settleRefund(db: Db, refundId: string, providerRefundId: string | null, publicUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [pending] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
    if (!pending) return;
    // The order first, as recording a refund locks it: refunds of one order settle one after the other.
    const [order] = await tx.select().from(orders).where(eq(orders.id, pending.orderId)).for('update');
    const [refund] = await tx
      .update(refunds)
      .set({ status: 'settled', providerRefundId })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning();
    if (!order || !refund) return;
    await giveBackToBalances(tx, order, refund);
    const creditNote = await issueCreditNote(tx, refund.id);
    const lines = await tx
      .select({ line: orderLines, quantity: refundLines.quantity })
      .from(refundLines)
      .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
      .where(eq(refundLines.refundId, refundId))
      .orderBy(asc(orderLines.name));
    if (refund.restock) {
      await giveBack(
        tx,
        lines.map(({ line, quantity }) => ({ productId: line.productId, size: line.size, quantity })),
      );
    }
    await recordRefunded(tx, order, refund.reason === 'cancellation' ? 'cancelled' : 'refunded', refund.refundedBy);
    // A customer's own cancellation is not an admin action; an admin's refund is.
    const [admin] =
      refund.reason === 'cancellation' || !refund.refundedBy
        ? []
        : await tx.select().from(users).where(eq(users.id, refund.refundedBy));
    if (admin) {
      await recordAdminAction(tx, {
        actor: admin,
        kind: 'order.refunded',
        subject: { type: 'order', id: order.id, label: order.email },
        after: {
          amount: majorUnitsOf(order)(refund.amountCents),
          lines: lines.map(({ line, quantity }) => `${quantity} × ${line.name}${line.size ? ` (${line.size})` : ''}`),
          ...(refund.shippingCents > 0 ? { shipping: majorUnitsOf(order)(refund.shippingCents) } : {}),
        },
      });
    }
    await enqueueMail(
      tx,
      await orderRefundMail(publicUrl, order, {
        reason: refund.reason,
        amountCents: refund.amountCents,
        lines: lines.map(({ line, quantity }) => ({ name: line.name, size: line.size, quantity })),
      }),
      await attachmentsFor(tx, creditNote),
    );
  });
}

/** A refund the provider refused: removed, which frees what it held of the order's amount and lines. */
async function removeRefusedRefund(db: Db, refundId: string): Promise<void> {
  await db.delete(refunds).where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
}

/**
 * Asks the provider for a pending refund, outside any transaction, and settles it: true once it is settled (by this
 * call or an earlier one), false when the provider could not be reached or did not answer in time, so it stays
 * pending for the sweeper to ask again with the same key. A refusal (a 4xx from the provider) removes it and is thrown.
 */
export async function payPendingRefund(db: Db, payments: PaymentProvider, publicUrl: string, refundId: string) {
  const [pending] = await db
    .select({ refund: refunds, paymentReference: orders.orderId })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId));
  if (!pending) return false;
  if (pending.refund.status === 'settled') return true;
  let providerRefundId: string | null = null;
  // The card gets only its own money: what gift cards and store credit get back goes to them when it is settled.
  const cardCents = pending.refund.amountCents - pending.refund.balanceCents;
  try {
    if (cardCents > 0) {
      providerRefundId = await payments.refundPayment({
        paymentReference: pending.paymentReference,
        amountCents: cardCents,
        idempotencyKey: providerKeyOf(refundId),
      });
    }
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      await removeRefusedRefund(db, refundId);
      throw error;
    }
    return false;
  }
  await settleRefund(db, refundId, providerRefundId, publicUrl);
  return true;
}
