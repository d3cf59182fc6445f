import { z } from 'zod';
import { queryNumber } from './products.ts';

export const OUTBOX_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A mail in the Outbox list: who it is for, what it is about, and where it stands. */
export const outboxMail = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** `kept`: no SMTP server is configured, so it was not sent; `pending`: waiting for its next attempt. */
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

/**
 * One mail with both its parts as it is sent, links that act for their holder (a reset link) masked; both null once
 * SMTP has taken the mail, whose body the shop then forgets.
 */
export const outboxMailDetail = outboxMail.extend({ html: z.string().nullable(), text: z.string().nullable() });
export type OutboxMailDetail = z.infer<typeof outboxMailDetail>;

export const outboxPage = z.object({ mails: z.array(outboxMail), total: z.number().int(), pageSize: z.number().int() });
export type OutboxPage = z.infer<typeof outboxPage>;

export const outboxQuery = z.object({
  page: queryNumber('page')
    .pipe(z.number().int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page is too large'))
    .optional(),
});
