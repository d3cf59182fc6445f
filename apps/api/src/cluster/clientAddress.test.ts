import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useBalancedInstances } from '../test/balancedInstances.ts';
import { servicesMissing } from '../test/requiredServices.ts';
import { useTestApp } from '../test/testApp.ts';

// One instance behind HAProxy that believes X-Forwarded-For from the balancer's address only, as TRUST_PROXY asks in
// a deployment; shoppers come from other loopback addresses so the instance can tell them apart.
const ATTEMPTS = 3;
const t = useTestApp();
const cluster = useBalancedInstances(t, { count: 1, config: { authAttemptsPerMinute: ATTEMPTS, trustProxy: '127.0.0.1' } });

interface Answered {
  status: number;
  requestId: string | string[] | undefined;
}

/** A sign-in through the balancer from `localAddress`, with whatever headers the client chose to write. */
function signInFrom(localAddress: string, email: string, headers: Record<string, string> = {}): Promise<Answered> {
  const body = JSON.stringify({ email, password: 'not-the-password' });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: cluster.balancer.port,
        localAddress,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: res.headers['x-request-id'] }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.skipIf(await servicesMissing(['haproxy']))('the client address behind the balancer', () => {
  it('limits sign-ins by the address the balancer saw, whatever X-Forwarded-For the client wrote', async () => {
    for (let i = 0; i < ATTEMPTS; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i}` };
      expect((await signInFrom('127.0.0.2', `nobody${i}@example.com`, forged)).status).toBe(401);
    }
    const forged = { 'x-forwarded-for': '203.0.113.99' };
    expect((await signInFrom('127.0.0.2', 'nobody99@example.com', forged)).status).toBe(429);
    // Another shopper behind the same balancer still has every attempt.
    expect((await signInFrom('127.0.0.3', 'somebody@example.com')).status).toBe(401);
  });

  it("names each request by the balancer's id, never by one the client chose", async () => {
    const answered = await signInFrom('127.0.0.4', 'someone@example.com', { 'x-request-id': 'chosen-by-the-client' });
    expect(answered.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
