import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../start/app.ts';
import { makeOrder, makeProduct } from '../../test/factories.ts';
import { freePort } from '../../test/freePort.ts';
import { testConfig, useTestApp } from '../../test/testApp.ts';
import { createTestDatabase } from '../../test/testDatabase.ts';

const METRICS_TOKEN = 'scrape-token-for-the-tests';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format, as a scraper reads it: `name{label="value",…} number` per line, `#` lines aside. */
function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ metricsToken: METRICS_TOKEN });
  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token or with another one', async () => {
    for (const res of [await scrape(), await scrape('Bearer not-the-token'), await scrape(`Basic ${METRICS_TOKEN}`)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('counts requests by route and status, database time, the event loop and the orders paid', async () => {
    const product = await makeProduct(t.db);
    await makeOrder(t.db);
    await makeOrder(t.db);
    await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    await t.app.inject({ method: 'GET', url: '/api/products/00000000-0000-4000-8000-000000000000' });

    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const samples = parseMetrics(res.body);
    const route = { method: 'GET', route: '/api/products/:id' };
    expect(find(samples, 'http_request_duration_seconds_count', { ...route, status_code: '200' })?.value).toBe(1);
    expect(find(samples, 'http_request_duration_seconds_count', { ...route, status_code: '404' })?.value).toBe(1);
    expect(find(samples, 'http_request_duration_seconds_bucket', { ...route, status_code: '200', le: '+Inf' })?.value).toBe(1);
    expect(find(samples, 'atelier_db_query_duration_seconds_count')?.value).toBeGreaterThan(0);
    expect(find(samples, 'nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(find(samples, 'atelier_orders_paid')?.value).toBe(2);
  });
});

describe('without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('does not serve the metrics on the shop port at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('with METRICS_PORT', () => {
  let close: () => Promise<void>;
  let shopUrl: string;
  let metricsUrl: string;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const metricsPort = await freePort();
    const app = await buildApp(testConfig({ metricsPort, host: '127.0.0.1' }), database);
    shopUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close?.());

  it('serves them on that port without a token, and not on the shop port', async () => {
    await fetch(`${shopUrl}/api/health`);
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    const samples = parseMetrics(await res.text());
    expect(find(samples, 'http_request_duration_seconds_count', { route: '/api/health', status_code: '200' })?.value).toBe(1);
    expect((await fetch(`${shopUrl}/metrics`)).status).toBe(404);
  });
});
