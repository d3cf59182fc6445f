import {
  type CreditNoteLink,
  type DocumentLink,
  documentUrl,
  type Order,
  type OrderGiftCard,
  type OrderShipping,
  type OrderStatus,
  type OrderTotals,
  type Refund,
  type ShippingAddress,
  type TaxLineCents,
  taxTotalCents,
  toMajorUnits,
  toTaxLines,
} from '@atelier/domain';
import type { orderLines, orderStatusChanges, orders, refunds } from '../../db/schema.ts';
import type { SpentOnOrder } from '../giftCards/index.ts';
import type { DocumentSummary } from '../invoices/index.ts';

export type StatusChangeRow = typeof orderStatusChanges.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export interface RefundWithLines {
  orderId: string;
  refund: RefundRow;
  /** The refunder's username, when it was someone in the shop. */
  refundedBy: string | null;
  lines: Array<{ orderLineId: string; quantity: number }>;
}
export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
  refunds: RefundWithLines[];
  /** Oldest first. */
  history: StatusChangeRow[];
  /** Its invoice and credit notes, oldest first. */
  documents: DocumentSummary[];
  /** What gift cards and store credit paid of it; absent when they paid nothing. */
  prepaid?: SpentOnOrder | undefined;
  /** The gift cards it bought, by the line that bought each. */
  giftCards?: ReadonlyMap<string, OrderGiftCard> | undefined;
}

/** Rows of several orders, each order's in the order they came. */
export function groupByOrder<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const byOrder = new Map<string, T[]>();
  for (const row of rows) {
    const group = byOrder.get(row.orderId);
    if (group) group.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
}

/** The address columns of an order, as they are written. */
export function shippingColumns(address: ShippingAddress | null) {
  return {
    shippingName: address?.name ?? null,
    shippingLine1: address?.line1 ?? null,
    shippingLine2: address?.line2 || null,
    shippingCity: address?.city ?? null,
    shippingPostalCode: address?.postalCode ?? null,
    shippingCountry: address?.country ?? null,
  };
}

/** Null for an order paid before the shop asked for addresses. */
export function shippingAddressOf(order: OrderRow): ShippingAddress | null {
  const { shippingName, shippingLine1, shippingLine2, shippingCity, shippingPostalCode, shippingCountry } = order;
  if (shippingName === null || shippingLine1 === null || shippingCity === null) return null;
  return {
    name: shippingName,
    line1: shippingLine1,
    line2: shippingLine2 ?? '',
    city: shippingCity,
    postalCode: shippingPostalCode ?? '',
    country: shippingCountry ?? '',
  };
}

/** The delivery method as it was paid for; null on orders paid before the shop had delivery methods. */
export function orderShippingOf(order: OrderRow): OrderShipping | null {
  const { shippingMethodName, shippingPriceCents, shippingMinDays, shippingMaxDays } = order;
  if (shippingMethodName === null || shippingMinDays === null || shippingMaxDays === null) return null;
  const price = majorUnitsOf(order)(shippingPriceCents);
  return { name: shippingMethodName, price, minDays: shippingMinDays, maxDays: shippingMaxDays };
}

/** An order's money in its currency's major units, as the API shows it (12.5 dollars, 1235 yen). */
export const majorUnitsOf = (order: Pick<OrderRow, 'currency'>) => (minor: number) => toMajorUnits(minor, order.currency);

/**
 * The tax lines of an order. Orders from before the shop had tax settings paid the spec's 5 % on the goods after
 * discount; their one line is worked out from what they paid.
 */
function taxLinesOf(order: OrderRow, goodsCents: number, addedTaxCents: number): TaxLineCents[] {
  if (order.taxLines.length > 0 || order.taxIncluded) return order.taxLines;
  return addedTaxCents > 0 ? [{ rate: 5, baseCents: goodsCents, taxCents: addedTaxCents }] : [];
}

/**
 * What the amount paid is made of. The shop keeps the amount and the delivery price as they were charged; tax added
 * to the prices is what remains of the amount once the goods and delivery are taken off, so `total` is always
 * `amount`. Tax inside the prices is the sum of the order's tax lines.
 */
