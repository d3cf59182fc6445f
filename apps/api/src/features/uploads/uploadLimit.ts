// Limits how many images one user uploads a minute, answered before the body is read. With REDIS_URL the counts
// live in Redis, so every instance of the shop counts together; otherwise each instance counts in memory.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

export const UPLOADS_PER_MINUTE = 20;
export const TOO_MANY_UPLOADS_MESSAGE = `Too many uploads: at most ${UPLOADS_PER_MINUTE} images a minute. Please wait a minute and try again.`;
const WINDOW_MS = 60_000;

interface Count {
  count: number;
  resetsInMs: number;
}

interface UploadCounter {
  /** Counts one more upload of the user in the current window. */
  add(userId: string): Promise<Count>;
  close(): Promise<void>;
}

function memoryCounter(): UploadCounter {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  return {
    add: async (userId) => {
      const now = Date.now();
      if (windows.size > 10_000) for (const [id, w] of windows) if (w.resetsAt <= now) windows.delete(id);
      const current = windows.get(userId);
      const window = current && current.resetsAt > now ? current : { count: 0, resetsAt: now + WINDOW_MS };
      window.count += 1;
      windows.set(userId, window);
      return { count: window.count, resetsInMs: window.resetsAt - now };
    },
    close: async () => {},
  };
}

// Counting and starting the window's clock in one step, so two instances counting at once never leave a count
// without its expiry.
const COUNT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

function redisCounter(app: FastifyInstance, url: string, keyPrefix: string): UploadCounter {
  // Short timeouts: when Redis is unreachable the count is skipped rather than holding up uploads.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1_000 });
  redis.on('error', (err) => app.log.warn({ err }, 'upload limit store unreachable'));
  return {
    add: async (userId) => {
      const [count, resetsInMs] = (await redis.eval(COUNT_IN_WINDOW, 1, `${keyPrefix}uploads:${userId}`, WINDOW_MS)) as [
        number,
        number,
      ];
      return { count, resetsInMs };
    },
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}

/** An onRequest hook answering 429 once a signed-in user has uploaded their share this minute. */
export function limitUploadsPerUser(app: FastifyInstance) {
  const { redisUrl, redisKeyPrefix } = app.config;
  const counter = redisUrl ? redisCounter(app, redisUrl, redisKeyPrefix) : memoryCounter();
  app.addHook('onClose', () => counter.close());

  return async function limitUploads(request: FastifyRequest, reply: FastifyReply) {
    // A visitor is refused by the route itself.
    if (!request.actor) return;
    const counted = await counter.add(request.actor.id).catch((err: unknown) => {
      request.log.warn({ err }, 'upload not counted');
      return null;
    });
    if (!counted || counted.count <= UPLOADS_PER_MINUTE) return;
    return reply
      .status(429)
      .header('retry-after', Math.max(1, Math.ceil(counted.resetsInMs / 1000)))
      .send({ message: TOO_MANY_UPLOADS_MESSAGE });
  };
}
