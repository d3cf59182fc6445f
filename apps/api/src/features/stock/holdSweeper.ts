// Gives back the stock of expired checkouts every minute, so the catalog shows it again even when nobody checks out.
// Every instance sweeps; releaseExpiredHolds claims each session once, so sweeps running together do no harm.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { releaseExpiredHolds } from './holds.ts';

const SWEEP_EVERY_MS = 60_000;

export default fp(async function holdSweeperPlugin(app: FastifyInstance) {
  let sweeping: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweeping = releaseExpiredHolds(app.db).catch((err: unknown) => app.log.warn({ err }, 'expired holds not released'));
    }, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
});
