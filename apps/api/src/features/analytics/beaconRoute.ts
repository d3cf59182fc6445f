// POST /api/events: answers 202 with nothing, whatever it is sent, and never sets a cookie (decision 560). What it
// counts, app.analytics (counting.ts) keeps for the next batch.
import type { FastifyInstance } from 'fastify';
import { parsedBeacon } from './beacons.ts';

export async function beaconRoute(app: FastifyInstance) {
  // navigator.sendBeacon posts text/plain; whatever the type, the body is read as text and parsed by parsedBeacon, so a
  // page never gets a parsing error back.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // Events are no table a cached answer shows: the answer need not wait for the database's change notices, which on
  // the embedded database is one more statement for every beacon.
  app.post('/events', { config: { allowCrossSite: true, changesNothingCached: true } }, async (request, reply) => {
    const beacon = parsedBeacon(request.body);
    if (beacon) await app.analytics.count(request, beacon);
    return reply.code(202).send();
  });
}
