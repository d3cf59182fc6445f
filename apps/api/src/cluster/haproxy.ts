// HAProxy in front of the shop's instances, as `npm run cluster` and the tests of several instances run it: the
// checked-in deploy/haproxy/haproxy.cfg plus one `server` line per instance, run unprivileged in the foreground, with
// its runtime API on a socket in a directory of its own to drain, enable and watch each instance.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const HAPROXY_CONFIG = fileURLToPath(new URL('../../../../deploy/haproxy/haproxy.cfg', import.meta.url));
const BACKEND = 'instances';
const POLL_MS = 100;

export interface Upstream {
  name: string;
  port: number;
}

/** One instance as HAProxy sees it: UP, DOWN, DRAIN (up but sent nothing new), MAINT; requests on it now and ever. */
export interface ServerState {
  status: string;
  current: number;
  total: number;
}

export interface Balancer {
  port: number;
  /** ready: takes requests; drain: finishes what it has and gets nothing new. */
  setState(server: string, state: 'ready' | 'drain'): Promise<void>;
  /** Keeps `server` in whatever its checks say, and sends it requests even if it stops answering them. */
  disableHealthChecks(server: string): Promise<void>;
  servers(): Promise<Map<string, ServerState>>;
  /** Resolves once `server`'s state passes `test`; fails after `timeoutMs`. */
  waitFor(server: string, test: (state: ServerState) => boolean, what: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Why HAProxy cannot run here, or null when it can: said plainly, since the tests of several instances need it. */
export function haproxyMissing(): string | null {
  const probe = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (!probe.error) return null;
  return 'HAProxy is not installed: the shop runs several instances behind it (apt-get install -y haproxy)';
}

export function balancerConfig(upstreams: Upstream[]): string {
  const servers = upstreams.map(({ name, port }) => `    server ${name} 127.0.0.1:${port}\n`);
  return readFileSync(HAPROXY_CONFIG, 'utf8') + servers.join('');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one command to the runtime API and answers its reply (the socket closes after it). */
async function runtimeCommand(socketPath: string, line: string): Promise<string> {
  const socket = connect(socketPath);
  let reply = '';
  socket.on('data', (chunk) => {
    reply += chunk.toString();
  });
  await once(socket, 'connect');
  socket.end(`${line}\n`);
  await once(socket, 'close');
  return reply;
}

function parseServers(csv: string): Map<string, ServerState> {
  const [header = '', ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  const servers = new Map<string, ServerState>();
  for (const row of rows.map((r) => r.split(','))) {
    if (at(row, 'pxname') !== BACKEND || ['BACKEND', 'FRONTEND'].includes(at(row, 'svname'))) continue;
    servers.set(at(row, 'svname'), {
      status: at(row, 'status'),
      current: Number(at(row, 'scur')) + Number(at(row, 'qcur')),
      total: Number(at(row, 'stot')),
    });
  }
  return servers;
}

async function waitUntilAnswering(socketPath: string, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy stopped at start (exit ${child.exitCode}): ${output()}`);
    const answered = await runtimeCommand(socketPath, 'show info').catch(() => '');
    if (answered.includes('Pid:')) return;
    await sleep(POLL_MS);
  }
}

/**
 * Starts HAProxy on 127.0.0.1:`port` in front of `upstreams`. `quiet` keeps its output to itself (named if it fails
 * to start) instead of printing it.
 */
export async function startBalancer(port: number, upstreams: Upstream[], { quiet = false } = {}): Promise<Balancer> {
  const missing = haproxyMissing();
  if (missing) throw new Error(missing);
  const runDir = mkdtempSync(join(tmpdir(), 'atelier-haproxy-'));
  const configPath = join(runDir, 'haproxy.cfg');
  const socketPath = join(runDir, 'admin.sock');
  writeFileSync(configPath, balancerConfig(upstreams));
  const child = spawn('haproxy', ['-db', '-f', configPath], {
    env: { ...process.env, BALANCER_BIND: `127.0.0.1:${port}`, HAPROXY_RUN_DIR: runDir },
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += chunk.toString()));
  await waitUntilAnswering(socketPath, child, () => output);

  const servers = async () => parseServers(await runtimeCommand(socketPath, 'show stat'));
  /** A command that answers nothing when it succeeds. */
  const command = async (line: string) => {
    const reply = (await runtimeCommand(socketPath, line)).trim();
    if (reply !== '') throw new Error(`HAProxy refused "${line}": ${reply}`);
  };
  return {
    port,
    servers,
    setState: (server, state) => command(`set server ${BACKEND}/${server} state ${state}`),
    disableHealthChecks: (server) => command(`disable health ${BACKEND}/${server}`),
    async waitFor(server, test, what, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const state = (await servers()).get(server);
        if (state && test(state)) return;
        if (Date.now() > deadline) throw new Error(`${server} is not ${what} after ${timeoutMs} ms: ${JSON.stringify(state)}`);
        await sleep(POLL_MS);
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        // SIGUSR1: a soft stop, which lets the requests under way finish.
        child.kill('SIGUSR1');
        await exited;
      }
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}
