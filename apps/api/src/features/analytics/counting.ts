// What this instance counts, whoever saw it: the beacons pages send, and what the server sees happen itself (a checkout
// opened), so an event a page would have to send as it leaves is not lost with the page. Each waits in this instance's
// buffer for the next batch; closing the app writes what is left (decision 560).
import type { Beacon } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pollWhileDue } from '../../shared/pollWhileDue.ts';
import { eventRow } from './beacons.ts';
import { EventBuffer } from './eventBuffer.ts';
import { VisitorHasher } from './visitors.ts';

const WRITE_EVERY_MS = 250;

export interface ShopAnalytics {
  /** Counts the event for the request's visitor, unless the request asks not to be followed or comes from a bot; never throws. */
  count(request: FastifyRequest, event: Beacon): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    analytics: ShopAnalytics;
  }
}

export default fp(async function analyticsCounting(app: FastifyInstance) {
  const buffer = new EventBuffer(app.db);
  const visitors = new VisitorHasher(app.db);

  app.decorate('analytics', {
    async count(request, event) {
      try {
        const visit = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', host: request.host };
        const row = await eventRow({ ...visit, headers: request.headers }, event, visitors);
        if (row) buffer.add(row);
      } catch (err) {
        request.log.warn({ err }, 'analytics event not counted');
      }
    },
  } satisfies ShopAnalytics);

  pollWhileDue(app, {
    everyMs: WRITE_EVERY_MS,
    batch: () => buffer.writeDue(),
    failure: 'analytics events not written',
  });
  app.addHook('onClose', async () => {
    while ((await buffer.writeBatch()) > 0);
  });
});
