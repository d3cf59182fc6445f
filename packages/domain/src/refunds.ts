// Refunds as the API shows them, and the reasons a refund is made for. What a refund pays is worked out by
// refundAmountCents, the same way on the server and on the admin's screen.
import { discountedRefundCents, type PaidLineCents } from './discounts.ts';
import { DEFAULT_TAX_RATE, type TaxLineCents, type TaxMode, taxLinesCents, taxWithinGrossCents } from './tax.ts';

export interface RefundLine {
  lineId: string;
  name: string;
  quantity: number;
}

/**
 * Why money went back: an admin's refund, the customer's cancellation, a refund made in the provider's own dashboard,
 * or a payment that arrived after its checkout's stock had gone to others.
 */
export const REFUND_REASONS = ['refund', 'cancellation', 'provider', 'sold_out'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * `pending`: recorded, the payment service not yet known to have made it (it is asked again until it has);
 * `settled`: made.
 */
export const REFUND_STATUSES = ['pending', 'settled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface Refund {
  _id: string;
  amount: number;
  reason: RefundReason;
  status: RefundStatus;
  /** How much of `amount` gave the delivery back, in dollars. */
  shipping: number;
  lines: RefundLine[];
  /** Who refunded: null for a refund made at the provider. */
  refundedBy: string | null;
  createdAt: string;
}

export interface RefundQuestion {
  /** The order's lines, each with how many of it were refunded before. */
  lines: readonly (PaidLineCents & { refundedQuantity: number })[];
  /** How many units of each line, in the order of `lines`, are to be refunded. */
  requested: readonly number[];
  /** Whether the delivery goes back too: always with all that is left, with chosen lines when asked. */
  withDelivery: boolean;
  /** The delivery the order paid, less what refunds gave back of it. */
  deliveryLeftCents: number;
  /** What the order paid, less what refunds gave back of it. */
  leftToRefundCents: number;
  /** Whether the order's prices held their tax; false for orders placed before the shop had tax settings. */
  taxIncluded?: boolean;
  /** The delivery the order paid and the rate tax was added to it at; absent when no tax was added to delivery. */
  taxedDelivery?: { paidCents: number; rate: number } | null;
}

/**
 * What a refund pays, tax and delivery included: what was paid for the units (decision 360), plus what is left of the
 * delivery when it goes back too, never more than is left of what was paid; and how much of that is delivery.
 */
export function refundAmountCents(question: RefundQuestion): { amountCents: number; deliveryCents: number } {
  const { lines, requested, withDelivery, deliveryLeftCents, leftToRefundCents, taxIncluded = false } = question;
  const deliveryCents = withDelivery ? Math.max(0, deliveryLeftCents) : 0;
  const refundedBefore = lines.map((line) => line.refundedQuantity);
  const mode = { pricesIncludeTax: taxIncluded };
  const taxed = taxIncluded ? null : question.taxedDelivery;
  // Delivery with tax added goes back with its tax, worked out with the goods of its rate as the order paid it: as
  // units of one cent, so a delivery given back in parts is a line refunded in parts.
  const paidCents = taxed
    ? discountedRefundCents(
        [...lines, { priceCents: 1, quantity: taxed.paidCents, discountCents: 0, taxRate: taxed.rate }],
        [...refundedBefore, taxed.paidCents - Math.max(0, deliveryLeftCents)],
        [...requested, deliveryCents],
        mode,
      )
    : discountedRefundCents(lines, refundedBefore, requested, mode) + deliveryCents;
  const amountCents = Math.min(paidCents, leftToRefundCents);
  return { amountCents, deliveryCents: Math.min(deliveryCents, amountCents) };
}

/** What a refund gives back of delivery, and at which rate the order's delivery was taxed (null: it was not). */
export interface RefundedDelivery {
  rate: number | null;
  /** What refunds gave back of the delivery before this one. */
  beforeCents: number;
  cents: number;
}

/**
 * The tax a refund gives back, per rate (decision 505): each rate's tax on everything refunded once it is made, less
 * its tax on everything refunded before, the same difference refunds are priced by. Refunding the only line of a rate
 * gives back exactly that rate's tax, and an order's refunds together give back exactly its tax lines.
 */
export function refundTaxLinesCents(
  lines: readonly PaidLineCents[],
  refundedBefore: readonly number[],
  requested: readonly number[],
  delivery: RefundedDelivery,
  mode: TaxMode,
): TaxLineCents[] {
  const taxedAfter = (units: readonly number[], deliveryCents: number) => {
    const amounts = lines.map((line, index) => {
      const count = Math.min(units[index] ?? 0, line.quantity);
      const discountShare = Math.floor((line.discountCents * count) / line.quantity);
      return { amountCents: line.priceCents * count - discountShare, rate: line.taxRate ?? DEFAULT_TAX_RATE };
    });
    if (delivery.rate !== null && deliveryCents > 0) amounts.push({ amountCents: deliveryCents, rate: delivery.rate });
    return taxLinesCents(amounts, mode);
  };
  const before = taxedAfter(refundedBefore, delivery.beforeCents);
  const after = taxedAfter(
    lines.map((_, index) => (refundedBefore[index] ?? 0) + (requested[index] ?? 0)),
    delivery.beforeCents + delivery.cents,
  );
  return after
    .map((line) => {
      const earlier = before.find((b) => b.rate === line.rate);
      return {
        rate: line.rate,
        baseCents: line.baseCents - (earlier?.baseCents ?? 0),
        taxCents: line.taxCents - (earlier?.taxCents ?? 0),
      };
    })
    .filter((line) => line.baseCents !== 0 || line.taxCents !== 0);
}

/**
 * The tax a refund made at the provider gives back, per rate. The provider names an amount, not lines: it is spread
 * over what is left of each rate (the order's tax lines less its refunds'), in proportion to each rate's gross left
 * (base and tax) against all that is left to refund, untaxed delivery included; the tax is the share each part holds.
 * All that is left gives back exactly what is left of each rate, so the order's refunds sum to its tax lines.
 */
export function providerRefundTaxLinesCents(
  orderTaxLines: readonly TaxLineCents[],
  refundedTaxLines: readonly (readonly TaxLineCents[])[],
  amountCents: number,
  leftToRefundCents: number,
): TaxLineCents[] {
  const left = orderTaxLines.map((line) => {
    const earlier = refundedTaxLines.flat().filter((refunded) => refunded.rate === line.rate);
    return {
      rate: line.rate,
      baseCents: line.baseCents - earlier.reduce((sum, refunded) => sum + refunded.baseCents, 0),
      taxCents: line.taxCents - earlier.reduce((sum, refunded) => sum + refunded.taxCents, 0),
    };
  });
  const kept = (lines: TaxLineCents[]) => lines.filter((line) => line.baseCents !== 0 || line.taxCents !== 0);
  if (amountCents >= leftToRefundCents) return kept(left);
  const grossLeft = left.map((line) => line.baseCents + line.taxCents);
  const untaxedLeft = leftToRefundCents - grossLeft.reduce((sum, cents) => sum + cents, 0);
  const shares = grossLeft.map((cents) => Math.floor((amountCents * cents) / leftToRefundCents));
  // What the floors leave goes to the first rate (the highest) that has room, as a one-cent rest is its share.
  let rest = amountCents - Math.floor((amountCents * Math.max(0, untaxedLeft)) / leftToRefundCents);
  rest -= shares.reduce((sum, cents) => sum + cents, 0);
  for (const [index, cents] of shares.entries()) {
    const added = Math.min(rest, (grossLeft[index] ?? 0) - cents);
    shares[index] = cents + added;
    rest -= added;
  }
  return kept(
    left.map((line, index) => {
      const grossCents = shares[index] ?? 0;
      const taxCents = Math.min(line.taxCents, taxWithinGrossCents(grossCents, line.rate));
      return { rate: line.rate, baseCents: grossCents - taxCents, taxCents };
    }),
  );
}
