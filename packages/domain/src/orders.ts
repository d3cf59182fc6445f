import { z } from 'zod';
import { MAX_LINE_QUANTITY, ORDER_STATUSES, type OrderStatus, type Size } from './constants.ts';
import { requiredText, sizeField } from './fields.ts';
import type { Refund } from './refunds.ts';
import type { ShippingAddress } from './shipping.ts';

/** A JSON number: "0x10", true or [3] are refused, never read as one. */
function lineQuantity() {
  return z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);
}

/** A cart line sent to checkout: only the product id, size and quantity are trusted; anything else is ignored. */
export const checkoutLine = z.object({
  _id: requiredText('Product id', 64),
  quantity: lineQuantity(),
  /** Only for a sized product. */
  size: sizeField().optional(),
});

export const createCheckoutBody = z.object({
  products: z
    .array(checkoutLine, { error: 'products must be a list of cart lines' })
    .min(1, 'Your cart is empty')
    .max(100, 'Too many cart lines'),
  userId: requiredText('userId', 64),
});
export type CreateCheckoutBody = z.infer<typeof createCheckoutBody>;

export const confirmPaymentBody = z.object({
  session_id: requiredText('session_id', 200),
});

export const orderStatusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(', ')}` }),
});

/** A cart line that asks for more than the shop has: what a 409 from checkout lists. */
export interface ShortLine {
  _id: string;
  size: Size | null;
  available: number;
}

/** The 409 answer of checkout when stock is short; nothing was created. */
export interface StockShortAnswer {
  message: string;
  lines: ShortLine[];
}

/** Lines to refund and how many of each; none means everything not yet refunded. The amount is never sent. */
export const refundOrderBody = z
  .object({
    lines: z
      .array(
        z.object({
          lineId: requiredText('lineId', 64),
          quantity: lineQuantity(),
        }),
        { error: 'lines must be a list of order lines' },
      )
      .min(1, 'Choose at least one line to refund')
      .max(100, 'Too many lines'),
  })
  .partial();
export type RefundOrderBody = z.infer<typeof refundOrderBody>;

export interface OrderLine {
  _id: string;
  productId: string | null;
  name: string;
  size: Size | null;
  price: number;
  quantity: number;
  /** How many of the quantity have been refunded. */
  refundedQuantity: number;
  image: string;
}

/** One status an order took, when it took it. */
export interface OrderStatusChange {
  status: OrderStatus;
  changedAt: string;
}

export interface Order {
  _id: string;
  orderId: string;
  status: OrderStatus;
  amount: number;
  /** What has gone back to the customer so far, in dollars. */
  refundedAmount: number;
  refunds: Refund[];
  email: string;
  userId: string | null;
  products: OrderLine[];
  /** Null for an order paid before the shop asked for addresses. */
  shippingAddress: ShippingAddress | null;
  /** Every status the order has had, oldest first; the first is `pending`, when it was paid. */
  statusHistory: OrderStatusChange[];
  createdAt: string;
  updatedAt: string;
}

export interface CheckoutSessionResponse {
  id: string;
  url: string;
}

export interface ClientConfig {
  paymentProvider: 'sandbox' | 'stripe';
  stripePublishableKey: string | null;
  /** The sandbox runs in production for a demo: every page says that no real payment is taken. */
  demoPayments: boolean;
}

const exportDay = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date written YYYY-MM-DD`)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), `${label} must be a date that exists`)
    .optional();

/** GET /api/orders/export.csv query: the first and last day of the orders wanted (UTC), both included; either may be left out. */
export const orderExportQuery = z
  .object({ from: exportDay('from'), to: exportDay('to') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to' });
export type OrderExportQuery = z.infer<typeof orderExportQuery>;
