// A mail to write (its addressee, subject and content), and the HTML and plain-text parts the outbox keeps and sends,
// rendered with the shop's name and address as its settings give them when the mail is written: the subject too.
import type { Language } from '@atelier/domain';
import { toPlainText } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import { prerender } from 'react-dom/static.edge';
import type { OutgoingMail } from '../mailer.ts';
import { type MailShop, MailShopContext } from './mailShop.ts';
import { MailLanguageContext, type MailText, mailLanguage } from './mailText.ts';

export interface MailDraft {
  to: string;
  /** The subject in the words of the shop as it is named when the mail is written, in the mail's language. */
  subject: (shopName: string, t: MailText) => string;
  content: ReactElement;
  headers?: Record<string, string>;
  /** The reader's language; English when not given. */
  language?: Language;
}

export function draftMail(
  to: string,
  subject: MailDraft['subject'],
  content: ReactElement,
  headers?: Record<string, string>,
  language?: Language,
): MailDraft {
  return { to, subject, content, ...(headers ? { headers } : {}), ...(language ? { language } : {}) };
}

/** The doctype mail clients expect, as React Email writes it. */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The mail's markup, rendered by React's build for edge runtimes, as pages are (decisions 430, 440): `render` from
 * `@react-email/render` takes React's Node build, whose first render leaves Node 20's promise hooks on for every
 * promise of the process. Mails carry no image (decision 117), so there are no image preloads to take out.
 */
async function mailMarkup(mail: ReactElement): Promise<string> {
  const { prelude } = await prerender(mail, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** The mail in its reader's language, which its `<html lang>` and its `Content-Language` header say. */
export async function renderMail({ to, subject, content, headers, language }: MailDraft, shop: MailShop): Promise<OutgoingMail> {
  const speaking = mailLanguage(language);
  const inLanguage = createElement(MailLanguageContext.Provider, { value: speaking }, content);
  const markup = await mailMarkup(createElement(MailShopContext.Provider, { value: shop }, inLanguage));
  const html = XHTML_DOCTYPE + markup.replace(/<!DOCTYPE.*?>/, '');
  return {
    to,
    subject: subject(shop.name, speaking.t),
    html,
    text: toPlainText(markup),
    senderName: shop.name,
    headers: { ...headers, 'Content-Language': speaking.language },
  };
}
