// Memory from a first start on an empty data folder, all processes: `npm start` run as the README has it, on the
// embedded database, and the RSS of npm and every process under it once seeding is done and the shop is idle.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { temporaryDataDir } from './lib/embedded.mjs';
import { idleMemory } from './lib/memory.mjs';
import { freePort, ROOT } from './lib/processes.mjs';

/** The shop answers once the database is migrated and seeded; idle means a while after that with no request. */
const IDLE_AFTER_MS = 15_000;
const READY_WITHIN_MS = 180_000;

async function answered(url) {
  const res = await fetch(url).catch(() => null);
  await res?.body?.cancel();
  return res?.ok === true;
}

export async function firstStartMemory() {
  const { dataDir, remove } = temporaryDataDir('first-start');
  const port = await freePort();
  // What a fresh clone has: no settings but where to keep the data and which port to take (3000 may be in use).
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' };
  // A process group of its own, so that stopping it reaches npm and everything npm started.
  const npm = spawn('npm', ['start'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = once(npm, 'exit');
  try {
    const startedAt = Date.now();
    while (!(await answered(`http://127.0.0.1:${port}/api/health`))) {
      if (npm.exitCode !== null) throw new Error(`npm start exited with code ${npm.exitCode}`);
      if (Date.now() - startedAt > READY_WITHIN_MS) throw new Error(`npm start did not answer in ${READY_WITHIN_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const readyS = Math.round((Date.now() - startedAt) / 100) / 10;
    return { readyS, ...(await idleMemory(npm.pid, { settleMs: IDLE_AFTER_MS, each: true })) };
  } finally {
    if (npm.exitCode === null) process.kill(-npm.pid, 'SIGTERM');
    await exited;
    remove();
  }
}
