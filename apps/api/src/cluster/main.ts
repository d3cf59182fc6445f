// npm run cluster: instances of the shop on one PostgreSQL and one Redis, behind HAProxy (deploy/haproxy/haproxy.cfg).
// `npm run cluster restart` (or SIGHUP to the cluster) restarts the instances one at a time, losing no request.
//
//   DATABASE_URL  postgres://postgres@127.0.0.1:5432/atelier   (create the database first)
//   REDIS_URL     redis://127.0.0.1:6379
//   CLUSTER_PORT  3000 (the balancer), CLUSTER_INSTANCE_PORTS 3001,3002
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfStale } from '../../../../scripts/build-web.mjs';
import { startBalancer } from './haproxy.ts';
import { type InstanceProcess, startInstance } from './instanceProcess.ts';
import { restartBehindBalancer } from './rollingRestart.ts';

const balancerPort = Number(process.env.CLUSTER_PORT ?? 3000);
const instancePorts = (process.env.CLUSTER_INSTANCE_PORTS ?? '3001,3002').split(',').map(Number);
// Where `npm run cluster restart` finds the cluster to signal.
const pidFile = join(tmpdir(), `atelier-cluster-${balancerPort}.pid`);

if (process.argv[2] === 'restart') {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8'));
    process.kill(pid, 'SIGHUP');
  } catch {
    console.error(`No cluster is running behind port ${balancerPort} (CLUSTER_PORT)`);
    process.exit(1);
  }
  console.log(`Asked the cluster (pid ${pid}) to restart its instances one at a time; it logs each step.`);
  process.exit(0);
}

const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/atelier',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${balancerPort}`,
  // HAProxy runs on this machine and writes X-Forwarded-For: the instances believe it and nobody else.
  TRUST_PROXY: 'loopback',
};

buildWebIfStale();

const upstreams = instancePorts.map((port, i) => ({ name: `shop${i + 1}`, port }));
const balancer = await startBalancer(balancerPort, upstreams);
let stopping = false;
let restarting = false;

function watch(instance: InstanceProcess, name: string) {
  instance.child.on('exit', (code) => {
    if (!stopping && !restarting) console.error(`${name} stopped (exit ${code}); the balancer sends its requests to the others.`);
  });
  return instance;
}

// All start at once on purpose: migrations and the first seed wait for each other on a PostgreSQL lock.
const instances = await Promise.all(upstreams.map(async ({ name, port }) => watch(await startInstance(port, env), name)));
writeFileSync(pidFile, String(process.pid));
console.log(`HAProxy at http://localhost:${balancerPort} → instances on ${instancePorts.join(', ')} (pid ${process.pid})`);

async function restartAll() {
  if (restarting || stopping) return;
  restarting = true;
  try {
    for (const [i, { name, port }] of upstreams.entries()) {
      console.log(`${name}: draining, stopping, starting, enabling…`);
      await restartBehindBalancer(balancer, {
        name,
        stop: () => instances[i]?.stop() ?? Promise.resolve(),
        start: async () => {
          instances[i] = watch(await startInstance(port, env), name);
        },
      });
      console.log(`${name}: back in the balancer`);
    }
  } catch (err) {
    console.error('The rolling restart stopped:', err);
  } finally {
    restarting = false;
  }
}

async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all(instances.map((instance) => instance.stop()));
  await balancer.stop();
  rmSync(pidFile, { force: true });
  process.exit(0);
}
process.on('SIGHUP', () => void restartAll());
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
