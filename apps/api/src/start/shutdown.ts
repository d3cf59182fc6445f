// Graceful stop on SIGTERM/SIGINT: fail /api/ready for SHUTDOWN_DELAY_MS while still serving, so a load balancer
// moves new requests elsewhere; then stop accepting connections, let requests in flight and the mail being sent
// finish, close the database.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

// Long enough for any normal request to finish; a request stuck longer must not keep the old instance alive.
const DRAIN_LIMIT_MS = 15_000;

export function closeGracefullyOnSignals(app: FastifyInstance, database: Database): void {
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.draining = true;
    const delayMs = app.config.shutdownDelayMs;
    app.log.info({ signal, delayMs }, 'shutting down: failing /api/ready, then draining requests in flight');
    setTimeout(() => {
      app.log.error('requests still in flight after the drain limit: exiting anyway');
      process.exit(1);
    }, delayMs + DRAIN_LIMIT_MS).unref();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await app.close();
    await database.close();
    app.log.info('shut down cleanly');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
