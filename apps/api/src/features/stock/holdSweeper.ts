// Gives back the stock of expired checkouts every minute, so the catalog shows it again even when nobody checks out.
// Every instance sweeps; releaseExpiredHolds claims each session once, so sweeps running together do no harm.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { everyWhileRunning } from '../../shared/everyWhileRunning.ts';
import { releaseExpiredHolds } from './holds.ts';

const SWEEP_EVERY_MS = 60_000;
/** Soon after the app is ready: an instance replaced more often than a minute still sweeps. */
const FIRST_SWEEP_AFTER_MS = 10_000;

export default fp(async function holdSweeperPlugin(app: FastifyInstance) {
  everyWhileRunning(app, {
    firstAfterMs: FIRST_SWEEP_AFTER_MS,
    everyMs: SWEEP_EVERY_MS,
    task: () => releaseExpiredHolds(app.db),
    failure: 'expired holds not released',
  });
});