export function orderTotalsOf(order: OrderRow, lines: Pick<OrderLineRow, 'priceCents' | 'quantity'>[]): OrderTotals {
  const major = majorUnitsOf(order);
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const { discountCents } = order;
  const goodsCents = subtotalCents - discountCents;
  const addedTaxCents = order.taxIncluded ? 0 : order.amountCents - goodsCents - order.shippingPriceCents;
  const taxLines = taxLinesOf(order, goodsCents, addedTaxCents);
  return {
    subtotal: major(subtotalCents),
    discount: major(discountCents),
    shipping: major(order.shippingPriceCents),
    tax: major(order.taxIncluded ? taxTotalCents(taxLines) : addedTaxCents),
    total: major(order.amountCents),
    taxIncluded: order.taxIncluded,
    taxLines: toTaxLines(taxLines, order.currency),
    currency: order.currency,
  };
}

/** What gift cards and store credit paid of an order, and what was left due to the card. */
function prepaidTotalsOf(order: OrderRow, prepaid: SpentOnOrder) {
  const major = majorUnitsOf(order);
  const prepaidCents = prepaid.giftCards.reduce((sum, card) => sum + card.cents, 0) + prepaid.storeCreditCents;
  return {
    giftCards: prepaid.giftCards.map((card) => ({ last4: card.last4, amount: major(card.cents) })),
    storeCredit: major(prepaid.storeCreditCents),
    due: major(order.amountCents - prepaidCents),
  };
}

/** The delivery columns of an order, as they are written. */
export function deliveryColumns(
  method: { methodId: string; name: string; priceCents: number; minDays: number; maxDays: number } | null,
) {
  return {
    shippingMethodId: method?.methodId ?? null,
    shippingMethodName: method?.name ?? null,
    shippingPriceCents: method?.priceCents ?? 0,
    shippingMinDays: method?.minDays ?? null,
    shippingMaxDays: method?.maxDays ?? null,
  };
}

export function toRefund({ refund, refundedBy, lines }: RefundWithLines, order: OrderRow, orderLines: OrderLineRow[]): Refund {
  const major = majorUnitsOf(order);
  const names = new Map(orderLines.map((line) => [line.id, line.name]));
  return {
    _id: refund.id,
    amount: major(refund.amountCents),
    reason: refund.reason,
    status: refund.status,
    shipping: major(refund.shippingCents),
    lines: lines.map((line) => ({ lineId: line.orderLineId, name: names.get(line.orderLineId) ?? '', quantity: line.quantity })),
    refundedBy,
    createdAt: refund.createdAt.toISOString(),
  };
}

function toDocumentLink(document: DocumentSummary): DocumentLink {
  return { number: document.number, issuedAt: document.issuedAt.toISOString(), url: documentUrl(document.number) };
}

export function toOrder({ order, lines, history, refunds, documents, prepaid, giftCards }: OrderWithLines): Order {
  const major = majorUnitsOf(order);
  return {
    _id: order.id,
    orderId: order.orderId,
    number: order.number,
    status: order.status,
    amount: major(order.amountCents),
    refundedAmount: major(order.refundedCents),
    refunds: refunds.map((refund) => toRefund(refund, order, lines)),
    email: order.email,
    userId: order.userId,
    products: lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      name: line.name,
      size: line.size,
      price: major(line.priceCents),
      quantity: line.quantity,
      refundedQuantity: line.refundedQuantity,
      exchangedQuantity: line.exchangedQuantity,
      image: line.image,
      discount: major(line.discountCents),
      taxRate: line.taxRate,
      ...(giftCards?.has(line.id) ? { giftCard: giftCards.get(line.id) } : {}),
    })),
    shippingAddress: shippingAddressOf(order),
    shipping: orderShippingOf(order),
    totals: { ...orderTotalsOf(order, lines), ...(prepaid ? prepaidTotalsOf(order, prepaid) : {}) },
    promotion: order.promotionLabel === null ? null : { code: order.promotionCode, label: order.promotionLabel },
    statusHistory: history.map((change) => ({
      // The column is free text so that new statuses only add rows; the shop writes only statuses it knows.
      status: change.status as OrderStatus,
      changedAt: change.changedAt.toISOString(),
    })),
    replacesOrderId: order.replacesOrderId,
    invoice: documents.filter((document) => document.kind === 'invoice').map(toDocumentLink)[0] ?? null,
    creditNotes: documents
      .filter((document) => document.kind === 'credit_note')
      .map((document): CreditNoteLink => ({ ...toDocumentLink(document), amount: major(document.totalCents) })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
