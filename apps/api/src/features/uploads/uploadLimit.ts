// Limits how many images one user uploads a minute, answered before the body is read. With REDIS_URL the counts
// live in Redis, so every instance of the shop counts together; otherwise each instance counts in memory.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { memoryWindowCounter, redisWindowCounter, type WindowCounter } from '../../windowCounter.ts';

export const UPLOADS_PER_MINUTE = 20;
export const TOO_MANY_UPLOADS_MESSAGE = `Too many uploads: at most ${UPLOADS_PER_MINUTE} images a minute. Please wait a minute and try again.`;
const WINDOW_MS = 60_000;

/** The per-user counter, in Redis when REDIS_URL is set; its connection closes with the app. */
function uploadCounter(app: FastifyInstance): WindowCounter {
  const { redisUrl, redisKeyPrefix } = app.config;
  if (!redisUrl) return memoryWindowCounter(WINDOW_MS);
  // Short timeouts: when Redis is unreachable the count is skipped rather than holding up uploads.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1_000 });
  redis.on('error', (err) => app.log.warn({ err }, 'upload limit store unreachable'));
  app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  return redisWindowCounter(redis, `${redisKeyPrefix}uploads:`, WINDOW_MS);
}

/** An onRequest hook answering 429 once a signed-in user has uploaded their share this minute. */
export function limitUploadsPerUser(app: FastifyInstance) {
  const counter = uploadCounter(app);

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
