import { once } from 'node:events';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { servicesMissing } from '../test/requiredServices.ts';
import { nextLine, serverProcessesOnEmptyDatabase } from '../test/serverProcess.ts';

const startServer = serverProcessesOnEmptyDatabase();

describe.skipIf(await servicesMissing(['postgres']))('stopping the server with SIGTERM', () => {
  it('lets a request in flight finish, then closes and exits cleanly', async () => {
    const { child, port } = await startServer();

    // A sign-in whose body arrives slowly: half before the signal, half after.
    const body = JSON.stringify({ email: 'slow@example.com', password: 'not-the-password' });
    const slow = request({
      port,
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = once(slow, 'response');
    // The sign-in's own line: once ready, the server also asks itself for data while warming up its page renderer.
    const received = nextLine(child, /"url":"\/api\/auth\/login".*"msg":"incoming request"/);
    slow.write(body.slice(0, 10));
    await received;

    const exited = once(child, 'exit');
    const draining = nextLine(child, /shutting down/);
    child.kill('SIGTERM');
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

  it('first tells load balancers it is not ready, while still answering everything else, for SHUTDOWN_DELAY_MS', async () => {
    const { child, port } = await startServer({ SHUTDOWN_DELAY_MS: '3000' });
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

    const exited = once(child, 'exit');
    const draining = nextLine(child, /shutting down/);
    child.kill('SIGTERM');
    await draining;

    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ message: 'Not ready: shutting down' });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const [exitCode] = await exited;
    expect(exitCode).toBe(0);
  }, 90_000);
});
