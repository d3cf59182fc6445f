import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { makeSignedInUser, makeUser, sessionIdOf } from '../../test/factories.ts';
import { TEST_JWT_SECRET, useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;
// The development secret the shop's source used to carry: anyone could sign with it.
const OLD_SOURCE_SECRET = 'atelier-local-development-secret-change-me';

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

/** An admin signed in, and the claims of a token naming their live session (and, as tokens once did, the user). */
async function signedInAdmin() {
  const admin = await makeSignedInUser(t.app, t.db, 'admin');
  const now = Math.floor(Date.now() / 1000);
  return { ...admin, claims: { sid: sessionIdOf(admin.cookie), sub: admin.user.id, iat: now, exp: now + 60 } };
}

async function ageSession(cookie: string, age: { createdMsAgo?: number; lastSeenMsAgo?: number }) {
  const now = Date.now();
  await t.db
    .update(sessions)
    .set({
      ...(age.createdMsAgo !== undefined ? { createdAt: new Date(now - age.createdMsAgo) } : {}),
      ...(age.lastSeenMsAgo !== undefined ? { lastSeenAt: new Date(now - age.lastSeenMsAgo) } : {}),
    })
    .where(eq(sessions.id, sessionIdOf(cookie)));
}

describe('sessions', () => {
  it('last thirty days at most, in the token and in the cookie', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db);
    const [, payload = ''] = cookie.replace('token=', '').split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(THIRTY_DAYS_SECONDS);
    const user = await makeUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'correct-horse-battery' },
      remoteAddress: '2001:db8:2::1',
    });
    expect(String(login.headers['set-cookie'])).toContain(`Max-Age=${THIRTY_DAYS_SECONDS}`);
  });

  it('end at logout: the same token is refused at once, as cookie and as Bearer header', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    expect((await listUsers(cookie)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.json()).toEqual({ message: 'Logged out successfully' });
    expect((await listUsers(cookie)).statusCode).toBe(401);
    const bearer = { authorization: `Bearer ${cookie.replace('token=', '')}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: bearer })).statusCode).toBe(401);
  });

  it('end after seven days without use', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    await ageSession(cookie, { createdMsAgo: 10 * DAY_MS, lastSeenMsAgo: 6 * DAY_MS });
    expect((await listUsers(cookie)).statusCode).toBe(200);
    await ageSession(cookie, { lastSeenMsAgo: 7 * DAY_MS + MINUTE_MS });
    expect((await listUsers(cookie)).statusCode).toBe(401);
  });

  it('end thirty days after sign-in, however often they are used', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    await ageSession(cookie, { createdMsAgo: 30 * DAY_MS + MINUTE_MS, lastSeenMsAgo: 0 });
    expect((await listUsers(cookie)).statusCode).toBe(401);
  });

  it('note when they were last seen at most once a minute', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const lastSeen = async () =>
      (
        await t.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, sessionIdOf(cookie)))
      )[0]?.lastSeenAt.getTime();
    await ageSession(cookie, { lastSeenMsAgo: 30_000 });
    const recently = await lastSeen();
    await listUsers(cookie);
    expect(await lastSeen()).toBe(recently);
    await ageSession(cookie, { lastSeenMsAgo: 2 * MINUTE_MS });
    const stale = await lastSeen();
    await listUsers(cookie);
    expect(await lastSeen()).toBeGreaterThan(stale ?? Number.POSITIVE_INFINITY);
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
  it.each<[string, Algorithm, string]>([
    ['unsigned (alg none)', 'none', TEST_JWT_SECRET],
    ['signed with another secret', 'HS256', otherSecret],
    ['signed with the development secret that used to be in the source', 'HS256', OLD_SOURCE_SECRET],
    ['signed with HS512, even with the right secret', 'HS512', TEST_JWT_SECRET],
  ])('treat a token %s as a visitor, as cookie and as Bearer header', async (_name, alg, secret) => {
    const { claims } = await signedInAdmin();
    const token = forgeToken(alg, claims, secret);
    expect((await listUsers(`token=${token}`)).statusCode).toBe(401);
    const bearer = await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: { authorization: `Bearer ${token}` } });
    expect(bearer.statusCode).toBe(401);
    // The same claims signed as the shop signs do open the door, so the refusals above are about the signature.
    expect((await listUsers(`token=${forgeToken('HS256', claims, TEST_JWT_SECRET)}`)).statusCode).toBe(200);
  });

  it('refuse the development secret that used to be in the source, even with the old claims', async () => {
    const admin = await makeUser(t.db, { role: 'admin' });
    const now = Math.floor(Date.now() / 1000);
    const token = forgeToken('HS256', { sub: admin.id, iat: now, exp: now + 60 }, OLD_SOURCE_SECRET);
    expect((await listUsers(`token=${token}`)).statusCode).toBe(401);
  });

  it('treat a token without an expiry as a visitor, even signed with the right secret', async () => {
    const { claims } = await signedInAdmin();
    const { exp: _never, ...withoutExpiry } = claims;
    expect((await listUsers(`token=${forgeToken('HS256', withoutExpiry, TEST_JWT_SECRET)}`)).statusCode).toBe(401);
  });

  it('treat an expired token as a visitor', async () => {
    const { claims } = await signedInAdmin();
    const past = Math.floor(Date.now() / 1000) - 10;
    const token = forgeToken('HS256', { ...claims, iat: past - 60, exp: past }, TEST_JWT_SECRET);
    expect((await listUsers(`token=${token}`)).statusCode).toBe(401);
  });
});
