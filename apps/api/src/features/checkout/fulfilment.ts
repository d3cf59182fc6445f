// Turning a paid checkout session into its one order, whether the customer's return or the provider's webhook comes first.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, orderLines, orders, type PricedDeliveryMethod, products } from '../../db/schema.ts';
import { NotFound, PaymentRequired } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { type Action, type Actor, authorize, type Entity } from '../../permissions.ts';
import {
  deliveryColumns,
  type OrderWithLines,
  orderConfirmationMail,
  recordProviderRefund,
  recordStatusChange,
  refundSoldOutOrder,
  shippingColumns,
  withOwnLines,
} from '../orders/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import {
  amountDueCents,
  type PaymentEvent,
  type PaymentProvider,
  type ShippingChoice,
  type TakenPayment,
} from '../payments/index.ts';
import { countPromotionUse } from '../promotions/index.ts';
import { releaseHold, retakeHold } from '../stock/index.ts';

type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/**
 * Whether a paid session's stock is there for its order. A session whose hold was given back (its page expired, or it
 * was cancelled, before the payment's news arrived) takes its stock again; false when some of it has gone to others.
 * The session's row is locked first, so a sweep giving its hold back at the same moment either waits or was first.
 */
async function stockForOrder(tx: Db, session: CheckoutSessionRow): Promise<boolean> {
  const [current] = await tx
    .select({ status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, session.id))
    .for('update');
  const released = current?.status === 'expired' || current?.status === 'cancelled';
  return !released || retakeHold(tx, session.lines);
}

/**
 * The method the order pays for, at the price fixed when the session opened: the one the sandbox's page stored, or the
 * offered one the provider's page charged for (by the method its rate names, else by what it charged).
 */
function chosenDelivery(session: CheckoutSessionRow, choice: ShippingChoice | null): PricedDeliveryMethod | null {
  if (session.shippingMethod) return session.shippingMethod;
  if (!choice) return null;
  const offered = session.shippingOptions;
  return (
    offered.find((option) => option.methodId === choice.methodId) ??
    offered.find((option) => option.priceCents === choice.amountCents) ??
    null
  );
}

/**
 * Idempotent: the unique index on orders.checkout_session_id lets exactly one insert win; every other caller,
 * concurrent or later, reads back the order that won. Null once an admin deleted that order: a late confirmation or
 * notification never makes it again (decision 290). A payment whose stock went to others while it was on its way
 * makes a `cancelled` order, refunded in full (decision 375).
 */
export async function fulfil(
  db: Db,
  payments: PaymentProvider,
  session: CheckoutSessionRow,
  payment: TakenPayment,
  publicUrl: string,
): Promise<OrderWithLines | null> {
  const delivery = chosenDelivery(session, payment.shippingChoice);
  const created = await db.transaction(async (tx) => {
    const inStock = await stockForOrder(tx, session);
    const [order] = await tx
      .insert(orders)
      .values({
        orderId: payment.paymentReference,
        checkoutSessionId: session.id,
        userId: session.userId,
        email: session.email,
        amountCents: amountDueCents(session, delivery?.priceCents ?? 0),
        ...(inStock ? {} : { status: 'cancelled' as const }),
        promotionId: session.promotionId,
        promotionCode: session.promotionCode,
        promotionLabel: session.promotionLabel,
        discountCents: session.discountCents,
        ...shippingColumns(payment.shippingAddress),
        ...deliveryColumns(delivery),
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
    if (inStock) {
      await countPromotionUse(tx, session.promotionId);
      const totals = { subtotalCents: session.subtotalCents, taxCents: session.taxCents, totalCents: order.amountCents };
      await enqueueMail(tx, await orderConfirmationMail(publicUrl, order, session.lines, totals));
      return withOwnLines(tx, order);
    }
    await refundSoldOutOrder(tx, payments, await withOwnLines(tx, order), session.id, publicUrl);
    const [refunded] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return withOwnLines(tx, refunded ?? order);
  });
  if (created) return created;
  const [existing] = await db.select().from(orders).where(eq(orders.checkoutSessionId, session.id)).limit(1);
  if (!existing) throw new NotFound('Order not found');
  return existing.deletedAt ? null : withOwnLines(db, existing);
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
  const taken = {
    paymentReference: payment.paymentReference,
    shippingAddress: payment.shippingAddress,
    shippingChoice: payment.shippingChoice,
  };
  const order = await fulfil(db, payments, session, taken, publicUrl);
  if (!order) throw new NotFound('Order not found');
  return order;
}

/**
 * A verified notification from the provider: a paid session becomes its order, an expired one gives its stock back, a
 * refund made at the provider is recorded on its order. Sessions and payments the shop never saw are acknowledged and
 * left alone.
 */
export async function handlePaymentEvent(
  db: Db,
  payments: PaymentProvider,
  event: PaymentEvent,
  publicUrl: string,
): Promise<OrderWithLines | null> {
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
  return fulfil(db, payments, session, event, publicUrl);
}
