// Money back for an order, through the provider that took it: an admin's refund of some or all of its lines, the
// customer's cancellation of a pending order, or a refund made in the provider's own dashboard.
import { createHash } from 'node:crypto';
import {
  formatOrderNumber,
  isClosedOrderStatus,
  providerRefundTaxLinesCents,
  type RefundReason,
  refundAmountCents,
  refundTaxLinesCents,
  taxedDeliveryOf,
  taxTotalCents,
} from '@atelier/domain';
import { and, asc, count, eq, like, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, refundLines, refunds } from '../../db/schema.ts';
import { Conflict, HttpError, Invalid, NotFound } from '../../shared/errors.ts';
import { existingId } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { balancePartOfRefund, type RefundDestination, withdrawBoughtGiftCards } from '../giftCards/index.ts';
import { attachmentsFor, issueCreditNote } from '../invoices/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { OrderLineRow, OrderRow, OrderWithLines, RefundRow } from './mapper.ts';
import { orderRefundMail } from './orderMails.ts';
import { payPendingRefund, recordRefunded } from './refundSettlement.ts';
import { notDeleted, withOwnLines } from './service.ts';

export interface RequestedLine {
  lineId: string;
  quantity: number;
}

export interface ChosenLine {
  line: OrderLineRow;
  quantity: number;
}

/** What is left to refund of a line: neither refunded already nor exchanged for another size. */
const refundableOf = (line: OrderLineRow) => line.quantity - line.refundedQuantity - line.exchangedQuantity;

/** The lines asked for, or every quantity left to refund when none are named; refuses any the order cannot give. */
function chooseLines(lines: OrderLineRow[], requested: RequestedLine[] | undefined): ChosenLine[] {
  if (!requested) {
    return lines.map((line) => ({ line, quantity: refundableOf(line) })).filter((c) => c.quantity > 0);
  }
  const byId = new Map(lines.map((line) => [line.id, line]));
  if (new Set(requested.map((r) => r.lineId)).size !== requested.length) throw new Invalid('Name each line once');
  return requested.map(({ lineId, quantity }) => {
    const line = byId.get(lineId);
    if (!line) throw new Invalid('That line is not part of this order');
    const left = refundableOf(line);
    if (quantity > left) {
      throw new Conflict(`Only ${left} of ${line.name} can still be refunded: refunds never exceed what was paid`);
    }
    return { line, quantity };
  });
}

/**
 * What the chosen units were paid, before any tax added: each line's price less its share of the discount, worked out
 * on the units refunded in all (decision 360), as the refund's tax lines are.
 */
function unitsPaidCents(chosen: ChosenLine[]): number {
  return chosen.reduce((sum, { line, quantity }) => {
    const shareOf = (units: number) => Math.floor((line.discountCents * units) / line.quantity);
    const discountShare = shareOf(line.refundedQuantity + quantity) - shareOf(line.refundedQuantity);
    return sum + line.priceCents * quantity - discountShare;
  }, 0);
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * What names a refund at the shop and at the provider. With the client's Idempotency-Key: that key and what it asked
 * for, so the same key again finds the refund it made, and with other lines is told apart. Without one: the order,
 * how many refunds it had when asked, and the lines asked for, so the same request repeated (a double click) names
 * the same refund.
 */
function refundKeys(
  orderId: string,
  refundsSoFar: number,
  requested: RequestedLine[] | undefined,
  clientKey?: string,
  shipping = false,
) {
  const lines = requested ? requested.map((r) => `${r.lineId}x${r.quantity}`).join(',') : 'all';
  const asked = sha(requested && shipping ? `${lines}+shipping` : lines);
  if (!clientKey) return { key: `order-${orderId}-${refundsSoFar}-${asked}`, clientPrefix: null };
  const clientPrefix = `order-${orderId}-client-${sha(clientKey)}-`;
  return { key: `${clientPrefix}${asked}`, clientPrefix };
}

/** The refund an earlier request with the same Idempotency-Key made, if any; 422 when it asked for something else. */
async function earlierWithClientKey(tx: Db, orderId: string, { key, clientPrefix }: ReturnType<typeof refundKeys>) {
  if (!clientPrefix) return undefined;
  const [earlier] = await tx
    .select({ id: refunds.id, key: refunds.idempotencyKey })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), like(refunds.idempotencyKey, `${clientPrefix}%`)));
  if (earlier && earlier.key !== key) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a refund of other lines');
  }
  return earlier?.id;
}

