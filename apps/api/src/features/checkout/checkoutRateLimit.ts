// Limits how many checkouts one account, and one IP address, may open in an hour, answered before the body is read.
// Counted by @fastify/rate-limit in the limit store: in Redis when REDIS_URL is set, so every instance counts together.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuseWhenExceeded } from '../../http/tooMany.ts';
import { refusal } from '../../shared/refusals.ts';

const HOUR_MS = 60 * 60_000;
const TOO_MANY_CHECKOUTS_MESSAGE = refusal('limit.checkouts');

/** An onRequest hook answering 429 with Retry-After once the account or the address has opened its share this hour. */
export function limitCheckoutsOpened(app: FastifyInstance) {
  const { perAccountPerHour, perIpPerHour } = app.config.checkoutLimits;
  // A visitor is refused by the route itself, and counts by address only.
  const perAccount = app.createRateLimit({
    max: perAccountPerHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `checkouts:account:${request.actor?.id}`,
  });
  // An IPv6 address counts by its /64 network: one subscriber usually holds the whole network.
  const perIp = app.createRateLimit({
    max: perIpPerHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `checkouts:ip:${normalizeIP(request.ip)}`,
  });

  return async function limitCheckouts(request: FastifyRequest, reply: FastifyReply) {
    const checks = [perIp(request), ...(request.actor ? [perAccount(request)] : [])];
    return refuseWhenExceeded(reply, await Promise.all(checks), TOO_MANY_CHECKOUTS_MESSAGE);
  };
}
