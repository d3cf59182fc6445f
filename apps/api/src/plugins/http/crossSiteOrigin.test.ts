import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// The shop's public address in tests is http://localhost:3000 (testConfig).
const t = useTestApp();

async function editProfile(headers: Record<string, string>) {
  const { user, cookie } = await makeSignedInUser(t.app, t.db);
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/auth/edit-profile',
    headers: { cookie, ...headers },
    payload: { userId: user.id, username: 'Renamed' },
  });
  const [row] = await t.db.select({ username: users.username }).from(users).where(eq(users.id, user.id));
  return { res, renamed: row?.username === 'Renamed' };
}

describe('cross-site requests with the session cookie', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an Origin that differs only by port', { origin: 'http://localhost:4000' }],
    ['the opaque Origin null', { origin: 'null' }],
    ['a Referer of another site and no Origin', { referer: 'https://evil.example/page' }],
  ])('are refused with 403 when they carry %s, and change nothing', async (_name, headers) => {
    const { res, renamed } = await editProfile(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site requests are not allowed' });
    expect(renamed).toBe(false);
  });

  it.each([
    ['the shop’s public address as Origin', { origin: 'http://localhost:3000' }],
    ['the request’s own host as Origin', { origin: 'http://shop.internal:8080', host: 'shop.internal:8080' }],
    ['a Referer on the shop', { referer: 'http://localhost:3000/dashboard/profile' }],
    ['neither Origin nor Referer (curl, servers)', {}],
  ])('pass when they carry %s', async (_name, headers) => {
    const { res, renamed } = await editProfile(headers);
    expect(res.statusCode).toBe(200);
    expect(renamed).toBe(true);
  });

  it('leave reads alone whatever their Origin', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/users',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('leave requests without the cookie alone, such as the payment webhook or a visitor signing in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'nobody@example.com', password: 'whatever-it-is' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('never refuse the payment webhook for its Origin, even with a stray cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/webhook',
      headers: { origin: 'https://evil.example', cookie: 'token=stray' },
      payload: {},
    });
    expect(res.statusCode).not.toBe(403);
  });
});

const corsHeaders = (res: { headers: Record<string, unknown> }) =>
  Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));

// The shop's pages call the API on their own origin, so no answer grants another site a read (decision 455).
describe('reads from the pages of another site', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['the shop’s public address', 'http://localhost:3000'],
  ])('get no CORS permission when their Origin is %s, signed in or not', async (_name, origin) => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    for (const headers of [{ origin }, { origin, cookie }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/users', headers });
      expect(corsHeaders(res)).toEqual([]);
    }
  });

  it('get no permission from a preflight, only a JSON message', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/orders/create-checkout-session',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(corsHeaders(res)).toEqual([]);
  });
});
