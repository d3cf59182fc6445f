// The one reminder of a checkout that ended unpaid (decision 350): due CHECKOUT_REMINDER_AFTER_MINUTES after it ended,
// written to the outbox only for a customer who agreed to such mails, has paid no order since, and had no reminder in
// the last 7 days. Every such checkout gets one row saying what was decided: that row is the claim.
import { cartRefillPath, pathInLanguage } from '@atelier/domain';
import { and, asc, eq, gt, gte, inArray, isNull, lte, ne, notExists } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../db/client.ts';
import { type CHECKOUT_REMINDER_OUTCOMES, checkoutReminders, checkoutSessions, orders, users } from '../../db/schema.ts';
import { CheckoutReminderMail, draftMail, enqueueMail } from '../outbox/index.ts';
import { type MailLinks, unsubscribeHeaders, unsubscribeUrl } from '../unsubscribe/index.ts';

const DAY_MS = 24 * 60 * 60_000;
/** A customer gets at most one reminder in this long, however many checkouts they leave. */
export const REMINDER_EVERY_MS = 7 * DAY_MS;
/** A reminder not written within a day of being due (every instance was down) is no longer about a cart just left. */
const LATEST_AFTER_DUE_MS = DAY_MS;
const BATCH = 20;

type Outcome = (typeof CHECKOUT_REMINDER_OUTCOMES)[number];
type EndedCheckout = Pick<typeof checkoutSessions.$inferSelect, 'id' | 'userId' | 'email' | 'lines' | 'createdAt' | 'language'>;

/** Why this checkout gets no reminder, or `sent`; read with the customer's row locked. */
async function outcomeFor(tx: Db, checkout: EndedCheckout, consented: boolean, now: Date): Promise<Outcome> {
  if (!consented) return 'no_consent';
  // An exchange's replacement order is not paid by the customer.
  const paid = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, checkout.userId), gte(orders.createdAt, checkout.createdAt), isNull(orders.replacesOrderId)))
    .limit(1);
  if (paid.length > 0) return 'paid_since';
  const later = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, checkout.userId),
        // The database keeps microseconds, a Date milliseconds: the checkout itself reads as later than its own time.
        ne(checkoutSessions.id, checkout.id),
        gt(checkoutSessions.createdAt, checkout.createdAt),
      ),
    )
    .limit(1);
  if (later.length > 0) return 'superseded';
  const recent = await tx
    .select({ at: checkoutReminders.decidedAt })
    .from(checkoutReminders)
    .where(
      and(
        eq(checkoutReminders.userId, checkout.userId),
        eq(checkoutReminders.outcome, 'sent'),
        gt(checkoutReminders.decidedAt, new Date(now.getTime() - REMINDER_EVERY_MS)),
      ),
    )
    .limit(1);
  return recent.length > 0 ? 'reminded_recently' : 'sent';
}

async function writeReminder(tx: Db, links: MailLinks, checkout: EndedCheckout): Promise<void> {
  const unsubscribe = unsubscribeUrl(links, 'cart-and-arrivals', checkout.email, checkout.language);
  const content = createElement(CheckoutReminderMail, {
    shopUrl: links.publicUrl,
    lines: checkout.lines,
    cartUrl: `${links.publicUrl}${pathInLanguage(cartRefillPath(checkout.lines), checkout.language)}`,
    unsubscribeUrl: unsubscribe,
  });
  const draft = draftMail(
    checkout.email,
    (shop, t) => t('reminder.subject', { shop }),
    content,
    unsubscribeHeaders(unsubscribe),
    checkout.language,
  );
  await enqueueMail(tx, draft);
}

/**
 * Decides the checkouts whose reminder is due at `now`, a batch in one transaction: the checkouts are claimed
 * `FOR UPDATE SKIP LOCKED` among those without a decision, then their customers are locked in id order, so two
 * instances deciding for one customer at once take turns and the second sees the first's reminder. Each checkout gets
 * its row and, when sent, its mail in the outbox with it. Answers how many checkouts were decided.
 */
export async function sendCheckoutReminders(db: Db, links: MailLinks, afterMs: number, now = new Date()): Promise<number> {
  const dueBy = new Date(now.getTime() - afterMs);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: checkoutSessions.id,
        userId: checkoutSessions.userId,
        email: checkoutSessions.email,
        lines: checkoutSessions.lines,
        createdAt: checkoutSessions.createdAt,
        language: checkoutSessions.language,
      })
      .from(checkoutSessions)
      .where(
        and(
          inArray(checkoutSessions.status, ['cancelled', 'expired']),
          lte(checkoutSessions.endedAt, dueBy),
          gt(checkoutSessions.endedAt, new Date(dueBy.getTime() - LATEST_AFTER_DUE_MS)),
          notExists(
            tx
              .select({ id: checkoutReminders.checkoutSessionId })
              .from(checkoutReminders)
              .where(eq(checkoutReminders.checkoutSessionId, checkoutSessions.id)),
          ),
        ),
      )
      .orderBy(asc(checkoutSessions.endedAt))
      .limit(BATCH)
      .for('update', { of: checkoutSessions, skipLocked: true });
    if (due.length === 0) return 0;
    const customers = await tx
      .select({ id: users.id, consented: users.marketingEmails })
      .from(users)
      .where(inArray(users.id, [...new Set(due.map((checkout) => checkout.userId))]))
      .orderBy(users.id)
      .for('no key update');
    const consented = new Map(customers.map((customer) => [customer.id, customer.consented]));
    for (const checkout of due) {
      const outcome = await outcomeFor(tx, checkout, consented.get(checkout.userId) === true, now);
      await tx
        .insert(checkoutReminders)
        .values({ checkoutSessionId: checkout.id, userId: checkout.userId, outcome, decidedAt: now });
      if (outcome === 'sent') await writeReminder(tx, links, checkout);
    }
    return due.length;
  });
}
