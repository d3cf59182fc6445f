// A beacon is logged only when something goes wrong: at a thousand a second, two info lines each would bury the
// requests an operator reads the log for.
import { describe, expect, it } from 'vitest';
import { servicesMissing } from '../../test/requiredServices.ts';
import { serverProcessesOnEmptyDatabase } from '../../test/serverProcess.ts';

const startServer = serverProcessesOnEmptyDatabase();

describe.skipIf(await servicesMissing(['postgres']))('the log of a server at the info level', () => {
  it("holds a request's lines, and none of a beacon's", async () => {
    const { child, port } = await startServer();
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });

    const beacon = await fetch(`http://127.0.0.1:${port}/api/events`, {
      method: 'POST',
      body: JSON.stringify({ type: 'pageview', path: '/' }),
    });
    expect(beacon.status).toBe(202);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    const healthId = health.headers.get('x-request-id');
    // The beacon was answered first: once the health check's last line is out, any line of the beacon's is too.
    await expect.poll(() => output, { timeout: 30_000 }).toMatch(new RegExp(`"reqId":"${healthId}".*"msg":"request completed"`));
    expect(output).not.toContain(`"reqId":"${beacon.headers.get('x-request-id')}"`);
    expect(output).not.toContain('/api/events');
  }, 90_000);
});