export interface MoneyBack {
  reason: Exclude<RefundReason, 'provider'>;
  actor: Actor;
  requested: RequestedLine[] | undefined;
  /** With chosen lines: give the delivery back too. A refund of all that is left always does. */
  shipping?: boolean;
  clientKey?: string;
  /** Refuses a refund the order's state does not allow (a cancellation once it is processing). */
  allowed(order: OrderRow): void;
  /**
   * How much delivery the chosen lines give back (a return's share); the units and the tax go back as the refund's tax
   * lines price them, so its credit note adds up to it. Unset: refundAmountCents, the delivery as `shipping` says.
   */
  priced?(chosen: ChosenLine[], order: OrderPaid): PricedRefund;
  /** False when the caller puts back in stock only what can be sold again (a received return). */
  restock?: boolean;
  /** The refund's name when the caller has one (a return's), so asked again it finds the refund it made. */
  idempotencyKey?: string;
  /** `storeCredit`: all of it to the customer's store credit; `card` (unset): each payment gets its own back. */
  to?: RefundDestination;
}

/** What an order paid, for a caller pricing its own refund. */
export interface OrderPaid {
  deliveryCents: number;
  /** The goods: every line's price times its quantity, less its share of the discount. */
  goodsCents: number;
  /** Whether the order's prices held their tax. */
  taxIncluded: boolean;
}

export interface PricedRefund {
  deliveryCents: number;
}

export interface RefundAnswer {
  refund: RefundRow;
  order: OrderWithLines;
}

/**
 * Refunds an order in three steps (decision 460): the refund is recorded pending in a transaction that locks the
 * order's row, so a second request for the same order waits, then sees the first one's refund and what it holds; the
 * provider is asked outside any transaction; the refund is settled. One the provider did not answer stays pending.
 */
async function sendMoneyBack(db: Db, payments: PaymentProvider, rawId: string, publicUrl: string, ask: MoneyBack) {
  const id = existingId(rawId, 'Order');
  const refundId = await db.transaction((tx) => recordPendingRefund(tx, id, ask));
  await payPendingRefund(db, payments, publicUrl, refundId);
  return answerWith(db, id, refundId);
}

/**
 * Records the refund of order `id` pending, inside the caller's transaction, which it locks the order's row in: the
 * refund's id, or the earlier one's when the same refund was asked for before. The caller then pays it
 * (payPendingRefund) once its transaction has committed.
 */
