import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { makeSignedInUser, makeUser } from '../test/factories.ts';
import { useTestApp } from '../test/testApp.ts';

const t = useTestApp();
const SEVEN_DAYS = 7 * 24 * 60 * 60;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

type Algorithm = 'none' | 'HS256' | 'HS512';

function forgeToken(alg: Algorithm, claims: object, secret: string): string {
  const unsigned = `${base64url({ alg, typ: 'JWT' })}.${base64url(claims)}`;
  if (alg === 'none') return `${unsigned}.`;
  const hash = alg === 'HS256' ? 'sha256' : 'sha512';
  return `${unsigned}.${createHmac(hash, secret).update(unsigned).digest('base64url')}`;
}

function listUsers(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/users', headers: { cookie } });
}

describe('sessions', () => {
  it('last seven days, in the token and in the cookie', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db);
    const [, payload = ''] = cookie.replace('token=', '').split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(SEVEN_DAYS);
    const user = await makeUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'correct-horse-battery' },
      remoteAddress: '2001:db8:2::1',
    });
    expect(String(login.headers['set-cookie'])).toContain(`Max-Age=${SEVEN_DAYS}`);
  });

  it('stop working at once for a deleted user', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    expect((await listUsers(cookie)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect((await listUsers(cookie)).statusCode).toBe(401);
  });

  it('follow a role change on the very next request, both ways', async () => {
    const { user, cookie } = await makeSignedInUser(t.app, t.db, 'user');
    expect((await listUsers(cookie)).statusCode).toBe(403);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    expect((await listUsers(cookie)).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, user.id));
    expect((await listUsers(cookie)).statusCode).toBe(403);
  });

  const otherSecret = 'a-secret-that-is-not-the-shops';
  it.each<[string, Algorithm, () => string]>([
    ['unsigned (alg none)', 'none', () => t.app.config.jwtSecret],
    ['signed with another secret', 'HS256', () => otherSecret],
    ['signed with HS512, even with the right secret', 'HS512', () => t.app.config.jwtSecret],
  ])('treat a token %s as a visitor, as cookie and as Bearer header', async (_name, alg, secret) => {
    const admin = await makeUser(t.db, { role: 'admin' });
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: admin.id, iat: now, exp: now + 60 };
    const token = forgeToken(alg, claims, secret());
    expect((await listUsers(`token=${token}`)).statusCode).toBe(401);
    const bearer = await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: { authorization: `Bearer ${token}` } });
    expect(bearer.statusCode).toBe(401);
    // The same claims signed as the shop signs do open the door, so the refusals above are about the signature.
    expect((await listUsers(`token=${forgeToken('HS256', claims, t.app.config.jwtSecret)}`)).statusCode).toBe(200);
  });

  it('treat an expired token as a visitor', async () => {
    const admin = await makeUser(t.db, { role: 'admin' });
    const past = Math.floor(Date.now() / 1000) - SEVEN_DAYS - 10;
    const token = forgeToken('HS256', { sub: admin.id, iat: past, exp: past + SEVEN_DAYS }, t.app.config.jwtSecret);
    expect((await listUsers(`token=${token}`)).statusCode).toBe(401);
  });

  it('refuse a password shorter than 8 characters when registering', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Ann', email: 'seven@example.com', password: '1234567' },
    });
    expect(res.statusCode).toBe(400);
  });
});
