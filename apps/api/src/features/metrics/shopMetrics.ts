// The figures a monitoring system scrapes from GET /metrics: requests, latency, event loop, database and orders.
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { countPaidOrders } from './service.ts';

export interface ShopMetrics {
  registry: Registry;
  /** One answered request: its method, the route's pattern (not the URL, which would grow without end), status. */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
}

// Prometheus' default buckets stop at 10 s; the shop's answers live between 1 ms and a few seconds.
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/** A registry of its own per app, so several apps in one process (tests, tools) never share or clash. */
export function createShopMetrics(database: Database): ShopMetrics {
  const registry = new Registry();
  // Process figures, among them the event loop's delay (nodejs_eventloop_lag_seconds and its percentiles).
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'atelier_db_query_duration_seconds',
    help: 'Time the database took for each statement',
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'atelier_orders_paid',
    help: 'Orders paid in the shop, counted in the database at each scrape (the same on every instance)',
    registers: [registry],
    async collect() {
      // While the database is away the last figure stays; the other metrics are still served.
      const paid = await countPaidOrders(database.db).catch(() => null);
      if (paid !== null) this.set(paid);
    },
  });
  database.queryTimings.listener = (seconds) => queries.observe(seconds);
  return {
    registry,
    observeRequest: ({ method, route, status }, seconds) =>
      requests.observe({ method, route, status_code: String(status) }, seconds),
  };
}
