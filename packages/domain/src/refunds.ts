// Refunds as the API shows them, and the reasons a refund is made for. What a refund gives back is worked out by
// discountedRefundCents (discounts.ts), the same way on the server and on the admin's screen.

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
  lines: RefundLine[];
  /** Who refunded: null for a refund made at the provider. */
  refundedBy: string | null;
  createdAt: string;
}
