// npm run cluster: two API instances on one PostgreSQL and one Redis, behind a small round-robin proxy.
// In production any load balancer takes the proxy's place; the instances need nothing from it but forwarding,
// and TRUST_PROXY naming it.
//
//   DATABASE_URL  postgres://postgres@127.0.0.1:5432/atelier   (create the database first)
//   REDIS_URL     redis://127.0.0.1:6379
//   CLUSTER_PORT  3000 (the proxy), CLUSTER_INSTANCE_PORTS 3001,3002
import { spawn } from 'node:child_process';
import { createServer, request as forward } from 'node:http';
import { buildServer, serverBundle } from './build-server.mjs';
import { buildWebIfStale } from './build-web.mjs';

const root = new URL('..', import.meta.url).pathname;
const proxyPort = Number(process.env.CLUSTER_PORT ?? 3000);
const instancePorts = (process.env.CLUSTER_INSTANCE_PORTS ?? '3001,3002').split(',').map(Number);
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/atelier',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${proxyPort}`,
  HOST: '127.0.0.1',
  // The proxy below runs on this machine and writes X-Forwarded-For: the instances believe it and nobody else.
  TRUST_PROXY: 'loopback',
};

buildWebIfStale();
await buildServer();

// Both start at once on purpose: migrations and the first seed wait for each other on a PostgreSQL lock.
const instances = instancePorts.map((port) =>
  spawn(process.execPath, [serverBundle], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: String(port) },
  }),
);

let next = 0;
/** Sends the request to the next instance in turn; when one refuses the connection, to the one after it. */
function relay(req, res, body, triesLeft = instancePorts.length) {
  const port = instancePorts[next++ % instancePorts.length];
  const headers = {
    ...req.headers,
    'x-forwarded-for': req.socket.remoteAddress,
    'x-forwarded-proto': 'http',
    'x-forwarded-host': req.headers.host ?? '',
  };
  const upstream = forward({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', (err) => {
    if (err.code === 'ECONNREFUSED' && triesLeft > 1) return relay(req, res, body, triesLeft - 1);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'No instance of the shop is answering' }));
  });
  upstream.end(body);
}

const proxy = createServer((req, res) => {
  // The body is read whole first so that a refused connection can be retried on another instance.
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => relay(req, res, Buffer.concat(chunks)));
});
proxy.listen(proxyPort, '127.0.0.1', () => {
  console.log(`Round-robin proxy at http://localhost:${proxyPort} → instances on ${instancePorts.join(', ')}`);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  proxy.close();
  for (const instance of instances) instance.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const instance of instances) {
  instance.on('exit', (code) => {
    if (!stopping) console.error(`An instance stopped (exit ${code}); the others keep serving.`);
    if (instances.every((i) => i.exitCode !== null || i.signalCode !== null)) {
      proxy.close();
      process.exitCode = code ?? 0;
    }
  });
}