export async function recordPendingRefund(tx: Db, id: string, ask: MoneyBack) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), notDeleted))
    .for('update');
  if (!order) throw new NotFound('Order not found');
  const [[counted], lines] = await Promise.all([
    tx
      .select({ n: count(), shippingCents: sum(refunds.shippingCents).mapWith(Number) })
      .from(refunds)
      .where(eq(refunds.orderId, id)),
    tx.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.name)),
  ]);
  const keys = refundKeys(id, counted?.n ?? 0, ask.requested, ask.clientKey, ask.shipping);
  // Before the order's state is judged: the same key again answers the first refund, even once it closed the order.
  const earlierId = await earlierWithClientKey(tx, id, keys);
  if (earlierId) return earlierId;
  ask.allowed(order);
  const idempotencyKey = ask.idempotencyKey ?? keys.key;
  const [earlier] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  if (earlier) return earlier.id;

  const chosen = chooseLines(lines, ask.requested);
  // Delivery goes back once: with the whole order, with chosen lines when the admin asks, or as the caller prices it.
  const shippingLeft = Math.max(0, order.shippingPriceCents - (counted?.shippingCents ?? 0));
  const priced = ask.priced?.(chosen, {
    deliveryCents: order.shippingPriceCents,
    goodsCents: lines.reduce((sum, line) => sum + line.priceCents * line.quantity - line.discountCents, 0),
    taxIncluded: order.taxIncluded,
  });
  const leftToRefundCents = order.amountCents - order.refundedCents;
  const refundedBefore = lines.map((line) => line.refundedQuantity);
  const requested = lines.map((line) => chosen.find((choice) => choice.line.id === line.id)?.quantity ?? 0);
  const asked = priced
    ? { amountCents: leftToRefundCents, deliveryCents: Math.min(priced.deliveryCents, shippingLeft) }
    : refundAmountCents({
        lines,
        requested,
        withDelivery: !ask.requested || ask.shipping === true,
        deliveryLeftCents: shippingLeft,
        leftToRefundCents,
        taxIncluded: order.taxIncluded,
        taxedDelivery: taxedDeliveryOf({ ...order, shippingCents: order.shippingPriceCents }, lines),
      });
  const taxLines = refundTaxLinesCents(
    lines,
    refundedBefore,
    requested,
    { rate: order.shippingTaxRate, beforeCents: counted?.shippingCents ?? 0, cents: asked.deliveryCents },
    { pricesIncludeTax: order.taxIncluded },
  );
  // A caller's refund is the units, the delivery and, added to prices without it, the tax of its tax lines: exactly
  // what its credit note prints.
  const addedTaxCents = order.taxIncluded ? 0 : taxTotalCents(taxLines);
  const amountCents = priced
    ? Math.min(unitsPaidCents(chosen) + asked.deliveryCents + addedTaxCents, leftToRefundCents)
    : asked.amountCents;
  const shippingCents = Math.min(asked.deliveryCents, amountCents);
  if ((chosen.length === 0 && shippingCents === 0) || amountCents <= 0) {
    throw new Conflict('Nothing is left to refund on this order');
  }
  const withdrawnFrom = { orderId: id, orderNumber: formatOrderNumber(order.number), actorId: ask.actor.id };
  await withdrawBoughtGiftCards(
    tx,
    chosen.map(({ line }) => line.id),
    withdrawnFrom,
    'refuse',
  );

  const balanceCents = await balancePartOfRefund(tx, order, amountCents, ask.to ?? 'card');
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: id,
      amountCents,
      balanceCents,
      toStoreCredit: ask.to === 'storeCredit',
      shippingCents,
      reason: ask.reason,
      status: 'pending',
      restock: ask.restock !== false,
      idempotencyKey,
      refundedBy: ask.actor.id,
      taxLines,
    })
    .returning({ id: refunds.id });
  if (!refund) throw new Conflict('The refund could not be recorded');
  if (chosen.length > 0) {
    await tx
      .insert(refundLines)
      .values(chosen.map(({ line, quantity }) => ({ refundId: refund.id, orderLineId: line.id, quantity })));
  }
  return refund.id;
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
  shipping = false,
  to: RefundDestination = 'card',
): Promise<RefundAnswer> {
  const admin = authorize(actor, 'refund', 'order');
  return sendMoneyBack(db, payments, rawId, publicUrl, {
    reason: 'refund',
    actor: admin,
    requested,
    shipping,
    clientKey,
    to,
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
 * A payment that arrived after its checkout's stock went to others: all of it goes back at once, in the transaction
 * that records its order (already `cancelled`), and no stock moves, as none was taken. The key is the checkout's, so
 * the provider refunds once however often the payment's news comes.
 */
export async function refundSoldOutOrder(
  tx: Db,
  payments: PaymentProvider,
  { order, lines }: Pick<OrderWithLines, 'order' | 'lines'>,
  checkoutId: string,
  publicUrl: string,
  prepaidCents = 0,
): Promise<void> {
  const idempotencyKey = `sold-out:${checkoutId}`;
  const amountCents = order.amountCents;
  // What gift cards and store credit were to pay was given back when the order could not be placed: the card gets its own.
  const providerRefundId =
    amountCents > prepaidCents
      ? await payments.refundPayment({ paymentReference: order.orderId, amountCents: amountCents - prepaidCents, idempotencyKey })
      : null;
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amountCents,
      balanceCents: prepaidCents,
      shippingCents: order.shippingPriceCents,
      reason: 'sold_out',
      providerRefundId,
      idempotencyKey,
      refundedBy: null,
      // All of it goes back: the order's own tax lines.
      taxLines: order.taxLines,
    })
    .returning({ id: refunds.id });
  if (!refund) throw new Conflict('The refund could not be recorded');
  await tx
    .insert(refundLines)
    .values(lines.map((line) => ({ refundId: refund.id, orderLineId: line.id, quantity: line.quantity })));
  const creditNote = await issueCreditNote(tx, refund.id);
  await enqueueMail(
    tx,
    await orderRefundMail(publicUrl, order, { reason: 'sold_out', amountCents, lines }),
    await attachmentsFor(tx, creditNote),
  );
}

/**
 * The provider says a payment has `refundedCents` refunded in all: what the shop has not recorded yet was refunded in the
 * provider's own dashboard, and is recorded now. The provider names no lines: the rest of the order gives back its
 * units and delivery; a part, its share of each rate's tax. Safe to receive twice: the total, not the news, decides.
 */
export async function recordProviderRefund(db: Db, paymentReference: string, refundedCents: number, publicUrl: string) {
  await db.transaction(async (tx) => {
    // A deleted order too: money that went back went back, and the books keep it.
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, paymentReference)).for('update');
    if (!order) return;
    const leftToRefundCents = order.amountCents - order.refundedCents;
    const amountCents = Math.min(refundedCents, order.amountCents) - order.refundedCents;
    if (amountCents <= 0) return;
    const [earlier, lines] = await Promise.all([
      tx
        .select({ taxLines: refunds.taxLines, shippingCents: refunds.shippingCents })
        .from(refunds)
        .where(eq(refunds.orderId, order.id)),
      tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)),
    ]);
    // All that was left: its units and delivery go back, as the shop's own refund of the rest would give them.
    const all = amountCents === leftToRefundCents;
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        amountCents,
        shippingCents: all ? order.shippingPriceCents - earlier.reduce((sum, e) => sum + e.shippingCents, 0) : 0,
        reason: 'provider',
        restock: false,
        idempotencyKey: `provider-${paymentReference}-${refundedCents}`,
        taxLines: providerRefundTaxLinesCents(
          order.taxLines,
          earlier.map((e) => e.taxLines),
          amountCents,
          leftToRefundCents,
        ),
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey })
      .returning({ id: refunds.id });
    if (!refund) return;
    const unitsLeft = all ? chooseLines(lines, undefined) : [];
    if (unitsLeft.length > 0) {
      await tx
        .insert(refundLines)
        .values(unitsLeft.map(({ line, quantity }) => ({ refundId: refund.id, orderLineId: line.id, quantity })));
      // The money has gone back already: what is left on the cards it bought is taken, spent or not.
      const withdrawnFrom = { orderId: order.id, orderNumber: formatOrderNumber(order.number), actorId: null };
      await withdrawBoughtGiftCards(
        tx,
        unitsLeft.map(({ line }) => line.id),
        withdrawnFrom,
        'takeWhatIsLeft',
      );
    }
    const creditNote = await issueCreditNote(tx, refund.id);
    await recordRefunded(tx, order, 'refunded', null);
    await enqueueMail(
      tx,
      await orderRefundMail(publicUrl, order, { reason: 'provider', amountCents, lines: [] }),
      await attachmentsFor(tx, creditNote),
    );
  });
}
