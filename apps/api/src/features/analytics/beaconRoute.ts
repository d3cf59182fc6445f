// POST /api/events: answers 202 with nothing, whatever it is sent, and never sets a cookie (decision 560). What it
// counts waits in this instance's buffer for the next batch; closing the app writes what is left.
import type { FastifyInstance } from 'fastify';
import { pollWhileDue } from '../../shared/pollWhileDue.ts';
import { beaconRow } from './beacons.ts';
import { EventBuffer } from './eventBuffer.ts';
import { VisitorHasher } from './visitors.ts';

const WRITE_EVERY_MS = 250;

export async function beaconRoute(app: FastifyInstance) {
  const buffer = new EventBuffer(app.db);
  const visitors = new VisitorHasher(app.db);
  // navigator.sendBeacon posts text/plain; whatever the type, the body is read as text and parsed by beaconRow, so a
  // page never gets a parsing error back.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post('/events', { config: { allowCrossSite: true } }, async (request, reply) => {
    try {
      const visit = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', host: request.host };
      const row = await beaconRow({ ...visit, body: request.body, headers: request.headers }, visitors);
      if (row) buffer.add(row);
    } catch (err) {
      request.log.warn({ err }, 'analytics event not counted');
    }
    return reply.code(202).send();
  });

  pollWhileDue(app, {
    everyMs: WRITE_EVERY_MS,
    batch: () => buffer.writeDue(),
    failure: 'analytics events not written',
  });
  app.addHook('onClose', async () => {
    while ((await buffer.writeBatch()) > 0);
  });
}
