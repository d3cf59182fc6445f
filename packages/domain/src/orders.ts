import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, ORDER_STATUSES, type OrderStatus, type Size } from './constants.ts';
import { COUNTRY_CODES, isCountryCode } from './countries.ts';
import type { Currency } from './currencies.ts';
import type { CreditNoteLink, DocumentLink } from './documentLinks.ts';
import { requiredText, sizeField } from './fields.ts';
import { giftCardLineField, type OrderGiftCard } from './giftCardProducts.ts';
import { prepaymentFields, refundDestinationField } from './giftCards.ts';
import { orderNumberOf } from './orderNumbers.ts';
import { pagingQuery } from './products.ts';
import type { Refund } from './refunds.ts';
import { type ShippingAddress, shippingAddressSchema } from './shipping.ts';
import type { OrderShipping, OrderTotals } from './shippingZones.ts';
import { languageField } from './translations.ts';

/** A JSON number: "0x10", true or [3] are refused, never read as one. */
export function lineQuantity() {
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
  /** Only for a gift card: its amount and whom it goes to. */
  giftCard: giftCardLineField.optional(),
});

/** Where the cart ships, as chosen in it: the zone whose delivery and tax apply. */
export const shippingCountryField = z
  .string({ error: 'shippingCountry must be a two-letter country code, e.g. FR' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { message: 'shippingCountry must be a two-letter country code, e.g. FR' })
  .optional();

export const createCheckoutBody = z.object({
  products: z
    .array(checkoutLine, { error: 'products must be a list of cart lines' })
    .min(1, 'Your cart is empty')
    .max(MAX_CART_LINES, 'Too many cart lines'),
  userId: requiredText('userId', 64),
  /** Where the order will ship, as chosen in the cart; without it the first shipping zone is offered. */
  shippingCountry: shippingCountryField,
  /** A discount code entered in the cart; the best of it and any automatic promotion is applied. */
  code: z.string({ error: 'Code must be text' }).trim().max(100, 'Code must be at most 100 characters').optional(),
  ...prepaymentFields,
  /** The language of the page checking out, which the order's mails are written in; without it, the account's. */
  language: languageField.optional(),
  /**
   * Where the goods go when gift cards and store credit pay it all, so no payment page asks: required then, for a cart
   * with goods to deliver. Its country must be one of the zone `shippingCountry` names.
   */
  shippingAddress: shippingAddressSchema(COUNTRY_CODES).optional(),
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
    /** With chosen lines: give the delivery back too. A refund of the whole order always does. */
    shipping: z.boolean({ error: 'shipping must be true or false' }),
    /** Where the money goes: each payment back to what paid it (the default), or all to the customer's store credit. */
    to: refundDestinationField,
  })
  .partial()
  // A field the shop does not read (an `amount`, say) is refused rather than ignored, so no one believes it counted.
  .strict();
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
  /** How many of the quantity a return exchanged for another size: they are not refunded. */
  exchangedQuantity: number;
  image: string;
  /** The line's share of the order's discount, in dollars: a refund of the line gives back its price less this. */
  discount: number;
  /** The percentage the line was taxed at. */
  taxRate: number;
  /** Only on a gift card line: whom the card goes to, and whether its mail has gone. */
  giftCard?: OrderGiftCard;
}

/** One status an order took, when it took it. */
export interface OrderStatusChange {
  status: OrderStatus;
  changedAt: string;
}

export interface Order {
  _id: string;
  orderId: string;
  /** What people call the order, shown as `#1042` (formatOrderNumber); unique, in the order orders were placed. */
  number: number;
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
  /** The delivery method as it was paid for; null on orders paid before the shop had delivery methods. */
  shipping: OrderShipping | null;
  /** What `amount` is made of: `total` equals it. */
  totals: OrderTotals;
  /** The promotion the order was paid with: its code (null for an automatic one) and label; null without one. */
  promotion: { code: string | null; label: string } | null;
  /** Every status the order has had, oldest first; the first is `pending`, when it was paid. */
  statusHistory: OrderStatusChange[];
  /** For the order a size exchange sends: the order whose return it replaces. */
  replacesOrderId?: string | null;
  /** The invoice issued when it was paid; null for an order paid before the shop issued invoices. */
  invoice: DocumentLink | null;
  /** The credit notes its refunds issued, oldest first. */
  creditNotes: CreditNoteLink[];
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
  /** Every price of the shop is in this currency. */
  currency: Currency;
  /** Whether the prices shown hold their tax ("Includes … VAT") or tax is added at checkout. */
  pricesIncludeTax: boolean;
}

/** zod's ISO date knows each month's length and the leap years; Date.parse takes 2026-02-30 for the 2nd of March. */
const calendarDay = z.iso.date();
const exportDay = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date written YYYY-MM-DD`)
    .refine((day) => calendarDay.safeParse(day).success, `${label} must be a date that exists`)
    // The database's timestamps reach far wider, but no order of the shop's is outside these years.
    .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', `${label} must be a day of the years 2000 to 2100`)
    .optional();

/** The first and last day of the orders wanted (UTC), both included; either may be left out. */
export const orderDays = { from: exportDay('from'), to: exportDay('to') };
export const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
export const FROM_AFTER_TO = { message: 'from must not be after to' };

/** GET /api/orders/export.csv query: the first and last day of the orders wanted (UTC), both included; either may be left out. */
export const orderExportQuery = z.object(orderDays).refine(fromNotAfterTo, FROM_AFTER_TO);
export type OrderExportQuery = z.infer<typeof orderExportQuery>;

/** An order number as a person types it, `1042` or `#1042`; empty means not given. */
const orderNumberQuery = z
  .string()
  .transform((typed, ctx) => {
    if (typed.trim() === '') return undefined;
    const number = orderNumberOf(typed);
    if (number === null) {
      ctx.addIssue({ code: 'custom', message: 'number must be an order number, such as 1042 or #1042' });
      return z.NEVER;
    }
    return number;
  })
  .optional();

/**
 * GET /api/orders/ query, every part optional: the orders of one number, of the days from/to (placed then, as the
 * export reads them), a page of them. Without page and limit the answer is every order, as the spec's call has it.
 */
export const orderListQuery = z
  .object({ ...orderDays, number: orderNumberQuery, ...pagingQuery })
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export type OrderListQuery = z.output<typeof orderListQuery>;

/** One page of GET /api/orders/?page=…&limit=…, shaped as the product listing's answer is. */
export interface OrderListPage {
  orders: Order[];
  totalPages: number;
  totalOrders: number;
}
