// Every instance sends the outbox's due mails while the app runs; closing the app stops it after the mail under way.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailerFor } from './mailer.ts';
import { deleteOldDeliveredMails, deliverDueMails } from './service.ts';

const HOUR_MS = 60 * 60_000;

export default fp(async function mailSenderPlugin(app: FastifyInstance) {
  const mailer = mailerFor(app.config.mail);
  if (!app.config.mail.smtpUrl && app.config.env === 'production') {
    app.log.warn('SMTP_URL is not set: mails are kept in the Outbox and never sent');
  }
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closing = false;
  let oldMailsDeletedAt = 0;

  async function sendWhileDue(): Promise<void> {
    try {
      // Until nothing is due: a backlog drains at once rather than a batch per pause.
      while (!closing && (await deliverDueMails(app.db, mailer)) > 0);
      if (Date.now() - oldMailsDeletedAt > HOUR_MS) {
        oldMailsDeletedAt = Date.now();
        await deleteOldDeliveredMails(app.db);
      }
    } catch (err) {
      app.log.warn({ err }, 'mails not sent; trying again shortly');
    }
  }
  function schedule() {
    if (closing) return;
    timer = setTimeout(() => {
      running = sendWhileDue().then(schedule);
    }, app.config.mail.pollMs);
  }

  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
    mailer.close();
  });
});
