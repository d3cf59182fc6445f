// HAProxy in front of shops the bench started, with the configuration `npm run cluster` runs (deploy/haproxy).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from './processes.mjs';

/** Starts HAProxy before `origins` (http://127.0.0.1:port each); resolves once it answers through them. */
export async function startBalancer(origins) {
  const port = await freePort();
  const runDir = mkdtempSync(join(tmpdir(), 'atelier-bench-haproxy-'));
  // `npm run cluster` appends one `server` line per instance to the shared configuration, as done here.
  const servers = origins.map((origin, i) => `    server shop${i + 1} ${new URL(origin).host}\n`).join('');
  const configPath = join(runDir, 'haproxy.cfg');
  writeFileSync(configPath, readFileSync(`${ROOT}deploy/haproxy/haproxy.cfg`, 'utf8') + servers);
  const child = spawn('haproxy', ['-db', '-f', configPath], {
    env: { ...process.env, BALANCER_BIND: `127.0.0.1:${port}`, HAPROXY_RUN_DIR: runDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGUSR1');
      await exited;
    }
    rmSync(runDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${origin}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`HAProxy did not answer at ${origin} (is it installed? apt-get install -y haproxy)`);
}
