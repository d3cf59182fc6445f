import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { buildApp } from '../../start/app.ts';
import { testConfig } from '../../test/testApp.ts';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database?.close());

describe('GET /api/ready', () => {
  it('answers 503 while the database lacks the migrations, and 200 once they are applied', async () => {
    const app = await buildApp(testConfig(), database);
    try {
      const before = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(before.statusCode).toBe(503);
      expect(before.json()).toEqual({ message: expect.stringContaining('Not ready') });
      // The process itself is alive all along.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await migrate(database);
      const after = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({ status: 'ready' });
    } finally {
      await app.close();
    }
  });
});
