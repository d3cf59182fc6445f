// What an invoice or a credit note prints, worked out once when it is issued from the order, its lines, the refund and
// the shop's settings as they stand then. Pure: the issuing transaction reads the rows and hands them in.
import {
  countryName,
  type DocumentData,
  type DocumentLine,
  type DocumentParty,
  paperSizeFor,
  type ShopSettings,
  type TaxLineCents,
} from '@atelier/domain';
import type { orderLines, orders, refunds } from '../../db/schema.ts';
import { type DocumentText, documentText } from './documentText.ts';
import type { TakenNumber } from './numbering.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/**
 * The shop as its documents name it: its legal details, or its public name and address (its country in the document's
 * language) while those are empty.
 */
function sellerOf(settings: ShopSettings, { locale }: DocumentText): DocumentData['seller'] {
  const { legal, shop } = settings;
  const address = shop.address;
  const publicAddress = address
    ? [address.line1, address.line2 ?? '', `${address.postalCode} ${address.city}`.trim(), countryName(address.country, locale)]
    : [];
  const legalAddress = legal.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    name: legal.name || shop.name,
    addressLines: (legalAddress.length > 0 ? legalAddress : publicAddress).filter(Boolean),
    taxId: legal.taxId,
    companyNumber: legal.companyNumber,
    email: shop.email,
  };
}

/** The buyer: the name and address the order ships to (the shop asks for no other billing address). */
function buyerOf(order: OrderRow, { locale }: DocumentText): DocumentData['buyer'] {
  const party: DocumentParty =
    order.shippingName === null
      ? { name: order.email, addressLines: [] }
      : {
          name: order.shippingName,
          addressLines: [
            order.shippingLine1 ?? '',
            order.shippingLine2 ?? '',
            `${order.shippingPostalCode ?? ''} ${order.shippingCity ?? ''}`.trim(),
            order.shippingCountry ? countryName(order.shippingCountry, locale) : '',
          ].filter(Boolean),
        };
  return { ...party, email: order.email };
}

/**
 * The tax lines of an order: those it stored, or for an order from before the shop had tax settings, the spec's 5 %
 * on the goods, whatever the amount holds beyond the goods and delivery.
 */
function orderTaxLines(order: OrderRow, goodsCents: number): TaxLineCents[] {
  if (order.taxLines.length > 0 || order.taxIncluded) return order.taxLines;
  const addedCents = order.amountCents - goodsCents - order.shippingPriceCents;
  return addedCents > 0 ? [{ rate: 5, baseCents: goodsCents, taxCents: addedCents }] : [];
}

const paidWith = (order: OrderRow, { t }: DocumentText) => t('paidWith.card', { payment: order.orderId });

interface Issue {
  taken: TakenNumber;
  settings: ShopSettings;
  order: OrderRow;
}

/** The words a document is issued in: the order's language, frozen with the rest. */
const textOf = (order: OrderRow) => documentText(order.language, order.currency);

