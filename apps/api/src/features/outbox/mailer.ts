// How a mail leaves the shop: over SMTP when SMTP_URL is set, otherwise nowhere (it is kept for the Outbox).
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config/config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The From's display name (the shop's name); absent or null: MAIL_FROM's as it is. */
  senderName?: string | null;
  /** Headers of its own, e.g. List-Unsubscribe; absent or null: none. */
  headers?: Record<string, string> | null;
  /** Files it carries, e.g. an invoice's PDF. */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** The address of MAIL_FROM, `shop@example.com` in `Atelier <shop@example.com>` or on its own. */
export function senderAddressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
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
      const from = mail.senderName ? { name: mail.senderName, address: senderAddressOf(config.from) } : undefined;
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
      return 'sent';
    },
    close: () => transport.close(),
  };
}
