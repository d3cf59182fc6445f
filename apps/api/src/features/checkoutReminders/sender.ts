// Every instance writes the reminders of checkouts that ended unpaid while the app runs, on the outbox's rhythm;
// sendCheckoutReminders claims each checkout once, so instances deciding together write each reminder once.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pollWhileDue } from '../../shared/pollWhileDue.ts';
import { mailLinksOf } from '../unsubscribe/index.ts';
import { sendCheckoutReminders } from './service.ts';

export default fp(async function checkoutReminderSenderPlugin(app: FastifyInstance) {
  const links = await mailLinksOf(app);
  pollWhileDue(app, {
    everyMs: app.config.mail.pollMs,
    batch: () => sendCheckoutReminders(app.db, links, app.config.checkoutReminderAfterMs),
    failure: 'checkout reminders not written',
  });
});
