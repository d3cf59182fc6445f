import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { buildApp } from '../../start/app.ts';
import { testConfig } from '../../test/testApp.ts';
import { createTestDatabase } from '../../test/testDatabase.ts';

let database: Database;
let direct: FastifyInstance;
let behindProxy: FastifyInstance;

/** An app with one route that fails the way a bug would. */
async function shopWithABug(trustProxy: string | false): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ trustProxy }), database);
  app.get('/api/broken', async () => {
    throw new TypeError('a bug');
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  direct = await shopWithABug(false);
  behindProxy = await shopWithABug('10.0.0.5');
});

afterAll(async () => {
  await direct?.close();
  await behindProxy?.close();
  await database?.close();
});

/** A request to the shop behind the proxy, arriving from `remoteAddress` with an X-Request-Id already set. */
const fromAddress = (remoteAddress: string, requestId: string) =>
  behindProxy.inject({ method: 'GET', url: '/api/health', remoteAddress, headers: { 'x-request-id': requestId } });

describe('request ids', () => {
  it('answers every request with an id of its own in X-Request-Id', async () => {
    const first = await direct.inject({ method: 'GET', url: '/api/health' });
    const second = await direct.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('ignores an id a client sets itself', async () => {
    const res = await direct.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'chosen-by-me' } });
    expect(res.headers['x-request-id']).not.toBe('chosen-by-me');
  });

  it('keeps the id the trusted proxy set, and only that proxy', async () => {
    expect((await fromAddress('10.0.0.5', 'lb-7f3a9c')).headers['x-request-id']).toBe('lb-7f3a9c');
    expect((await fromAddress('203.0.113.9', 'lb-7f3a9c')).headers['x-request-id']).not.toBe('lb-7f3a9c');
  });

  it('replaces an id from the proxy that is not a plain short token', async () => {
    const res = await fromAddress('10.0.0.5', 'two words\u0007');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the id in an error on the shop side, so support can find it, but not in a refusal', async () => {
    const failed = await direct.inject({ method: 'GET', url: '/api/broken' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: expect.any(String), requestId: failed.headers['x-request-id'] });
    const refused = await direct.inject({ method: 'GET', url: '/api/auth/users' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: expect.any(String) });
  });
});
