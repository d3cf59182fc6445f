// The mails that tell a customer how their return goes: approved (and where to send it), declined, arrived, complete,
// in the order's language.
import { formatOrderNumber, pathInLanguage } from '@atelier/domain';
import { createElement } from 'react';
import type { orders } from '../../db/schema.ts';
import { draftMail, type MailDraft, RETURN_NEWS, type ReturnDetail, ReturnMail, type ReturnNews } from '../outbox/index.ts';

type OrderNamed = Pick<typeof orders.$inferSelect, 'id' | 'email' | 'number' | 'language'>;

export function returnMail(publicUrl: string, order: OrderNamed, news: ReturnNews, details: ReturnDetail[]): MailDraft {
  const orderNumber = formatOrderNumber(order.number);
  return draftMail(
    order.email,
    (shopName, t) => t(RETURN_NEWS[news].subject, { shop: shopName, number: orderNumber }),
    createElement(ReturnMail, {
      shopUrl: publicUrl,
      orderUrl: `${publicUrl}${pathInLanguage(`/orders/${order.id}`, order.language)}`,
      orderNumber,
      news,
      details,
    }),
    undefined,
    order.language,
  );
}
