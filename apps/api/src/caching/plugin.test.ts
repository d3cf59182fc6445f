import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { testConfig } from '../test/testApp.ts';
import cachingPlugin from './plugin.ts';

/** A database that announces no change: a copy stays fresh for as long as the test runs. */
const quietDatabase = {
  listen: async () => async () => {},
  caughtUp: async () => {},
} as unknown as Database;

/** An app with copies kept, a rule every request must meet as an app's preHandler hook, and one cached route. */
async function shopWithRule(config: Partial<Config>) {
  const app = Fastify();
  app.decorate('config', testConfig({ copyFreshMs: 60_000, ...config }));
  app.decorate('database', quietDatabase);
  await app.register(cachingPlugin);
  app.addHook('preHandler', async (request, reply) => {
    if (request.headers['x-shop-closed']) return reply.code(503).send({ message: 'The shop is closed' });
  });
  app.get('/figures', { config: { cache: { shows: ['products'], servesTo: 'everyone' } } }, async () => ({ figures: 1 }));
  return app;
}

describe('a cached route', () => {
  it('meets the app’s preHandler hooks even when a fresh copy answers it', async () => {
    const app = await shopWithRule({ cacheHitHeader: true });
    const hits: unknown[] = [];
    for (let ask = 0; ask < 3; ask++) hits.push((await app.inject({ url: '/figures' })).headers['x-cache']);
    expect(hits).toEqual([undefined, undefined, 'hit']);

    const closed = await app.inject({ url: '/figures', headers: { 'x-shop-closed': '1' } });
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toEqual({ message: 'The shop is closed' });
    await app.close();
  });

  it('says nothing of its copies unless the config asks', async () => {
    const app = await shopWithRule({ cacheHitHeader: false });
    for (let ask = 0; ask < 3; ask++) {
      const answer = await app.inject({ url: '/figures' });
      expect(answer.json()).toEqual({ figures: 1 });
      expect(answer.headers['x-cache']).toBeUndefined();
    }
    await app.close();
  });
});
