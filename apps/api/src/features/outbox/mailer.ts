// How a mail leaves the shop: over SMTP when SMTP_URL is set, otherwise nowhere (it is kept for the Outbox).
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  /** Hands the mail on (`sent`) or keeps it (`kept`); throws when the SMTP server refuses it or cannot be reached. */
  deliver(mail: OutgoingMail): Promise<'sent' | 'kept'>;
  close(): void;
}

// Well under the claim's lease (service.ts), so a slow server never lets another instance send the mail again.
const SMTP_TIMEOUT_MS = 30_000;

export function mailerFor(config: MailConfig): Mailer {
  const { smtpUrl } = config;
  if (!smtpUrl) return { deliver: async () => 'kept', close: () => {} };
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS },
    { from: config.from },
  );
  return {
    deliver: async (mail) => {
      await transport.sendMail({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
      return 'sent';
    },
    close: () => transport.close(),
  };
}
