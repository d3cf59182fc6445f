import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { hashOf } from '../../features/auth/passwordReset.ts';
import { buildApp } from '../../start/app.ts';
import { makeUser, TEST_PASSWORD } from '../../test/factories.ts';
import { servicesMissing } from '../../test/requiredServices.ts';
import { testConfig, useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
let nextAddress = 0;
/** An address in a /64 network of its own: addresses of one IPv6 network count as one. */
const freshAddress = () => `2001:db8:1:${(++nextAddress).toString(16)}::1`;

/** A reset link's token for the account of `email`, as the mailed link would carry it. */
async function resetLinkToken(email: string): Promise<string> {
  const token = randomUUID();
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await t.db
    .insert(passwordResetTokens)
    .values({ tokenHash: hashOf(token), userId: user?.id ?? '', expiresAt: new Date(Date.now() + 60_000) });
  return token;
}

function login(app: FastifyInstance, email: string, remoteAddress: string, password = 'not-the-password') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}

describe('sign-in and registration limits', () => {
  it('answer 429 to the 11th sign-in attempt within a minute from one IP address, even with a right password', async () => {
    const ip = freshAddress();
    const user = await makeUser(t.db);
    for (let i = 0; i < 10; i++) expect((await login(t.app, `guess-${i}@example.com`, ip)).statusCode).toBe(401);
    const res = await login(t.app, user.email, ip, TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('count reset links asked for one email from many addresses together, whatever its case', async () => {
    const user = await makeUser(t.db);
    const forgot = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: freshAddress() });
    for (let i = 0; i < 10; i++) expect((await forgot(i % 2 ? user.email.toUpperCase() : user.email)).statusCode).toBe(200);
    expect((await forgot(user.email)).statusCode).toBe(429);
    const someoneElse = await makeUser(t.db);
    expect((await forgot(someoneElse.email)).statusCode).toBe(200);
  });

  it('limit registrations per address, counting malformed attempts too', async () => {
    const ip = freshAddress();
    const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: ip });
    for (let i = 0; i < 10; i++) expect((await register({ email: `x${i}@example.com` })).statusCode).toBe(400);
    const res = await register({ username: 'Ann', email: `ann-${randomUUID()}@example.com`, password: 'a-long-password' });
    expect(res.statusCode).toBe(429);
  });

  it('count the addresses of one IPv6 network together', async () => {
    const network = freshAddress().replace(/::1$/, '');
    for (let i = 0; i < 10; i++) await login(t.app, `v6-${i}@example.com`, `${network}::${(i + 2).toString(16)}`);
    expect((await login(t.app, 'v6-last@example.com', `${network}:ffff:ffff:ffff:ffff`)).statusCode).toBe(429);
  });

  it('leave every other route unlimited', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/products', remoteAddress: ip });
      expect(res.statusCode).toBe(200);
    }
  });

  it('cannot be escaped by a client naming its own address in X-Forwarded-For', async () => {
    const ip = '203.0.113.7';
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `spoof-${i}@example.com`, password: 'not-the-password' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    for (let i = 0; i < 10; i++) await attempt(i);
    expect((await attempt(10)).statusCode).toBe(429);
  });

  it.each(['127.0.0.1', '10.1.2.3', 'fd00::7'])(
    'cannot be escaped from %s, on this machine or the same network, when TRUST_PROXY names no proxy',
    async (ip) => {
      const attempt = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `near-${ip}-${i}@example.com`, password: 'not-the-password' },
          remoteAddress: ip,
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
      for (let i = 0; i < 10; i++) await attempt(i);
      expect((await attempt(10)).statusCode).toBe(429);
    },
  );

  it('count each client behind a proxy that TRUST_PROXY names by the address the proxy forwards', async () => {
    const behindProxy = await buildApp(testConfig({ trustProxy: '10.0.0.1' }), t.database);
    try {
      const attempt = (client: string, i: number) =>
        behindProxy.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `proxied-${client}-${i}@example.com`, password: 'not-the-password' },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 10; i++) await attempt('198.51.100.20', i);
      expect((await attempt('198.51.100.20', 10)).statusCode).toBe(429);
      expect((await attempt('198.51.100.21', 0)).statusCode).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });

  it('limit wrong current passwords on a password change per account, from whatever address', async () => {
    const app = await buildApp(testConfig({ authAttemptsPerMinute: 3 }), t.database);
    try {
      const user = await makeUser(t.db);
      const cookie = (await login(app, user.email, freshAddress(), TEST_PASSWORD)).headers['set-cookie'] as string;
      const change = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: { cookie: cookie.split(';')[0] ?? '' },
          payload: { currentPassword: 'a-wrong-guess', newPassword: 'quiet-harbour-lantern-42' },
          remoteAddress: freshAddress(),
        });
      for (let i = 0; i < 3; i++) expect((await change()).statusCode).not.toBe(429);
      expect((await change()).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe.skipIf(await servicesMissing(['redis']))('limits shared through Redis', () => {
  const apps: FastifyInstance[] = [];
  const keyPrefix = `atelier-test:${randomUUID()}:`;
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const redis = new Redis('redis://127.0.0.1:6379');
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('count attempts on two instances together', async () => {
    const config = testConfig({ redisUrl: 'redis://127.0.0.1:6379', redisKeyPrefix: keyPrefix });
    for (let i = 0; i < 2; i++) apps.push(await buildApp(config, t.database));
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const ip = freshAddress();
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 ? first : second, `redis-${i}@example.com`, ip);
      expect(res.statusCode).toBe(401);
    }
    expect((await login(first, 'redis-last@example.com', ip)).statusCode).toBe(429);
    expect((await login(second, 'redis-last@example.com', ip)).statusCode).toBe(429);
    // Each app alone would have seen only 5 attempts; a fresh in-memory app on the same data did not see them.
    expect((await login(t.app, 'redis-last@example.com', ip)).statusCode).toBe(401);
  });

  it('count failed sign-ins on one account on two instances together', async () => {
    const config = testConfig({
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: keyPrefix,
      authAttemptsPerMinute: 1_000,
      failedSignInsPerHour: 4,
    });
    const pair = [await buildApp(config, t.database), await buildApp(config, t.database)] as const;
    apps.push(...pair);
    const user = await makeUser(t.db);
    const attacker = freshAddress();
    for (let i = 0; i < 4; i++) expect((await login(pair[i % 2] as FastifyInstance, user.email, attacker)).statusCode).toBe(401);
    expect((await login(pair[0], user.email, attacker, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(pair[1], user.email, attacker, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(pair[1], user.email, freshAddress(), TEST_PASSWORD)).statusCode).toBe(200);
    // A reset on one instance forgets the count on both.
    const newPassword = 'quiet-harbour-lantern-42';
    const reset = await pair[0].inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: await resetLinkToken(user.email), password: newPassword },
      remoteAddress: attacker,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(pair[1], user.email, attacker, newPassword)).statusCode).toBe(200);
  });
});
