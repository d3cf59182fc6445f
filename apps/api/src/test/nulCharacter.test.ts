// A NUL character, which PostgreSQL refuses in text, is refused as bad input wherever a client can send one.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSignedInUser } from './factories.ts';
import { useTestApp } from './testApp.ts';

const t = useTestApp({ webDistDir: '/nonexistent-web-build' });
let adminCookie = '';

beforeAll(async () => {
  adminCookie = (await makeSignedInUser(t.app, t.db, 'admin')).cookie;
});

describe('a NUL character, which PostgreSQL refuses in text', () => {
  it.each([
    ['POST', '/api/auth/login', { email: 'a\u0000@example.com', password: 'whatever-it-is' }],
    ['GET', `/api/orders/${encodeURIComponent('a\u0000@example.com')}`, undefined],
    ['GET', `/api/stats/user-stats/${encodeURIComponent('a\u0000@example.com')}`, undefined],
    ['GET', '/checkout/sandbox/%00', undefined],
  ] as const)('is refused, not a 500: %s %s', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, payload, headers: { cookie: adminCookie } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
