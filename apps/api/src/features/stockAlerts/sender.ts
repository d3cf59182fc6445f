// Every instance turns the database's stock-back events into alert mails while the app runs; sendStockAlerts claims
// each event once, so instances sending together write each mail once.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pollWhileDue } from '../../shared/pollWhileDue.ts';
import { mailLinksOf } from '../unsubscribe/index.ts';
import { sendStockAlerts } from './service.ts';

export default fp(async function stockAlertSenderPlugin(app: FastifyInstance) {
  const links = await mailLinksOf(app);
  pollWhileDue(app, {
    everyMs: app.config.mail.pollMs,
    batch: () => sendStockAlerts(app.db, links),
    failure: 'stock alerts not sent',
  });
});
