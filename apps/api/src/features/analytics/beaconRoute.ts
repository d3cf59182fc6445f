// POST /api/events: answers 202 with nothing, whatever it is sent, and never sets a cookie (decision 560). What it
// counts, app.analytics (counting.ts) keeps for the next batch.
import type { FastifyInstance } from 'fastify';
import { parsedBeacon } from './beacons.ts';

export async function beaconRoute(app: FastifyInstance) {
  // navigator.sendBeacon posts text/plain; whatever the type, the body is read as text and parsed by parsedBeacon, so a
  // page never gets a parsing error back.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // Counted without knowing who sent it, and in no answer the shop keeps copies of: a beacon neither looks up the
  // session its cookie names nor waits for the database's change notices, each a statement for every beacon.
  const config = { allowCrossSite: true, actsForNobody: true, changesNothingCached: true };
  // Logged only when something goes wrong: a request's two info lines, a thousand times a second, would bury the rest.
  app.post('/events', { config, logLevel: 'warn' }, async (request, reply) => {
    const beacon = parsedBeacon(request.body);
    if (beacon) await app.analytics.count(request, beacon);
    return reply.code(202).send();
  });
}
