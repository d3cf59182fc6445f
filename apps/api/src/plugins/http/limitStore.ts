// The Redis connection every limit of the shop counts in when REDIS_URL is set (sign-ins, registrations, uploads),
// so that all instances count together: one connection for all of them, closed with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined without REDIS_URL: each instance then counts in memory. */
    limitStore: Redis | undefined;
  }
}

export default fp(async function limitStorePlugin(app: FastifyInstance) {
  const { redisUrl } = app.config;
  // Short timeouts: when Redis is unreachable a count is skipped rather than holding up the request.
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1_000 }) : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'limit store unreachable'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  app.decorate('limitStore', redis);
});