/** The invoice of a paid order: every line, the delivery, tax per rate and the total paid. */
export function invoiceData({ taken, settings, order }: Issue, lines: OrderLineRow[]): DocumentData {
  const text = textOf(order);
  const documentLines: DocumentLine[] = lines.map((line) => ({
    name: line.name,
    size: line.size,
    quantity: line.quantity,
    unitPriceCents: line.priceCents,
    discountCents: line.discountCents,
    taxRate: line.taxRate,
    amountCents: line.priceCents * line.quantity - line.discountCents,
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  return {
    kind: 'invoice',
    number: taken.number,
    issuedAt: taken.issuedAt.toISOString(),
    suppliedOn: order.createdAt.toISOString().slice(0, 10),
    orderNumber: order.number,
    correctsNumber: null,
    reason: null,
    seller: sellerOf(settings, text),
    buyer: buyerOf(order, text),
    currency: order.currency,
    taxIncluded: order.taxIncluded,
    lines: documentLines,
    deliveryName: order.shippingMethodName,
    deliveryCents: order.shippingPriceCents,
    subtotalCents,
    discountCents,
    taxLines: orderTaxLines(order, subtotalCents - discountCents),
    totalCents: order.amountCents,
    paidWith: paidWith(order, text),
    paperSize: paperSizeFor(settings.shop.address?.country),
    language: text.language,
  };
}

/** One line a refund gave back: the order's line, how many units, and how many of it earlier refunds gave back. */
export interface RefundedLine {
  line: OrderLineRow;
  quantity: number;
  refundedBefore: number;
}

const REASONS = {
  refund: 'reason.refund',
  cancellation: 'reason.cancellation',
  provider: 'reason.provider',
  sold_out: 'reason.soldOut',
} as const satisfies Record<RefundRow['reason'], string>;

function reasonOf(refund: RefundRow, { t }: DocumentText): string {
  return t(refund.idempotencyKey.startsWith('return-') ? 'reason.return' : REASONS[refund.reason]);
}

const negative = (cents: number) => (cents === 0 ? 0 : -cents);

/**
 * The lines of a refund that names no units (part of an order refunded at the provider): one per rate, its share of
 * what the rate had left, and what is left of the amount untaxed (delivery without tax).
 */
function shareLines(refund: RefundRow, taxIncluded: boolean, { t, percent }: DocumentText): DocumentLine[] {
  const shareLine = (name: string, taxRate: number, cents: number): DocumentLine => ({
    name,
    size: null,
    quantity: -1,
    unitPriceCents: cents,
    discountCents: 0,
    taxRate,
    amountCents: negative(cents),
  });
  const taxed = refund.taxLines.map((line) =>
    shareLine(t('share.taxed', { rate: percent(line.rate) }), line.rate, line.baseCents + (taxIncluded ? line.taxCents : 0)),
  );
  const untaxedCents = refund.amountCents - refund.taxLines.reduce((sum, line) => sum + line.baseCents + line.taxCents, 0);
  return untaxedCents > 0 ? [...taxed, shareLine(t('share.untaxed'), 0, untaxedCents)] : taxed;
}

/**
 * The credit note of a settled refund: exactly the units it gave back, each at what was paid for it (its share of the
 * discount as refunds work it out, decision 360), the delivery it gave back and the tax per rate it stored, negative.
 * A refund naming no units carries its share of each rate as a line instead.
 */
export function creditNoteData(
  { taken, settings, order }: Issue,
  invoice: DocumentData,
  refund: RefundRow,
  refunded: RefundedLine[],
): DocumentData {
  const text = textOf(order);
  const shareOf = (line: OrderLineRow, units: number) => Math.floor((line.discountCents * units) / line.quantity);
  const unitLines: DocumentLine[] = refunded.map(({ line, quantity, refundedBefore }) => {
    const discountCents = shareOf(line, refundedBefore + quantity) - shareOf(line, refundedBefore);
    return {
      name: line.name,
      size: line.size,
      quantity: -quantity,
      unitPriceCents: line.priceCents,
      discountCents: negative(discountCents),
      taxRate: line.taxRate,
      amountCents: negative(line.priceCents * quantity - discountCents),
    };
  });
  const lines =
    unitLines.length > 0 || refund.amountCents === refund.shippingCents ? unitLines : shareLines(refund, order.taxIncluded, text);
  return {
    ...invoice,
    kind: 'credit_note',
    number: taken.number,
    issuedAt: taken.issuedAt.toISOString(),
    correctsNumber: invoice.number,
    reason: reasonOf(refund, text),
    // The seller as it is now: a credit note is a document of its own day, as the invoice was of its.
    seller: sellerOf(settings, text),
    lines,
    deliveryCents: negative(refund.shippingCents),
    subtotalCents: negative(lines.reduce((sum, line) => sum - line.unitPriceCents * line.quantity, 0)),
    discountCents: lines.reduce((sum, line) => sum + line.discountCents, 0),
    taxLines: refund.taxLines.map((line) => ({
      rate: line.rate,
      baseCents: negative(line.baseCents),
      taxCents: negative(line.taxCents),
    })),
    totalCents: negative(refund.amountCents),
    paidWith: paidWith(order, text),
    language: text.language,
  };
}
