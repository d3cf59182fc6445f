// The transactional outbox: mails written with the change that causes them, claimed and delivered by any instance.
import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMails } from '../../db/schema.ts';
import { Conflict, NotFound } from '../../shared/errors.ts';
import { isUuid } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { documentFiles } from '../invoices/index.ts';
import { readSettings } from '../settings/index.ts';
import type { Mailer } from './mailer.ts';
import { mailShopOf } from './mails/mailShop.ts';
import { type MailDraft, renderMail } from './mails/renderMail.ts';

export type OutboxMailRow = typeof outboxMails.$inferSelect;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The wait after each failed attempt: an SMTP server down for well over ten minutes still loses nothing. */
export const RETRY_DELAYS_MS = [1, 2, 5, 15, 30].map((minutes) => minutes * MINUTE_MS);
/** After this many failed attempts (about an hour), the mail shows as failed, with Retry in the Outbox. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claimed mail is not due again for this long, so only an instance that died while sending leaves it to another. */
const CLAIM_LEASE_MS = 5 * MINUTE_MS;
const CLAIM_BATCH = 10;
export const OUTBOX_PAGE_SIZE = 50;

/**
 * Writes a mail to be sent, from and signed by the shop as its settings name it now, with the PDFs of the documents
 * `attachments` numbers; call it with the transaction of the change that causes the mail.
 */
export async function enqueueMail(db: Db, draft: MailDraft, attachments: string[] = []): Promise<void> {
  await enqueueMailAt(db, draft, new Date(), attachments);
}

/** The same, not sent before `sendAt`: answers the mail's id, whose addressee may change until it is sent. */
export async function enqueueMailAt(db: Db, draft: MailDraft, sendAt: Date, attachments: string[] = []): Promise<string> {
  const mail = await renderMail(draft, mailShopOf(await readSettings(db)));
  const [queued] = await db
    .insert(outboxMails)
    .values({ ...mail, attachments, nextAttemptAt: sendAt })
    .returning({ id: outboxMails.id });
  if (!queued) throw new Error('mail not queued');
  return queued.id;
}

/**
 * Claims the mails due at `now`: one statement locks them, skipping rows another instance holds, and moves their
 * next attempt past the lease, so no other instance picks them while this one sends.
 */
export async function claimDueMails(db: Db, now: Date, limit = CLAIM_BATCH): Promise<OutboxMailRow[]> {
  const due = db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(and(eq(outboxMails.status, 'pending'), lte(outboxMails.nextAttemptAt, now)))
    .orderBy(asc(outboxMails.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMails)
    .set({ attempts: sql`${outboxMails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(outboxMails.id, due))
    .returning();
}

async function deliverOne(db: Db, mailer: Mailer, mail: OutboxMailRow, now: Date): Promise<void> {
  try {
    // Only a sent mail has lost its body, and a sent mail is never claimed.
    if (mail.html === null || mail.text === null) throw new Error('This mail has no body left to send');
    const attachments = await documentFiles(db, mail.attachments);
    const outcome = await mailer.deliver({ ...mail, html: mail.html, text: mail.text, attachments });
    // Once SMTP has it, the shop keeps no copy of what it said (a reset link among others); a kept mail is only here.
    const sent = outcome === 'sent';
    await db
      .update(outboxMails)
      .set({ status: outcome, sentAt: sent ? new Date() : null, lastError: null, ...(sent ? { html: null, text: null } : {}) })
      .where(eq(outboxMails.id, mail.id));
  } catch (err) {
    const lastError = err instanceof Error ? err.message.slice(0, 500) : String(err);
    const retryInMs = RETRY_DELAYS_MS[mail.attempts - 1];
    await db
      .update(outboxMails)
      .set(
        retryInMs === undefined
          ? { status: 'failed', lastError }
          : { nextAttemptAt: new Date(now.getTime() + retryInMs), lastError },
      )
      .where(eq(outboxMails.id, mail.id));
  }
}

/** Delivers the mails due at `now`, one claimed batch; answers how many were claimed. */
export async function deliverDueMails(db: Db, mailer: Mailer, now = new Date()): Promise<number> {
  const claimed = await claimDueMails(db, now);
  for (const mail of claimed) await deliverOne(db, mailer, mail, now);
  return claimed.length;
}

/**
 * How long a mail that was sent (or kept, without an SMTP server) stays in the Outbox: long enough to answer "did the
 * shop write to me?", not for ever; a password reset mail holds a link, and the table would only grow.
 */
export const DELIVERED_MAIL_KEPT_MS = 30 * DAY_MS;

/** Deletes the mails sent or kept before the Outbox's keeping time; failed and pending mails stay. Answers how many. */
export async function deleteOldDeliveredMails(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(outboxMails)
    .where(
      and(
        inArray(outboxMails.status, ['sent', 'kept']),
        lt(outboxMails.createdAt, new Date(now.getTime() - DELIVERED_MAIL_KEPT_MS)),
      ),
    )
    .returning({ id: outboxMails.id });
  return deleted.length;
}

/** Every mail, newest first, a page at a time (admins only). */
export async function listMails(db: Db, actor: Actor | null, page: number): Promise<{ mails: OutboxMailRow[]; total: number }> {
  authorize(actor, 'read', 'mail');
  const [mails, [counted]] = await Promise.all([
    db
      .select()
      .from(outboxMails)
      .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(outboxMails),
  ]);
  return { mails, total: counted?.total ?? 0 };
}

async function findMail(db: Db, actor: Actor | null, id: string): Promise<OutboxMailRow> {
  authorize(actor, 'read', 'mail');
  const [mail] = isUuid(id) ? await db.select().from(outboxMails).where(eq(outboxMails.id, id)).limit(1) : [];
  if (!mail) throw new NotFound('Mail not found');
  return mail;
}

/** One mail with its body, for an admin; the reading goes to the audit trail with it, as who read whose mail. */
export async function readMail(db: Db, actor: Actor | null, id: string): Promise<OutboxMailRow> {
  return db.transaction(async (tx) => {
    const reader = authorize(actor, 'read', 'mail');
    const mail = await findMail(tx, reader, id);
    await recordAdminAction(tx, { actor: reader, kind: 'mail.read', subject: { type: 'mail', id: mail.id, label: mail.to } });
    return mail;
  });
}

/** Sends a failed mail again: it starts over with all its attempts, due at once. */
export async function retryMail(db: Db, actor: Actor | null, id: string): Promise<OutboxMailRow> {
  const mail = await findMail(db, actor, id);
  authorize(actor, 'update', 'mail');
  const [retried] = await db
    .update(outboxMails)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date() })
    .where(and(eq(outboxMails.id, mail.id), eq(outboxMails.status, 'failed')))
    .returning();
  if (!retried) throw new Conflict('Only a failed mail can be sent again');
  return retried;
}
