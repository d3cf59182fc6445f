// The mails about an order: its confirmation once paid, news of its shipping and completion, and of money sent back.
import type { OrderStatus, RefundReason } from '@atelier/domain';
import { createElement } from 'react';
import type { OutgoingMail } from '../outbox/mailer.ts';
import { type ConfirmedLine, OrderConfirmationMail } from '../outbox/mails/OrderConfirmationMail.tsx';
import { OrderRefundMail, REFUND_NEWS, type RefundedLine } from '../outbox/mails/OrderRefundMail.tsx';
import { OrderStatusMail, STATUS_NEWS } from '../outbox/mails/OrderStatusMail.tsx';
import { renderMail } from '../outbox/mails/renderMail.ts';
import { type OrderRow, shippingAddressOf } from './mapper.ts';

const orderUrl = (publicUrl: string, order: OrderRow) => `${publicUrl}/orders/${order.id}`;

export interface OrderTotalsCents {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

export function orderConfirmationMail(
  publicUrl: string,
  order: OrderRow,
  lines: ConfirmedLine[],
  totals: OrderTotalsCents,
): Promise<OutgoingMail> {
  return renderMail(
    order.email,
    'Your Atelier order is confirmed',
    createElement(OrderConfirmationMail, {
      shopUrl: publicUrl,
      orderUrl: orderUrl(publicUrl, order),
      orderId: order.orderId,
      lines,
      ...totals,
      shippingAddress: shippingAddressOf(order),
    }),
  );
}

/** The mail telling the customer their order moved to `status`, or null when that status is not news to them. */
export function orderStatusMail(publicUrl: string, order: OrderRow, status: OrderStatus): Promise<OutgoingMail> | null {
  if (status !== 'shipped' && status !== 'completed') return null;
  return renderMail(
    order.email,
    STATUS_NEWS[status].subject,
    createElement(OrderStatusMail, { shopUrl: publicUrl, orderUrl: orderUrl(publicUrl, order), orderId: order.orderId, status }),
  );
}

/** The mail telling the customer that `amountCents` of their order went back to their card. */
export function orderRefundMail(
  publicUrl: string,
  order: OrderRow,
  refund: { reason: RefundReason; amountCents: number; lines: RefundedLine[] },
): Promise<OutgoingMail> {
  return renderMail(
    order.email,
    REFUND_NEWS[refund.reason].subject,
    createElement(OrderRefundMail, {
      shopUrl: publicUrl,
      orderUrl: orderUrl(publicUrl, order),
      orderId: order.orderId,
      ...refund,
    }),
  );
}
