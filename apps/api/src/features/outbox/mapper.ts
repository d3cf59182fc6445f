import type { OutboxMail, OutboxMailDetail } from '@atelier/domain';
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

export function toOutboxMailDetail(row: OutboxMailRow): OutboxMailDetail {
  return { ...toOutboxMail(row), html: row.html, text: row.text };
}
