// Two instances of the shop, each with its own connections to one PostgreSQL database, behind HAProxy: a change made
// through one is in the next page the other serves.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Balancer, startBalancer } from '../cluster/haproxy.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { buildApp } from '../start/app.ts';
import { answeredFromCopy } from '../test/answeredFromCopy.ts';
import { makeProduct, makeSignedInUser } from '../test/factories.ts';
import { fakeWebBuild } from '../test/fakeWebBuild.ts';
import { freePort } from '../test/freePort.ts';
import { type Client, httpClient } from '../test/httpClient.ts';
import { servicesMissing } from '../test/requiredServices.ts';
import { testConfig } from '../test/testApp.ts';
import { createEmptyPostgresDatabase, postgresServerUrl } from '../test/testDatabase.ts';

const missing = await servicesMissing(['postgres', 'haproxy']);

describe.skipIf(missing)('copies on two instances behind the balancer', () => {
  const names = ['shopA', 'shopB'];
  const databases: Database[] = [];
  const instances: FastifyInstance[] = [];
  let balancer: Balancer;
  let client: Client;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const empty = await createEmptyPostgresDatabase(postgresServerUrl());
    drop = empty.drop;
    const config = testConfig({ webDistDir: fakeWebBuild(), copyFreshMs: 60_000, cacheHitHeader: true, trustProxy: 'loopback' });
    for (const _ of names) {
      const database = await openDatabase({ databaseUrl: empty.url, dataDir: '' });
      if (databases.length === 0) await migrate(database);
      databases.push(database);
      const app = await buildApp(config, database);
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push(app);
    }
    const upstreams = instances.map((app, i) => ({ name: names[i] ?? '', port: (app.server.address() as AddressInfo).port }));
    balancer = await startBalancer(await freePort(), upstreams, { quiet: true });
    for (const name of names) await balancer.disableHealthChecks(name);
    client = httpClient(`http://127.0.0.1:${balancer.port}`);
  });
  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await drop?.();
  });

  it('shows an admin’s price change through one instance in the next page from the other within a second', async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const db = (databases[0] as Database).db;
    const admin = await makeSignedInUser(a, db, 'admin');
    const product = await makeProduct(db, { priceCents: 4_500 });
    const url = `/shop/${product.id}`;
    // Both instances answer from a copy of the page.
    for (const app of [a, b]) expect((await answeredFromCopy(app, url)).body).toContain('<p>$45.00</p>');

    const changed = await client.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${product.id}`,
      payload: { price: 52 },
      headers: { cookie: admin.cookie },
    });
    expect(changed.statusCode).toBe(200);
    await expect.poll(async () => (await b.inject({ url })).body, { timeout: 1_000, interval: 20 }).toContain('<p>$52.00</p>');
    expect((await a.inject({ url })).body).toContain('<p>$52.00</p>');
    // Through the balancer, whichever instance answers.
    for (const _ of names) expect((await client.inject({ method: 'GET', url })).body).toContain('<p>$52.00</p>');
  });
});
