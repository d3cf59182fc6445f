// A checkout whose total gift cards and store credit pay in full asks no card: no page to pay on, its order placed at
// once with the cheapest delivery, under a payment reference of its own (decision 615). And what a page that does take
// a card shows as taken off: the promotion's discount and what gift cards and store credit pay.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema.ts';
import { NotFound } from '../../shared/errors.ts';
import type { OrderWithLines } from '../orders/index.ts';
import { type HostedCheckout, type PaymentProvider, successUrl } from '../payments/index.ts';
import { cheapestOption } from './delivery.ts';
import { placePaidOrder } from './placePaidOrder.ts';

type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

const PREPAID_PREFIX = 'prepaid_';

/** Whether no card pays the session: gift cards and store credit paid it in full when it opened. */
export const isPrepaidInFull = (session: Pick<CheckoutSessionRow, 'providerSessionId'>) =>
  session.providerSessionId?.startsWith(PREPAID_PREFIX) ?? false;

/** Places the order of a session gift cards and store credit pay in full, and answers where its customer lands. */
export async function placePrepaidOrder(
  db: Db,
  payments: PaymentProvider,
  session: CheckoutSessionRow,
  publicUrl: string,
): Promise<HostedCheckout> {
  const providerSessionId = `${PREPAID_PREFIX}${session.id}`;
  const shippingMethod = session.shippingMethod ?? cheapestOption(session.shippingOptions);
  await db.update(checkoutSessions).set({ providerSessionId, shippingMethod }).where(eq(checkoutSessions.id, session.id));
  await prepaidOrder(db, payments, { ...session, providerSessionId, shippingMethod }, publicUrl);
  return { providerSessionId, url: successUrl(publicUrl, providerSessionId) };
}

/** The order of a session paid in full without a card; idempotent, as every payment's news is. */
export async function prepaidOrder(
  db: Db,
  payments: PaymentProvider,
  session: CheckoutSessionRow,
  publicUrl: string,
): Promise<OrderWithLines> {
  const payment = { paymentReference: session.providerSessionId ?? session.id, shippingAddress: null, shippingChoice: null };
  const order = await placePaidOrder(db, payments, session, payment, publicUrl);
  if (!order) throw new NotFound('Order not found');
  return order;
}

/** What the hosted page takes off the goods: the promotion's discount and what is prepaid, under one label. */
export function withPrepaid(
  session: Pick<CheckoutSessionRow, 'promotionLabel' | 'discountCents' | 'prepaidCents'>,
): { label: string; cents: number } | null {
  const labels = [session.promotionLabel, session.prepaidCents > 0 ? 'Gift cards and store credit' : null].filter(
    (label): label is string => label !== null,
  );
  if (labels.length === 0) return null;
  return { label: labels.join(' + '), cents: (session.promotionLabel ? session.discountCents : 0) + session.prepaidCents };
}
