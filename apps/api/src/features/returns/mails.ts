// The mails that tell a customer how their return goes: approved (and where to send it), declined, arrived, complete.
import { formatOrderNumber } from '@atelier/domain';
import { createElement } from 'react';
import type { orders } from '../../db/schema.ts';
import { draftMail, type MailDraft, RETURN_NEWS, ReturnMail, type ReturnNews } from '../outbox/index.ts';

type OrderNamed = Pick<typeof orders.$inferSelect, 'id' | 'email' | 'number'>;

export function returnMail(publicUrl: string, order: OrderNamed, news: ReturnNews, details: string[]): MailDraft {
  const orderNumber = formatOrderNumber(order.number);
  return draftMail(
    order.email,
    (shopName) => RETURN_NEWS[news].subject(shopName, orderNumber),
    createElement(ReturnMail, { shopUrl: publicUrl, orderUrl: `${publicUrl}/orders/${order.id}`, orderNumber, news, details }),
  );
}
