// Several instances of the shop on one test database and the local Redis, behind the load balancer: built before
// the file's tests, closed after them, and their Redis keys (under a prefix of their own) deleted.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import { type BalancedInstances, useBalancedInstances } from './balancedInstances.ts';
import type { TestApp } from './testApp.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';

export function useInstancesSharingRedis(t: TestApp, count = 2): BalancedInstances {
  const keyPrefix = `atelier-test:${randomUUID()}:`;
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  return useBalancedInstances(t, { count, config: { redisUrl: REDIS_URL, redisKeyPrefix: keyPrefix } });
}
