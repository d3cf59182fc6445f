// A mail to write (its addressee, subject and content), and the HTML and plain-text parts the outbox keeps and sends,
// rendered with the shop's name and address as its settings give them when the mail is written: the subject too.
import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import type { OutgoingMail } from '../mailer.ts';
import { type MailShop, MailShopContext } from './mailShop.ts';

export interface MailDraft {
  to: string;
  /** The subject in the words of the shop as it is named when the mail is written. */
  subject: (shopName: string) => string;
  content: ReactElement;
  headers?: Record<string, string>;
}

export function draftMail(
  to: string,
  subject: MailDraft['subject'],
  content: ReactElement,
  headers?: Record<string, string>,
): MailDraft {
  return { to, subject, content, ...(headers ? { headers } : {}) };
}

export async function renderMail({ to, subject, content, headers }: MailDraft, shop: MailShop): Promise<OutgoingMail> {
  const mail = createElement(MailShopContext.Provider, { value: shop }, content);
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { to, subject: subject(shop.name), html, text, senderName: shop.name, headers: headers ?? null };
}
