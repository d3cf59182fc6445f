// A payment's news, from the customer's return to the shop or from the provider's notification, turned into its one
// order (placePaidOrder), whichever comes first; and the checkout session a provider id names, for its owner.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema.ts';
import { NotFound, PaymentRequired } from '../../shared/errors.ts';
import { isUuid } from '../../shared/ids.ts';
import { type Action, type Actor, authorize, type Entity } from '../../shared/permissions.ts';
import { type OrderWithLines, recordProviderRefund } from '../orders/index.ts';
import type { PaymentEvent, PaymentProvider } from '../payments/index.ts';
import { releaseHold } from '../stock/index.ts';
import { placePaidOrder } from './placePaidOrder.ts';
import { isPrepaidInFull, prepaidOrder } from './prepaidCheckout.ts';

type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

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
  if (isPrepaidInFull(session)) return prepaidOrder(db, payments, session, publicUrl);
  const payment = await payments.retrievePayment(providerSessionId);
  if (!payment.paid || !payment.paymentReference) throw new PaymentRequired('Payment has not been completed');
  const taken = {
    paymentReference: payment.paymentReference,
    shippingAddress: payment.shippingAddress,
    shippingChoice: payment.shippingChoice,
  };
  const order = await placePaidOrder(db, payments, session, taken, publicUrl);
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
  return placePaidOrder(db, payments, session, event, publicUrl);
}
