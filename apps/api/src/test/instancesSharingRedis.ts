// Several instances of the shop on one test database and the local Redis, as behind a load balancer: built before the
// file's tests, closed after them, and their Redis keys (under a prefix of their own) deleted.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type TestApp, testConfig } from './testApp.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';

export function useInstancesSharingRedis(t: TestApp, count = 2): FastifyInstance[] {
  const instances: FastifyInstance[] = [];
  const keyPrefix = `atelier-test:${randomUUID()}:`;
  beforeAll(async () => {
    const config = testConfig({ redisUrl: REDIS_URL, redisKeyPrefix: keyPrefix });
    for (let i = 0; i < count; i++) instances.push(await buildApp(config, t.database));
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  return instances;
}
