// Limits "Email me when it's back" per email address and, for visitors, whose every ask mails a confirmation, per
// client address, so one client cannot mail many addresses. Counted by @fastify/rate-limit in the limit store: in
// Redis when REDIS_URL is set, so every instance counts together.
import { STOCK_ALERTS_PER_EMAIL_PER_HOUR, type StockAlertBody } from '@atelier/domain';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuseWhenExceeded } from '../../http/tooMany.ts';
import { refusal } from '../../shared/refusals.ts';

const HOUR_MS = 60 * 60_000;
export const VISITOR_ALERTS_PER_ADDRESS_PER_HOUR = 10;
const TOO_MANY_ALERTS_MESSAGE = refusal('limit.alertsPerEmail', { max: STOCK_ALERTS_PER_EMAIL_PER_HOUR });
const TOO_MANY_ALERTS_FROM_HERE_MESSAGE = refusal('limit.alertsFromHere', { max: VISITOR_ALERTS_PER_ADDRESS_PER_HOUR });

/** The email an alert is for: the signed-in shopper's own, or the one a visitor gave. */
const emailOf = (request: FastifyRequest) => (request.actor?.email ?? (request.body as StockAlertBody).email)?.toLowerCase();

/** A preHandler hook (the body is validated) answering 429 with Retry-After past either limit. */
export function limitStockAlerts(app: FastifyInstance) {
  const perEmail = app.createRateLimit({
    max: STOCK_ALERTS_PER_EMAIL_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `stock-alerts:email:${emailOf(request)}`,
  });
  // An IPv6 address counts by its /64 network: one subscriber usually holds the whole network.
  const perVisitorAddress = app.createRateLimit({
    max: VISITOR_ALERTS_PER_ADDRESS_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `stock-alerts:ip:${normalizeIP(request.ip)}`,
  });

  return async function limitAlerts(request: FastifyRequest, reply: FastifyReply) {
    if (!request.actor) {
      const fromHere = await perVisitorAddress(request);
      if (refuseWhenExceeded(reply, [fromHere], TOO_MANY_ALERTS_FROM_HERE_MESSAGE)) return reply;
    }
    if (!emailOf(request)) return undefined;
    return refuseWhenExceeded(reply, [await perEmail(request)], TOO_MANY_ALERTS_MESSAGE);
  };
}
