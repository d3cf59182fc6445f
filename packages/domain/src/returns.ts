// Returns and size exchanges: what the customer may ask, the states a return goes through, and what a returned line
// gives back. Shared by the server, which enforces it, and the screens, which offer it.
import { z } from 'zod';
import { TAX_RATE } from './constants.ts';
import { requiredText, sizeField } from './fields.ts';
import { taxCents } from './money.ts';
import { lineQuantity } from './orders.ts';

/** How many days after an order is completed (or shipped, if never completed) its customer may still send it back. */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;

/** What the shop tells the browser of its returns (`GET /api/returns/policy`): the window its server enforces. */
export interface ReturnPolicy {
  windowDays: number;
}
export const RETURN_NOTE_MAX_LENGTH = 500;

export const RETURN_REASONS = [
  'too-small',
  'too-large',
  'not-as-pictured',
  'changed-my-mind',
  'arrived-damaged',
  'wrong-item',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** How the screens and mails name each reason. */
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  'too-small': 'Too small',
  'too-large': 'Too large',
  'not-as-pictured': 'Not as pictured',
  'changed-my-mind': 'Changed my mind',
  'arrived-damaged': 'Arrived damaged',
  'wrong-item': 'Wrong item',
};

/** The reasons that are the shop's fault: their refund includes the delivery the customer paid for. */
const DELIVERY_REFUNDED_FOR: readonly ReturnReason[] = ['arrived-damaged', 'wrong-item'];

export const RETURN_STATUSES = ['requested', 'approved', 'received', 'closed', 'rejected', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The only moves a return makes; any other is refused with 409. */
const RETURN_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected', 'cancelled'],
  approved: ['received'],
  received: ['closed'],
  closed: [],
  rejected: [],
  cancelled: [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_MOVES[from].includes(to);
}

/** A return still waiting for its parcel: its lines count against what the order can still send back. */
export function isOpenReturn(status: ReturnStatus): boolean {
  return status === 'requested' || status === 'approved';
}

export interface ReturnedLineCents {
  /** The price of one unit as the order charged it. */
  priceCents: number;
  /** The units that arrived. */
  quantity: number;
  reason: ReturnReason;
  /** The part of the order's discount these units carried; 0 while the shop gives no discounts. */
  discountShareCents?: number;
  /** The part of the order's delivery charge this line carries; 0 while the shop charges no delivery. */
  deliveryShareCents?: number;
}

/**
 * What a money-back line gives back: the price of the units that arrived less their share of any discount, plus
 * their tax, plus their share of the delivery when the shop was at fault (arrived damaged, wrong item).
 */
export function returnedLineRefundCents({
  priceCents,
  quantity,
  reason,
  discountShareCents = 0,
  deliveryShareCents = 0,
}: ReturnedLineCents): number {
  const paidCents = Math.max(0, priceCents * quantity - discountShareCents);
  const deliveryCents = DELIVERY_REFUNDED_FOR.includes(reason) ? deliveryShareCents : 0;
  return paidCents + taxCents(paidCents, TAX_RATE) + deliveryCents;
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
  createdAt: string;
  updatedAt: string;
}
