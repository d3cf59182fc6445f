// Several instances of the shop on the file's test database, each listening on a port of its own, behind HAProxy
// with the configuration `npm run cluster` runs: tests send their requests through `client`, as browsers would.
// A test file using it skips its tests without HAProxy installed (requiredServices.ts), or fails in CI.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type Balancer, startBalancer } from '../cluster/haproxy.ts';
import type { Config } from '../config/config.ts';
import { buildApp } from '../start/app.ts';
import { freePort } from './freePort.ts';
import { type Client, httpClient } from './httpClient.ts';
import { type TestApp, testConfig } from './testApp.ts';

export interface BalancedInstances {
  /** Requests through the balancer. */
  client: Client;
  balancer: Balancer;
  instances: FastifyInstance[];
  /** How many requests each instance has been sent, in order. */
  requestsServed(): Promise<number[]>;
}

export function useBalancedInstances(t: TestApp, { count = 2, config = {} as Partial<Config> } = {}): BalancedInstances {
  const handle = { instances: [] as FastifyInstance[] } as BalancedInstances;
  const names = Array.from({ length: count }, (_, i) => `shop${i + 1}`);
  beforeAll(async () => {
    // The balancer on this machine is the proxy whose X-Forwarded-For the instances believe.
    const settings = testConfig({ trustProxy: 'loopback', ...config });
    for (const _ of names) {
      const app = await buildApp(settings, t.database);
      await app.listen({ port: 0, host: '127.0.0.1' });
      handle.instances.push(app);
    }
    const upstreams = handle.instances.map((app, i) => ({
      name: names[i] ?? '',
      port: (app.server.address() as AddressInfo).port,
    }));
    handle.balancer = await startBalancer(await freePort(), upstreams, { quiet: true });
    // These instances share the test's one event loop, which a busy test can hold for seconds: health checks would
    // take them out of the balancer now and then, and which instance answers would no longer be the balancer's turn.
    for (const name of names) await handle.balancer.disableHealthChecks(name);
    handle.client = httpClient(`http://127.0.0.1:${handle.balancer.port}`);
    handle.requestsServed = async () => {
      const servers = await handle.balancer.servers();
      return names.map((name) => servers.get(name)?.total ?? 0);
    };
  });
  afterAll(async () => {
    await handle.balancer?.stop();
    await Promise.all(handle.instances.map((app) => app.close()));
  });
  return handle;
}
