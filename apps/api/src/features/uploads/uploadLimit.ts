// Limits how many images one user uploads a minute, answered before the body is read. Counted by @fastify/rate-limit
// in the limit store: in Redis when REDIS_URL is set, so every instance counts together.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuseWhenExceeded } from '../../http/tooMany.ts';

export const UPLOADS_PER_MINUTE = 20;
export const TOO_MANY_UPLOADS_MESSAGE = `Too many uploads: at most ${UPLOADS_PER_MINUTE} images a minute. Please wait a minute and try again.`;

/** An onRequest hook answering 429 with Retry-After once a signed-in user has uploaded their share this minute. */
export function limitUploadsPerUser(app: FastifyInstance) {
  const perUser = app.createRateLimit({
    max: UPLOADS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `uploads:account:${request.actor?.id}`,
  });

  return async function limitUploads(request: FastifyRequest, reply: FastifyReply) {
    // A visitor is refused by the route itself.
    if (!request.actor) return undefined;
    return refuseWhenExceeded(reply, [await perUser(request)], TOO_MANY_UPLOADS_MESSAGE);
  };
}
