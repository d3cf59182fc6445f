// Limits how many images one user uploads a minute, answered before the body is read. With REDIS_URL the counts
// live in Redis, so every instance of the shop counts together; otherwise each instance counts in memory.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { memoryWindowCounter, redisWindowCounter } from '../../windowCounter.ts';

export const UPLOADS_PER_MINUTE = 20;
export const TOO_MANY_UPLOADS_MESSAGE = `Too many uploads: at most ${UPLOADS_PER_MINUTE} images a minute. Please wait a minute and try again.`;
const WINDOW_MS = 60_000;

/** An onRequest hook answering 429 once a signed-in user has uploaded their share this minute. */
export function limitUploadsPerUser(app: FastifyInstance) {
  const counter = app.limitStore
    ? redisWindowCounter(app.limitStore, `${app.config.redisKeyPrefix}uploads:`, WINDOW_MS)
    : memoryWindowCounter(WINDOW_MS);

  return async function limitUploads(request: FastifyRequest, reply: FastifyReply) {
    // A visitor is refused by the route itself.
    if (!request.actor) return;
    const counted = await counter.take(request.actor.id).catch((err: unknown) => {
      request.log.warn({ err }, 'upload not counted');
      return null;
    });
    if (!counted || counted.count <= UPLOADS_PER_MINUTE) return;
    return reply
      .status(429)
      .header('retry-after', Math.max(1, Math.ceil(counted.resetInMs / 1000)))
      .send({ message: TOO_MANY_UPLOADS_MESSAGE });
  };
}
