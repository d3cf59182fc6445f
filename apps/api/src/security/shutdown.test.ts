import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, postgresServerUrl } from '../test/testDatabase.ts';

const serverScript = fileURLToPath(new URL('../test/fixtures/unseededServer.ts', import.meta.url));
let server: ChildProcess | undefined;
let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
// PostgreSQL rather than PGlite: the server process starts in a few seconds instead of twenty on a busy machine.
beforeAll(async () => {
  database = await createEmptyPostgresDatabase(postgresServerUrl());
});
afterAll(async () => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  await database?.drop();
});

/** Resolves with the first line of the server's output that matches `pattern`. */
function nextLine(child: ChildProcess, pattern: RegExp): Promise<string> {
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

describe('stopping the server with SIGTERM', () => {
  it('lets a request in flight finish, then closes and exits cleanly', async () => {
    server = spawn(process.execPath, ['--import', 'tsx', serverScript], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: '0', DATABASE_URL: database.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = Number((await nextLine(server, /^listening \d+/)).split(' ')[1]);

    // A sign-in whose body arrives slowly: half before the signal, half after.
    const body = JSON.stringify({ email: 'slow@example.com', password: 'not-the-password' });
    const slow = request({
      port,
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = once(slow, 'response');
    const received = nextLine(server, /incoming request/);
    slow.write(body.slice(0, 10));
    await received;

    const exited = once(server, 'exit');
    const draining = nextLine(server, /shutting down/);
    server.kill('SIGTERM');
    await draining;
    slow.end(body.slice(10));

    const [response] = (await answered) as [import('node:http').IncomingMessage];
    let text = '';
    for await (const chunk of response) text += chunk;
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(text)).toHaveProperty('message');
    const [exitCode] = await exited;
    expect(exitCode).toBe(0);
  }, 90_000);
});
