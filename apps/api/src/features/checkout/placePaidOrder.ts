// Paying a checkout, one action across features: the held stock is claimed, the order inserted with its lines, the
// session marked paid, its invoice issued, the promotion's use counted and the confirmation queued, or, when the stock went to others
// meanwhile, the order refunded at once. The customer's return, the provider's notification and the sandbox's page all
// place their order here, whichever comes first.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, orderLines, orders, type PricedDeliveryMethod, type PricedLine, products } from '../../db/schema.ts';
import { NotFound } from '../../shared/errors.ts';
import { recordOrderPaid } from '../analytics/index.ts';
import {
  type BoughtGiftCardLine,
  claimPrepayment,
  isGiftCardLine,
  issueBoughtGiftCards,
  settlePrepayment,
} from '../giftCards/index.ts';
import { attachmentsFor, issueInvoice } from '../invoices/index.ts';
import {
  deliveryColumns,
  type OrderWithLines,
  orderConfirmationMail,
  recordStatusChange,
  refundSoldOutOrder,
  shippingColumns,
  withOwnLines,
} from '../orders/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { checkoutTotalsCents, type PaymentProvider, type ShippingChoice, type TakenPayment } from '../payments/index.ts';
import { countPromotionUse } from '../promotions/index.ts';
import { linesNotHeld, retakeHold } from '../stock/index.ts';

type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * Idempotent: the unique index on orders.checkout_session_id lets exactly one insert win; every other caller,
 * concurrent or later, reads back the order that won. Null once an admin deleted that order: a late confirmation or
 * notification never makes it again (decision 290). A payment whose stock went to others while it was on its way
 * makes a `cancelled` order, refunded in full (decision 375).
 */
export async function placePaidOrder(
  db: Db,
  payments: PaymentProvider,
  session: CheckoutSessionRow,
  payment: TakenPayment,
  publicUrl: string,
): Promise<OrderWithLines | null> {
  const delivery = chosenDelivery(session, payment.shippingChoice);
  const placed = await db.transaction(async (tx) => {
    const claim = await claimStock(tx, session);
    // Inserting anyway would be refused by the unique index, but would use up an order number (decision 516).
    if (claim === 'placed before') return null;
    const inStock = claim === 'in stock';
    const order = await insertOrder(tx, session, payment, delivery, inStock);
    if (!order) return null;
    await recordStatusChange(tx, order.id, order.status, null);
    const giftCardLines = await copyLines(tx, session, order.id);
    // Paid, so invoiced, in stock or not: a sold-out order's refund then issues its credit note.
    const invoice = await issueInvoice(tx, order.id);
    await markSessionPaid(tx, session.id);
    await settlePrepayment(tx, session.id, order.id, inStock);
    if (!inStock) return refundSoldOut(tx, payments, session, order, publicUrl);
    await issueGiftCards(tx, order, giftCardLines, publicUrl);
    await countPromotionUse(tx, session.promotionId);
    await recordOrderPaid(tx, order);
    await queueConfirmation(tx, session, order, publicUrl, await attachmentsFor(tx, invoice));
    return withOwnLines(tx, order);
  });
  return placed ?? orderPlacedBefore(db, session.id);
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

type StockClaim = 'in stock' | 'sold out' | 'placed before';

/**
 * Whether a paid session's stock is there for its order, or another caller already placed it. What the session does not hold is taken now: every line of a
 * session whose hold was given back (its page expired, or it was cancelled, before the payment's news arrived), and
 * the lines an open or just paid one holds nothing for (its hold ended early, or met a cap of decision 470); false when
 * some of it has gone to others. The session's row is locked first, so a sweep giving its hold back at the same moment
 * either waits or was first, and a second caller finds the first one's order and takes nothing.
 */
async function claimStock(tx: Db, session: CheckoutSessionRow): Promise<StockClaim> {
  const [current] = await tx
    .select({ status: checkoutSessions.status, heldLines: checkoutSessions.heldLines })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, session.id))
    .for('update');
  const [placed] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.checkoutSessionId, session.id)).limit(1);
  if (placed) return 'placed before';
  if (!current) return 'in stock';
  // Before the stock: what gift cards and store credit paid must still be there, or nothing is taken.
  if (!(await claimPrepayment(tx, session.id, session.prepaidCents))) return 'sold out';
  const released = current.status === 'expired' || current.status === 'cancelled';
  // Gift cards hold no stock: they are issued, never taken from a shelf.
  const goods = session.lines.filter((line) => !isGiftCardLine(line));
  return (await retakeHold(tx, linesNotHeld(goods, released ? [] : current.heldLines))) ? 'in stock' : 'sold out';
}

