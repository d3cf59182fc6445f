// Turns a mail component into the HTML and plain-text parts the outbox keeps and sends.
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { OutgoingMail } from '../mailer.ts';

export async function renderMail(to: string, subject: string, mail: ReactElement): Promise<OutgoingMail> {
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { to, subject, html, text };
}
