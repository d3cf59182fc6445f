// One app on one throwaway database per test file: `const t = useTestApp();` then `t.app`, `t.db`.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type Config, loadConfig } from '../config/config.ts';
import type { Database, Db } from '../db/client.ts';
import { buildApp } from '../start/app.ts';
import { createTestDatabase } from './testDatabase.ts';

/** One signing secret for every app of a test run, so tests write no secret file and instances share sessions. */
export const TEST_JWT_SECRET = randomBytes(32).toString('base64url');

export function testConfig(overrides: Partial<Config> = {}): Config {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', JWT_SECRET: TEST_JWT_SECRET });
  // The mail sender waits an hour between rounds: a test that sends mails starts a sender of its own, so no other
  // sender takes its mails behind its back.
  return { ...config, mail: { ...config.mail, pollMs: 60 * 60_000 }, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
}

export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    handle.database = await createTestDatabase();
    handle.db = handle.database.db;
    handle.app = await buildApp(testConfig(overrides), handle.database);
    await handle.app.ready();
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.database?.close();
  });
  return handle;
}
