// What a refund gives back, worked out the same way on the server and on the admin's screen. Zod-free: the order
// pages show it too.
import { type PricedQuantity, totalsCents } from './money.ts';

/**
 * The cents that refunding `requested` gives back when `refundedBefore` has been refunded already: the totals (lines
 * and their 5 % tax) of everything refunded after, less those of everything refunded before. Refunds in any order and
 * any split so add up to exactly what the whole order cost, never a cent more or less.
 */
export function refundCents(refundedBefore: readonly PricedQuantity[], requested: readonly PricedQuantity[]): number {
  return totalsCents([...refundedBefore, ...requested]).totalCents - totalsCents(refundedBefore).totalCents;
}

export interface RefundLine {
  lineId: string;
  name: string;
  quantity: number;
}

/** Why money went back: an admin's refund, the customer's cancellation, or a refund made in the provider's own dashboard. */
export const REFUND_REASONS = ['refund', 'cancellation', 'provider'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export interface Refund {
  _id: string;
  amount: number;
  reason: RefundReason;
  lines: RefundLine[];
  /** Who refunded: null for a refund made at the provider. */
  refundedBy: string | null;
  createdAt: string;
}
