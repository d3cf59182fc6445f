import type { OutboxMail, OutboxMailDetail } from '@atelier/domain';
import { maskSecretLinks } from './mails/secretLinks.ts';
import type { OutboxMailRow } from './service.ts';

export function toOutboxMail(row: OutboxMailRow): OutboxMail {
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The body as the Outbox shows it: secret links masked; null once SMTP took the mail and its body was forgotten. */
export function toOutboxMailDetail(row: OutboxMailRow): OutboxMailDetail {
  const shown = (part: string | null) => (part === null ? null : maskSecretLinks(part));
  return { ...toOutboxMail(row), html: shown(row.html), text: shown(row.text) };
}
