import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { checkoutSessions, orders } from '../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../test/checkoutSteps.ts';
import { makeProduct, makeUser, TEST_PASSWORD } from '../test/factories.ts';
import { freePort } from '../test/freePort.ts';
import { type Answer, httpClient } from '../test/httpClient.ts';
import { servicesMissing } from '../test/requiredServices.ts';
import { TEST_JWT_SECRET } from '../test/testApp.ts';
import { createEmptyPostgresDatabase, postgresServerUrl } from '../test/testDatabase.ts';
import { type Balancer, startBalancer } from './haproxy.ts';
import { type InstanceProcess, startInstance } from './instanceProcess.ts';
import { restartBehindBalancer } from './rollingRestart.ts';

// Two instances in processes of their own, as `npm run cluster` runs them, behind HAProxy. PostgreSQL whatever
// TEST_DATABASE_URL says: PGlite belongs to one process.
const SHOPPERS = 4;
let emptyDatabase: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let database: Database;
let dataDir: string;
let env: NodeJS.ProcessEnv;
let balancer: Balancer;
const instances: InstanceProcess[] = [];

beforeAll(async () => {
  emptyDatabase = await createEmptyPostgresDatabase(postgresServerUrl());
  dataDir = mkdtempSync(join(tmpdir(), 'atelier-cluster-test-'));
  env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: emptyDatabase.url,
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'loopback',
    // Every shopper comes from the balancer's address, and each buys again and again for as long as the restart takes.
    AUTH_ATTEMPTS_PER_MINUTE: '10000',
    CHECKOUTS_PER_HOUR_PER_ACCOUNT: '10000',
    CHECKOUTS_PER_HOUR_PER_IP: '10000',
  };
  const ports = [await freePort(), await freePort()];
  instances.push(...(await Promise.all(ports.map((port) => startInstance(port, env, 'ignore')))));
  database = await openDatabase({ databaseUrl: emptyDatabase.url, dataDir });
  balancer = await startBalancer(
    await freePort(),
    ports.map((port, i) => ({ name: `shop${i + 1}`, port })),
    { quiet: true },
  );
}, 180_000);

afterAll(async () => {
  await balancer?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.close();
  await emptyDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Heard {
  step: string;
  status: number;
}

describe.skipIf(await servicesMissing(['postgres', 'haproxy']))('a rolling restart under steady load', () => {
  it('loses no request and no order: every answer is a success and every confirmed order is kept exactly once', async () => {
    const client = httpClient(`http://127.0.0.1:${balancer.port}`);
    const product = await makeProduct(database.db, { priceCents: 2_500, stock: 100_000 });
    const heard: Heard[] = [];
    const confirmed: string[] = [];
    let loading = true;
    /** Sends one request and notes its answer; a connection cut before any answer is noted as status 0. */
    async function ask(step: string, request: Promise<Answer>): Promise<Answer | undefined> {
      const res = await request.catch(() => undefined);
      heard.push({ step, status: res?.statusCode ?? 0 });
      return res;
    }

    async function shop(): Promise<void> {
      const user = await makeUser(database.db);
      const login = client.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      const cookie = `token=${(await ask('sign in', login))?.json().token}`;
      while (loading) {
        await ask('catalog', client.inject({ method: 'GET', url: '/api/products' }));
        const opened = await ask('checkout', openCheckout(client, cookie, user.id, [{ _id: product.id, quantity: 1 }]));
        const sessionId: string | undefined = opened?.json().id;
        if (!sessionId) continue;
        await ask('payment page', payOnSandboxPage(client, sessionId));
        if ((await ask('confirmation', confirmPayment(client, cookie, sessionId)))?.statusCode === 200) {
          confirmed.push(sessionId);
        }
      }
    }

    const shoppers = Promise.all(Array.from({ length: SHOPPERS }, shop));
    const first = instances[0] as InstanceProcess;
    await restartBehindBalancer(balancer, {
      name: 'shop1',
      stop: () => first.stop(),
      start: async () => {
        instances[0] = await startInstance(first.port, env, 'ignore');
      },
    });
    // The restarted instance serves the shoppers again before the load stops.
    const servedAfterRestart = (await balancer.servers()).get('shop1')?.total ?? 0;
    await balancer.waitFor('shop1', (server) => server.total >= servedAfterRestart + 2 * SHOPPERS, 'serving again');
    loading = false;
    await shoppers;

    const refused = heard.filter(({ step, status }) => status !== (step === 'payment page' ? 303 : 200));
    expect(refused).toEqual([]);
    expect(confirmed.length).toBeGreaterThan(0);
    const kept = await database.db
      .select({ sessionId: checkoutSessions.providerSessionId })
      .from(orders)
      .innerJoin(checkoutSessions, eq(orders.checkoutSessionId, checkoutSessions.id))
      .where(inArray(checkoutSessions.providerSessionId, confirmed));
    expect(kept.map((row) => row.sessionId).sort()).toEqual([...confirmed].sort());
    expect(await database.db.$count(orders)).toBe(confirmed.length);
  }, 240_000);
});
