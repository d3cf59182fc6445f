// The shop's one rate-limit mechanism: @fastify/rate-limit, whose `app.createRateLimit` every limit is made with
// (sign-ins, registrations, uploads, checkouts, codes, stock alerts). With REDIS_URL its counts live in Redis, so that
// all instances count together, on one connection closed with the app; otherwise each instance counts in memory.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export default fp(async function limitStorePlugin(app: FastifyInstance) {
  const { redisUrl, redisKeyPrefix } = app.config;
  // Short timeouts: when Redis is unreachable a count is skipped rather than holding up the request.
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1_000 }) : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'limit store unreachable'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // No limit of its own on every route: each limit is made where it applies, keyed by what it counts.
  await app.register(rateLimit, { global: false, redis, nameSpace: `${redisKeyPrefix}limits:`, skipOnError: true });
});