/** The session's one order, `cancelled` when its stock is gone; undefined when another caller's insert won. */
async function insertOrder(
  tx: Db,
  session: CheckoutSessionRow,
  payment: TakenPayment,
  delivery: PricedDeliveryMethod | null,
  inStock: boolean,
): Promise<OrderRow | undefined> {
  const totals = checkoutTotalsCents(session, delivery?.priceCents ?? 0);
  const [order] = await tx
    .insert(orders)
    .values({
      orderId: payment.paymentReference,
      checkoutSessionId: session.id,
      userId: session.userId,
      email: session.email,
      language: session.language,
      amountCents: totals.totalCents,
      currency: session.currency,
      taxIncluded: totals.taxIncluded,
      taxLines: totals.taxLines,
      shippingTaxRate: session.shippingTaxRate,
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
  return order;
}

/**
 * The session's lines become the order's; a product deleted since checkout keeps its line (name, price, image) without
 * the link. Answers its gift card lines with the ids they got, each written alone so its card names its line.
 */
async function copyLines(tx: Db, session: CheckoutSessionRow, orderId: string): Promise<BoughtGiftCardLine[]> {
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
  const orderLineOf = ({ giftCard: _giftCard, ...line }: PricedLine) => ({
    ...line,
    orderId,
    productId: soldIds.has(line.productId) ? line.productId : null,
  });
  const goods = session.lines.filter((line) => !isGiftCardLine(line));
  if (goods.length > 0) await tx.insert(orderLines).values(goods.map(orderLineOf));
  const bought: BoughtGiftCardLine[] = [];
  for (const line of session.lines.filter(isGiftCardLine)) {
    const [copied] = await tx.insert(orderLines).values(orderLineOf(line)).returning({ id: orderLines.id });
    if (copied) bought.push({ orderLineId: copied.id, line });
  }
  return bought;
}

/** The cards the order bought, and what they came to kept on it: money taken for them is not revenue. */
async function issueGiftCards(tx: Db, order: OrderRow, lines: BoughtGiftCardLine[], publicUrl: string): Promise<void> {
  if (lines.length === 0) return;
  const soldCents = await issueBoughtGiftCards(tx, order, lines, publicUrl);
  await tx.update(orders).set({ giftCardsSoldCents: soldCents }).where(eq(orders.id, order.id));
}

async function markSessionPaid(tx: Db, sessionId: string): Promise<void> {
  await tx.update(checkoutSessions).set({ status: 'paid' }).where(eq(checkoutSessions.id, sessionId));
}

/** Written with the order: a confirmed order always has its mail (with its invoice), a rolled-back one never does. */
async function queueConfirmation(
  tx: Db,
  session: CheckoutSessionRow,
  order: OrderRow,
  publicUrl: string,
  attachments: string[],
): Promise<void> {
  const { taxCents } = checkoutTotalsCents(session, order.shippingPriceCents);
  const totals = { subtotalCents: session.subtotalCents, taxCents, totalCents: order.amountCents };
  await enqueueMail(tx, await orderConfirmationMail(publicUrl, order, session.lines, totals), attachments);
}

/** Sends the whole payment of a sold-out order back, and answers the order as its refund left it. */
async function refundSoldOut(
  tx: Db,
  payments: PaymentProvider,
  session: CheckoutSessionRow,
  order: OrderRow,
  publicUrl: string,
): Promise<OrderWithLines> {
  await refundSoldOutOrder(tx, payments, await withOwnLines(tx, order), session.id, publicUrl, session.prepaidCents);
  const [refunded] = await tx.select().from(orders).where(eq(orders.id, order.id));
  return withOwnLines(tx, refunded ?? order);
}

/** The order another caller placed for the session; null once an admin deleted it. */
async function orderPlacedBefore(db: Db, sessionId: string): Promise<OrderWithLines | null> {
  const [existing] = await db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId)).limit(1);
  if (!existing) throw new NotFound('Order not found');
  return existing.deletedAt ? null : withOwnLines(db, existing);
}
