// Times every statement the shop sends to its database, on PGlite (pglite/embeddedPglite.ts) and PostgreSQL alike,
// for the metrics.
import type pg from 'pg';

/** Told how long each statement took, in seconds, whether it succeeded or failed. */
export type QueryListener = (seconds: number) => void;

/** Where a database sends its timings; the app sets the listener once it has its metrics. */
export interface QueryTimings {
  listener: QueryListener | null;
}

function secondsSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** Runs `run`, then tells the listener, if there is one, how long it took. */
export function timed<T>(timings: QueryTimings, run: () => Promise<T>): Promise<T> {
  if (!timings.listener) return run();
  const start = process.hrtime.bigint();
  return run().finally(() => timings.listener?.(secondsSince(start)));
}

/** PostgreSQL: every connection of the pool, as it opens; the pool itself queries through them with callbacks. */
export function timePostgresQueries(pool: pg.Pool, timings: QueryTimings): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      if (!timings.listener) return query(...args);
      const start = process.hrtime.bigint();
      const last = args.at(-1);
      if (typeof last === 'function') {
        return query(...args.slice(0, -1), (...results: unknown[]) => {
          timings.listener?.(secondsSince(start));
          return last(...results);
        });
      }
      const answer = query(...args);
      if (answer instanceof Promise) answer.finally(() => timings.listener?.(secondsSince(start))).catch(() => {});
      return answer;
    }) as typeof client.query;
  });
}
