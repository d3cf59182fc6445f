// Load from autocannon and plain sequential timing, reduced to the figures the report prints.
import autocannon from 'autocannon';
import { startHelloWorld } from './processes.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 2;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** 50 connections and 10 s (unless the target says otherwise) after a 2 s warm-up whose figures are dropped. */
export async function underLoad({ durationS = DURATION_S, ...target }) {
  const options = { connections: CONNECTIONS, ...target };
  await run({ ...options, duration: WARM_UP_S });
  const result = await run({ ...options, duration: durationS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    status503: result.statusCodeStats?.['503']?.count ?? 0,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** The ceiling every figure is a ratio of: a bare Fastify hello-world under the same load, in this run. */
export async function helloWorldUnderLoad() {
  const hello = await startHelloWorld();
  try {
    const ceiling = await underLoad({ url: `${hello.origin}/` });
    console.log(`  hello-world: ${ceiling.requestsPerSecond} req/s`);
    return ceiling;
  } finally {
    await hello.stop();
  }
}

export function percentile(sortedMs, p) {
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return Math.round(sortedMs[Math.max(0, index)] * 100) / 100;
}

export const WARM_UP_REQUESTS = 20;

/**
 * One request at a time, each to its own address (so no answer comes from a copy): the first `WARM_UP_REQUESTS` are
 * not measured, then p50 and p99 in ms of the others.
 */
export async function sequentially(urls) {
  for (const url of urls.slice(0, WARM_UP_REQUESTS)) await (await fetch(url)).arrayBuffer();
  const measured = urls.slice(WARM_UP_REQUESTS);
  const timesMs = [];
  let failures = 0;
  for (const url of measured) {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    timesMs.push(performance.now() - started);
    if (!res.ok) failures += 1;
  }
  timesMs.sort((a, b) => a - b);
  return { requests: measured.length, p50Ms: percentile(timesMs, 50), p99Ms: percentile(timesMs, 99), failures };
}
