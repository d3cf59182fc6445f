// Starting the shop's server (and the bare Fastify ceiling) as separate processes, and stopping them.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { idleMemory } from './memory.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname;

/** package.json's start script as a command: the environment it sets, then the arguments of its `node`, flags and all. */
function startCommand() {
  const { scripts } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8'));
  const words = scripts.start.split(/\s+/);
  const env = {};
  while (/^\w+=/.test(words[0])) {
    const [name, value] = words.shift().split('=');
    env[name] = value;
  }
  const [node, ...args] = words;
  if (node !== 'node') throw new Error(`package.json's start script does not run node: ${scripts.start}`);
  return { env, args };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// A first start on a new embedded folder (initdb, migrations, the demo catalog) takes over a minute on a busy machine.
async function waitUntilAnswering(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function start(command, args, env, readyUrl, readyWithinMs) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return waitUntilAnswering(readyUrl, child, readyWithinMs).then(
    () => ({ stop, pid: child.pid }),
    async (err) => {
      await stop();
      throw err;
    },
  );
}

export const ADMIN = { email: 'bench-admin@atelier.test', password: randomBytes(12).toString('base64url') };

/**
 * The shop as production runs it: its own process, production settings, quiet logs. `readyWithinMs`: how long its first
 * answer may take (3 minutes unless told), for a bench that would rather wait than fail on a busy machine.
 */
export async function startShop({ databaseUrl, dataDir, webDistDir, readyWithinMs }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    // The pages measured show the demo catalog, which production seeds only when asked.
    SEED_DEMO: 'true',
    // Empty means unset to the shop: no PostgreSQL (PGlite in DATA_DIR), no Stripe, no Redis.
    DATABASE_URL: databaseUrl ?? '',
    STRIPE_SECRET_KEY: '',
    // A production shop without Stripe must ask for the sandbox by name.
    PAYMENTS: 'sandbox',
    REDIS_URL: '',
    // The bench signs up a hundred customers and opens tens of thousands of checkouts from one address: within the
    // shop's limits it would measure their 429s. The limits are still counted on every request.
    AUTH_ATTEMPTS_PER_MINUTE: '1000',
    CHECKOUTS_PER_HOUR_PER_ACCOUNT: '1000000',
    CHECKOUTS_PER_HOUR_PER_IP: '1000000',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
  };
  // The start script's own command without npm in front (the figure with npm is bench/firstStart.mjs's): it builds the
  // web app if needed and the server, migrates and seeds in a process that exits, then runs the server in its own.
  const command = startCommand();
  const server = await start(process.execPath, command.args, { ...env, ...command.env }, `${origin}/api/health`, readyWithinMs);
  return { ...server, origin };
}

/**
 * The shop started twice, as a deployed shop restarts: the first start migrates and seeds, `meanwhile` runs with the
 * shop stopped, and the second start is the one measured, idle and then under load.
 */
export async function startSettledShop(options, meanwhile = async () => {}) {
  const first = await startShop(options);
  await first.stop();
  await meanwhile();
  const shop = await startShop(options);
  return { shop, memory: { idle: await idleMemory(shop.pid) } };
}

/** The ceiling: a bare Fastify hello-world in a process of its own. */
export async function startHelloWorld() {
  const port = await freePort();
  const server = await start(
    process.execPath,
    [`${ROOT}bench/helloWorld.mjs`],
    { PORT: String(port) },
    `http://127.0.0.1:${port}/`,
  );
  return { ...server, origin: `http://127.0.0.1:${port}` };
}
