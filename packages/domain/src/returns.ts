// Returns and size exchanges: what the customer may ask and which delivery a returned line gives back (the reasons and
// states are in returnTerms.ts); its units and tax go back as every refund's. The server enforces it; the screens name
// the limits it checks.
import { z } from 'zod';
import { requiredText, sizeField } from './fields.ts';
import { type RefundDestination, refundDestinationField } from './giftCards.ts';
import { lineQuantity } from './orders.ts';
import { RETURN_NOTE_MAX_LENGTH, RETURN_REASONS, RETURN_STATUSES, type ReturnReason, type ReturnStatus } from './returnTerms.ts';

/** The reasons that are the shop's fault: their refund includes the delivery the customer paid for. */
const DELIVERY_REFUNDED_FOR: readonly ReturnReason[] = ['arrived-damaged', 'wrong-item'];

/** Whether a return for `reason` gives the delivery back: the shop was at fault. */
export const refundsDelivery = (reason: ReturnReason) => DELIVERY_REFUNDED_FOR.includes(reason);

/**
 * A returned line's share of the order's delivery: the delivery in proportion to what its units cost of the order's
 * goods, floored to the cent (decision 461). A whole order returned gets all of it.
 */
export function deliveryShareOf({
  deliveryCents,
  unitsPaidCents,
  goodsPaidCents,
}: {
  deliveryCents: number;
  unitsPaidCents: number;
  goodsPaidCents: number;
}): number {
  if (goodsPaidCents <= 0) return 0;
  return Math.floor((deliveryCents * Math.min(unitsPaidCents, goodsPaidCents)) / goodsPaidCents);
}

const reasonField = z.enum(RETURN_REASONS, { error: `Reason must be one of: ${RETURN_REASONS.join(', ')}` });

export const createReturnBody = z
  .object({
    lines: z
      .array(
        z.object({
          lineId: requiredText('lineId', 64),
          quantity: lineQuantity(),
          reason: reasonField,
          /** Another size of the same product instead of the money back. */
          exchangeSize: sizeField().optional(),
        }),
        { error: 'lines must be a list of order lines' },
      )
      .min(1, 'Choose at least one line to return')
      .max(100, 'Too many lines'),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(RETURN_NOTE_MAX_LENGTH, `Note must be at most ${RETURN_NOTE_MAX_LENGTH} characters`)
      .optional(),
    /** Where the customer would like the money: `storeCredit` unless the admin chooses otherwise when receiving it. */
    to: refundDestinationField.optional(),
  })
  .strict();
export type CreateReturnBody = z.infer<typeof createReturnBody>;

export const rejectReturnBody = z.object({ reason: requiredText('Reason', 500) });

export const receiveReturnBody = z.object({
  lines: z
    .array(
      z.object({
        lineId: requiredText('lineId', 64),
        /** What actually arrived. */
        quantity: z.number({ error: 'Quantity must be a number' }).int('Quantity must be a whole number').min(0).max(1000),
        /** The part of what arrived that is not fit to sell again. */
        damaged: z.number({ error: 'Damaged must be a number' }).int('Damaged must be a whole number').min(0).max(1000),
      }),
      { error: 'lines must be a list of return lines' },
    )
    .min(1, 'Say what arrived of at least one line')
    .max(100, 'Too many lines'),
  /** Where the money goes: back to what paid it (the default), or all to the customer's store credit. */
  to: refundDestinationField.optional(),
});
export type ReceiveReturnBody = z.infer<typeof receiveReturnBody>;

export const returnListQuery = z.object({
  status: z.enum(RETURN_STATUSES, { error: `Status must be one of: ${RETURN_STATUSES.join(', ')}` }).optional(),
});

export interface ReturnLine {
  _id: string;
  /** The order line it sends back. */
  lineId: string;
  name: string;
  size: string | null;
  quantity: number;
  reason: ReturnReason;
  /** The size asked for instead of the money back; null: money back. */
  exchangeSize: string | null;
  /** Null until the parcel is received. */
  receivedQuantity: number | null;
  damagedQuantity: number | null;
}

export interface ReturnStatusChange {
  status: ReturnStatus;
  changedAt: string;
  /** Why, when an admin rejected it. */
  note?: string;
}

export interface Return {
  _id: string;
  orderId: string;
  orderNumber: number;
  email: string;
  status: ReturnStatus;
  note: string;
  lines: ReturnLine[];
  history: ReturnStatusChange[];
  /** The order that sends the sizes asked for, once the parcel was received. */
  replacementOrderId: string | null;
  /** What the parcel's money-back lines gave back, in dollars, once received. */
  refundedAmount: number;
  /** Only when the customer asked for it: where they would like the money (the admin may choose otherwise). */
  to?: RefundDestination;
  createdAt: string;
  updatedAt: string;
}
