// One instance of the shop in a process of its own, as main.ts starts it: started, waited for, stopped with SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../start/main.ts', import.meta.url));
const POLL_MS = 200;

export interface InstanceProcess {
  port: number;
  child: ChildProcess;
  /** SIGTERM: the instance finishes what it is answering, then exits. */
  stop(): Promise<void>;
}

async function answersReady(port: number): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
  await res?.body?.cancel();
  return res?.status === 200;
}

/** Starts main.ts on `port` with `env`; resolves once it answers GET /api/ready, fails if it exits first. */
export async function startInstance(
  port: number,
  env: NodeJS.ProcessEnv,
  stdio: 'inherit' | 'ignore' = 'inherit',
): Promise<InstanceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', stdio, stdio],
  });
  while (!(await answersReady(port))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The instance on port ${port} stopped while starting (exit ${child.exitCode ?? child.signalCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return {
    port,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
