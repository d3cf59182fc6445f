// Every instance sends the outbox's due mails while the app runs; closing the app stops it after the mail under way.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pollWhileDue } from '../../shared/pollWhileDue.ts';
import { mailerFor } from './mailer.ts';
import { deleteOldDeliveredMails, deliverDueMails } from './service.ts';

const HOUR_MS = 60 * 60_000;

export default fp(async function mailSenderPlugin(app: FastifyInstance) {
  const mailer = mailerFor(app.config.mail);
  if (!app.config.mail.smtpUrl && app.config.env === 'production') {
    app.log.warn('SMTP_URL is not set: mails are kept in the Outbox and never sent');
  }
  let oldMailsDeletedAt = 0;
  pollWhileDue(app, {
    everyMs: app.config.mail.pollMs,
    batch: () => deliverDueMails(app.db, mailer),
    afterRound: async () => {
      if (Date.now() - oldMailsDeletedAt > HOUR_MS) {
        oldMailsDeletedAt = Date.now();
        await deleteOldDeliveredMails(app.db);
      }
    },
    failure: 'mails not sent',
    stopped: () => mailer.close(),
  });
});
