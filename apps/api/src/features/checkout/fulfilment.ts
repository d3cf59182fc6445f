// Turning a paid checkout session into its one order, whether the customer's return or the provider's webhook comes first.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, orderLines, orders, products } from '../../db/schema.ts';
import { NotFound, PaymentRequired } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { type Action, type Actor, authorize, type Entity } from '../../permissions.ts';
import { type OrderWithLines, shippingColumns } from '../orders/mapper.ts';
import { orderConfirmationMail } from '../orders/orderMails.ts';
import { recordProviderRefund } from '../orders/refunds.ts';
import { withOwnLines } from '../orders/service.ts';
import { recordStatusChange } from '../orders/statusHistory.ts';
import { enqueueMail } from '../outbox/service.ts';
import { releaseHold } from './holds.ts';
import type { PaymentEvent, PaymentProvider, TakenPayment } from './providers/provider.ts';

type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/**
 * Idempotent: the unique index on orders.checkout_session_id lets exactly one insert win; every other caller,
 * concurrent or later, reads back the order that won.
 */
async function fulfil(db: Db, session: CheckoutSessionRow, payment: TakenPayment, publicUrl: string): Promise<OrderWithLines> {
  const created = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        orderId: payment.paymentReference,
        checkoutSessionId: session.id,
        userId: session.userId,
        email: session.email,
        amountCents: session.totalCents,
        ...shippingColumns(payment.shippingAddress),
      })
      .onConflictDoNothing({ target: orders.checkoutSessionId })
      .returning();
    if (!order) return null;
    await recordStatusChange(tx, order.id, order.status, null);
    // A product deleted since checkout keeps its line (name, price, image) without the link.
    const stillSold = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        inArray(
          products.id,
          session.lines.map((line) => line.productId),
        ),
      );
    const soldIds = new Set(stillSold.map((row) => row.id));
    await tx.insert(orderLines).values(
      session.lines.map((line) => ({
        ...line,
        orderId: order.id,
        productId: soldIds.has(line.productId) ? line.productId : null,
      })),
    );
    await tx.update(checkoutSessions).set({ status: 'paid' }).where(eq(checkoutSessions.id, session.id));
    // Written with the order: a confirmed order always has its mail, a rolled-back one never does.
    await enqueueMail(tx, await orderConfirmationMail(publicUrl, order, session.lines, session));
    return withOwnLines(tx, order);
  });
  if (created) return created;
  const [existing] = await db.select().from(orders).where(eq(orders.checkoutSessionId, session.id)).limit(1);
  if (!existing) throw new NotFound('Order not found');
  return withOwnLines(db, existing);
}

/**
 * The checkout session a provider id names, for whom `permission` allows (its owner, or an admin reading orders); a
 * visitor gets 401 before anything is looked up.
 */
export async function findOwnCheckoutSession(
  db: Db,
  actor: Actor | null,
  providerSessionId: string,
  [action, entity]: [Action, Entity],
): Promise<CheckoutSessionRow> {
  authorize(actor, action, entity, actor?.id);
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, providerSessionId))
    .limit(1);
  if (!session) throw new NotFound('Checkout session not found');
  authorize(actor, action, entity, session.userId);
  return session;
}

export async function confirmPayment(
  db: Db,
  payments: PaymentProvider,
  actor: Actor | null,
  providerSessionId: string,
  publicUrl: string,
): Promise<OrderWithLines> {
  const session = await findOwnCheckoutSession(db, actor, providerSessionId, ['read', 'order']);
  const payment = await payments.retrievePayment(providerSessionId);
  if (!payment.paid || !payment.paymentReference) throw new PaymentRequired('Payment has not been completed');
  return fulfil(db, session, { paymentReference: payment.paymentReference, shippingAddress: payment.shippingAddress }, publicUrl);
}

/**
 * A verified notification from the provider: a paid session becomes its order, an expired one gives its stock back, a
 * refund made at the provider is recorded on its order. Sessions and payments the shop never saw are acknowledged and
 * left alone.
 */
export async function handlePaymentEvent(db: Db, event: PaymentEvent, publicUrl: string): Promise<OrderWithLines | null> {
  if (event.kind === 'ignored') return null;
  if (event.kind === 'refunded') {
    await recordProviderRefund(db, event.paymentReference, event.refundedCents, publicUrl);
    return null;
  }
  const where =
    event.checkoutId && isUuid(event.checkoutId)
      ? eq(checkoutSessions.id, event.checkoutId)
      : eq(checkoutSessions.providerSessionId, event.providerSessionId);
  const [session] = await db.select().from(checkoutSessions).where(where).limit(1);
  if (!session) return null;
  if (event.kind === 'expired') {
    await releaseHold(db, session.id, 'expired');
    return null;
  }
  return fulfil(db, session, event, publicUrl);
}
