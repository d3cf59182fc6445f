// Limits how many discount codes one address may try in ten minutes, so codes cannot be guessed by trying them all.
// A cart asked without a code (what the automatic promotions take off) guesses nothing and is not counted. Counted by
// @fastify/rate-limit in the limit store: in Redis when REDIS_URL is set, so every instance counts together.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuseWhenExceeded } from '../../http/tooMany.ts';
import { refusal } from '../../shared/refusals.ts';

export const CODE_TRIES_PER_WINDOW = 30;
const WINDOW_MS = 10 * 60_000;
const TOO_MANY_CODES_MESSAGE = refusal('limit.codes');

const hasCode = (request: FastifyRequest) => {
  const code = (request.body as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.trim() !== '';
};

/** A preValidation hook (the body is read, so a cart without a code goes by) answering 429 past the limit. */
export function limitCodeTries(app: FastifyInstance) {
  // An IPv6 address counts by its /64 network: one subscriber usually holds the whole network.
  const perIp = app.createRateLimit({
    max: CODE_TRIES_PER_WINDOW,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `promotion-codes:ip:${normalizeIP(request.ip)}`,
  });
  return async function limitTries(request: FastifyRequest, reply: FastifyReply) {
    if (!hasCode(request)) return undefined;
    return refuseWhenExceeded(reply, [await perIp(request)], TOO_MANY_CODES_MESSAGE);
  };
}
