// The shop in a process of its own (fixtures/unseededServer.ts, logging at info), for what only a whole process shows:
// its signals and its log lines.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { createEmptyPostgresDatabase, postgresServerUrl } from './testDatabase.ts';

const serverScript = fileURLToPath(new URL('./fixtures/unseededServer.ts', import.meta.url));

/** Resolves with the first line of the server's output that matches `pattern`. */
export function nextLine(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => pattern.test(l));
      if (line === undefined) return;
      child.stdout?.off('data', onData);
      resolve(line);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before printing ${pattern}`)));
  });
}

/**
 * For a file's tests: an empty PostgreSQL database, made before them and dropped after (a server process starts on it in
 * a few seconds, on PGlite in twenty on a busy machine), and a function starting the shop on it. The last server
 * started is killed after the tests if it still runs.
 */
export function serverProcessesOnEmptyDatabase() {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined;
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(postgresServerUrl());
  });
  afterAll(async () => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    await database?.drop();
  });
  return async (env: NodeJS.ProcessEnv = {}) => {
    if (!database) throw new Error('the database is made before the tests');
    const started = await startServerProcess(database.url, env);
    server = started.child;
    return started;
  };
}

/** Starts the server on `databaseUrl` and a free port; resolves once it listens. */
async function startServerProcess(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: '0', DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { child, port: Number((await nextLine(child, /^listening \d+/)).split(' ')[1]) };
}
