import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../start/app.ts';
import { makeSignedInUser } from '../test/factories.ts';
import { servicesMissing } from '../test/requiredServices.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcpProxy.ts';
import { testConfig } from '../test/testApp.ts';
import { createEmptyPostgresDatabase, postgresServerUrl } from '../test/testDatabase.ts';
import { type Database, openDatabase } from './client.ts';
import { isDatabaseUnavailable, isInvalidValueForDatabase } from './databaseErrors.ts';
import { migrate } from './migrate.ts';

// The app reaches a real PostgreSQL only through a relay the test cuts, as if the server went away.
let proxy: TcpProxy;
let database: Database;
let app: FastifyInstance;
let dropDatabase: () => Promise<void>;

const postgresMissing = await servicesMissing(['postgres']);
beforeAll(async () => {
  if (postgresMissing) return;
  const created = await createEmptyPostgresDatabase(postgresServerUrl());
  dropDatabase = created.drop;
  const direct = new URL(created.url);
  proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  const relayed = new URL(created.url);
  relayed.host = `127.0.0.1:${proxy.port}`;
  database = await openDatabase({ databaseUrl: relayed.toString(), dataDir: '' });
  await migrate(database);
  app = await buildApp(testConfig(), database);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy?.close();
  await dropDatabase?.();
});

const signInAttempt = () =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'anyone@example.com', password: 'whatever-it-is' } });

/** Asks until the shop answers as it did before the outage; a person would press reload. */
async function waitUntilAnswering(request: () => Promise<{ statusCode: number }>, expected: number) {
  const deadline = Date.now() + 15_000;
  let last = await request();
  while (last.statusCode !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await request();
  }
  return last.statusCode;
}

describe.skipIf(postgresMissing)('while PostgreSQL is unreachable', () => {
  it('answers 503 with a message, never 500, and recovers by itself once it is back', async () => {
    const { cookie } = await makeSignedInUser(app, database.db);
    const userList = () => app.inject({ method: 'GET', url: '/api/auth/users', headers: { cookie } });
    const ready = () => app.inject({ method: 'GET', url: '/api/ready' });
    expect((await signInAttempt()).statusCode).toBe(401);
    expect((await userList()).statusCode).toBe(403);
    expect((await ready()).statusCode).toBe(200);

    await proxy.cut();
    for (const res of [await signInAttempt(), await userList()]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: expect.any(String), requestId: res.headers['x-request-id'] });
    }
    for (const res of [await app.inject({ method: 'GET', url: '/api/health' }), await ready()]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }

    await proxy.restore();
    expect(await waitUntilAnswering(signInAttempt, 401)).toBe(401);
    expect((await userList()).statusCode).toBe(403);
    expect((await ready()).statusCode).toBe(200);
  });
});

describe('recognising an unreachable database', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  it.each([
    ['a refused connection', refused],
    ['a refused connection wrapped by the query builder', new Error('Failed query: select 1', { cause: refused })],
    ['a refusal on every address', new AggregateError([refused], '')],
    ['a server shutting down (57P01)', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a connection timeout', new Error('timeout exceeded when trying to connect')],
  ])('counts %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a programming error', new TypeError('x is undefined')],
  ])('does not count %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('recognising a value PostgreSQL refuses', () => {
  const nulByte = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
  it('counts a NUL character, also wrapped by the query builder', () => {
    expect(isInvalidValueForDatabase(new Error('Failed query', { cause: nulByte }))).toBe(true);
  });

  it('does not count a lost connection or a constraint', () => {
    expect(isInvalidValueForDatabase(Object.assign(new Error('x'), { code: '57P01' }))).toBe(false);
    expect(isInvalidValueForDatabase(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
  });
});
