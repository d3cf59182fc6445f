// At most 10 wrong gift card codes per hour from one address and from one account (decision 620), counted by
// @fastify/rate-limit in the limit store: in Redis when REDIS_URL is set, so every instance counts together. Only a
// code no card has counts; past the limit, a wrong code answers 429 instead of 404.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, NotFound } from '../../shared/errors.ts';
import { refusal } from '../../shared/refusals.ts';

export const WRONG_CODES_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;
const TOO_MANY_WRONG_CODES = refusal('limit.giftCardCodes');

/**
 * Runs `action`; when it answers that no card has a code, counts the miss for the address and the account, and past
 * the limit answers 429 in place of the 404.
 */
export function countingWrongCodes(app: FastifyInstance) {
  const perIp = app.createRateLimit({
    max: WRONG_CODES_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `gift-card-codes:ip:${normalizeIP(request.ip)}`,
  });
  const perAccount = app.createRateLimit({
    max: WRONG_CODES_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `gift-card-codes:user:${request.actor?.id ?? ''}`,
  });
  return async function guarded<T>(request: FastifyRequest, reply: FastifyReply, action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (!(error instanceof NotFound && error.refusal?.id === 'giftCard.none')) throw error;
      const results = [await perIp(request), ...(request.actor ? [await perAccount(request)] : [])];
      const exceeded = results.find((result) => !result.isAllowed && result.isExceeded);
      if (exceeded && !exceeded.isAllowed) {
        reply.header('retry-after', Math.max(1, exceeded.ttlInSeconds));
        throw new HttpError(429, TOO_MANY_WRONG_CODES);
      }
      throw error;
    }
  };
}
