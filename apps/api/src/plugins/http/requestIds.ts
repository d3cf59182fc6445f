// Request ids: every log line of a request carries one (pino's `reqId`), every answer names it in X-Request-Id, and
// an id set by a trusted proxy is kept so one request can be followed from the load balancer to the database.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import proxyAddr from 'proxy-addr';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a proxy may hand over: a UUID, a hex trace id, something short and printable; anything else is replaced.
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/** Fastify's `genReqId`: the trusted proxy's id when it sent a usable one, otherwise a new UUID. */
export function requestIdGenerator(trustProxy: string | false): (request: IncomingMessage) => string {
  if (!trustProxy) return () => randomUUID();
  const trusted = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const fromProxy = trusted(request.socket.remoteAddress ?? '', 0);
    return fromProxy && typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
  };
}

export default fp(async function requestIdsPlugin(app: FastifyInstance) {
  // Callback hooks: no promise per request on the shop's hottest path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
});
