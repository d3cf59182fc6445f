// The services outside Node a few test files need: a PostgreSQL server, Redis, HAProxy. `npm test` needs nothing but
// Node, so without them those tests are skipped with one line saying what is missing; CI, which starts them all, sets
// REQUIRE_TEST_SERVICES=1 and a missing service fails the file instead of hiding its tests.
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { postgresServerUrl } from './testDatabase.ts';

export type TestService = 'postgres' | 'redis' | 'haproxy';

const CONNECT_LIMIT_MS = 2_000;
const REDIS = { host: '127.0.0.1', port: 6379 };

function listening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: CONNECT_LIMIT_MS });
    const answer = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => answer(true));
    socket.once('timeout', () => answer(false));
    socket.once('error', () => answer(false));
  });
}

/** What is missing of `service`, in words, or null when it is there. */
async function missing(service: TestService): Promise<string | null> {
  if (service === 'postgres') {
    const url = new URL(postgresServerUrl());
    const host = url.hostname || '127.0.0.1';
    const port = Number(url.port || 5432);
    return (await listening(host, port)) ? null : `PostgreSQL at ${host}:${port}`;
  }
  if (service === 'redis') {
    return (await listening(REDIS.host, REDIS.port)) ? null : `Redis at ${REDIS.host}:${REDIS.port}`;
  }
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).error ? 'the haproxy command' : null;
}

/**
 * True when one of `services` is missing, for `describe.skipIf(await servicesMissing(['postgres']))`: prints one
 * line naming what is missing, or throws when REQUIRE_TEST_SERVICES=1 asks for every test to run.
 */
export async function servicesMissing(services: TestService[]): Promise<boolean> {
  const absent = (await Promise.all(services.map(missing))).filter((what) => what !== null);
  if (absent.length === 0) return false;
  const what = `needs ${absent.join(', ')}, not found`;
  if (process.env.REQUIRE_TEST_SERVICES === '1') throw new Error(`${what} (REQUIRE_TEST_SERVICES=1: no test is skipped)`);
  console.warn(`Skipped: ${what}`);
  return true;
}
