// Asks the provider again, every minute, for each refund left pending a minute or more (a crash between the steps, a
// provider that did not answer in time) and settles those it made (decision 460). Every instance sweeps: the provider
// makes a refund once per key, and a refund is settled once, so sweeps running together do no harm.
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';
import { everyWhileRunning } from '../../shared/everyWhileRunning.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { payPendingRefund } from './refundSettlement.ts';

const SWEEP_EVERY_MS = 60_000;
/** Soon after the app is ready: an instance replaced more often than a minute still sweeps. */
const FIRST_SWEEP_AFTER_MS = 10_000;
/** Younger ones are most likely still being asked for by the request that recorded them. */
const PENDING_AT_LEAST_SECONDS = 60;

/** Settles what it can of the refunds pending long enough; answers how many it settled. */
export async function settlePendingRefunds(
  db: Db,
  payments: PaymentProvider,
  publicUrl: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const pending = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(eq(refunds.status, 'pending'), lt(refunds.createdAt, sql`now() - make_interval(secs => ${PENDING_AT_LEAST_SECONDS})`)),
    )
    .orderBy(asc(refunds.createdAt));
  let settled = 0;
  for (const { id } of pending) {
    // One the provider refuses is removed by payPendingRefund; the others wait for the next sweep.
    const paid = await payPendingRefund(db, payments, publicUrl, id).catch((err: unknown) => {
      log.warn({ err, refundId: id }, 'pending refund refused by the payment service and removed');
      return false;
    });
    if (paid) settled++;
  }
  return settled;
}

export default fp(async function refundSweeperPlugin(app: FastifyInstance) {
  everyWhileRunning(app, {
    firstAfterMs: FIRST_SWEEP_AFTER_MS,
    everyMs: SWEEP_EVERY_MS,
    task: () => settlePendingRefunds(app.db, app.payments, app.config.publicUrl, app.log),
    failure: 'pending refunds not settled',
  });
});
