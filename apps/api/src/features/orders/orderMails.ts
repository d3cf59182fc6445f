// The mails about an order: its confirmation once paid, news of its shipping and completion, and of money sent back.
import { formatOrderNumber, type OrderStatus, pathInLanguage, type RefundReason } from '@atelier/domain';
import { createElement } from 'react';
import {
  type ConfirmedLine,
  draftMail,
  type MailDraft,
  OrderConfirmationMail,
  OrderRefundMail,
  OrderStatusMail,
  REFUND_NEWS,
  type RefundedLine,
  STATUS_NEWS,
} from '../outbox/index.ts';
import { type OrderRow, shippingAddressOf } from './mapper.ts';

/** The order's page in the mail's language: a French mail leads to `/fr/orders/…`. */
const orderUrl = (publicUrl: string, order: OrderRow) => `${publicUrl}${pathInLanguage(`/orders/${order.id}`, order.language)}`;

export interface OrderTotalsCents {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

function deliveryOf(order: OrderRow) {
  const { shippingMethodName, shippingPriceCents, shippingMinDays, shippingMaxDays, createdAt } = order;
  if (shippingMethodName === null || shippingMinDays === null || shippingMaxDays === null) return null;
  return {
    name: shippingMethodName,
    priceCents: shippingPriceCents,
    minDays: shippingMinDays,
    maxDays: shippingMaxDays,
    placedAt: createdAt,
  };
}

/** The promotion the order was paid with, named by its code (or its label, for an automatic one). */
export function discountOf(order: Pick<OrderRow, 'promotionCode' | 'promotionLabel' | 'discountCents'>) {
  const name = order.promotionCode ?? order.promotionLabel;
  return name === null ? null : { name, cents: order.discountCents };
}

export function orderConfirmationMail(
  publicUrl: string,
  order: OrderRow,
  lines: ConfirmedLine[],
  totals: OrderTotalsCents,
): MailDraft {
  return draftMail(
    order.email,
    (shop, t) => t('confirmation.subject', { shop, number: formatOrderNumber(order.number) }),
    createElement(OrderConfirmationMail, {
      shopUrl: publicUrl,
      orderUrl: orderUrl(publicUrl, order),
      orderNumber: formatOrderNumber(order.number),
      lines,
      ...totals,
      currency: order.currency,
      taxIncluded: order.taxIncluded,
      taxLines: order.taxLines,
      shippingAddress: shippingAddressOf(order),
      delivery: deliveryOf(order),
      discount: discountOf(order),
    }),
    undefined,
    order.language,
  );
}

/** The mail telling the customer their order moved to `status`, or null when that status is not news to them. */
export function orderStatusMail(publicUrl: string, order: OrderRow, status: OrderStatus): MailDraft | null {
  if (status !== 'shipped' && status !== 'completed') return null;
  return draftMail(
    order.email,
    (shop, t) => t(STATUS_NEWS[status].subject, { shop, number: formatOrderNumber(order.number) }),
    createElement(OrderStatusMail, {
      shopUrl: publicUrl,
      orderUrl: orderUrl(publicUrl, order),
      orderNumber: formatOrderNumber(order.number),
      status,
    }),
    undefined,
    order.language,
  );
}

/** The mail telling the customer that `amountCents` of their order went back to their card. */
export function orderRefundMail(
  publicUrl: string,
  order: OrderRow,
  refund: { reason: RefundReason; amountCents: number; lines: RefundedLine[] },
): MailDraft {
  return draftMail(
    order.email,
    (shop, t) => t(REFUND_NEWS[refund.reason].subject, { shop, number: formatOrderNumber(order.number) }),
    createElement(OrderRefundMail, {
      shopUrl: publicUrl,
      orderUrl: orderUrl(publicUrl, order),
      orderNumber: formatOrderNumber(order.number),
      currency: order.currency,
      ...refund,
    }),
    undefined,
    order.language,
  );
}
