import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config/config.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { buildApp } from '../../start/app.ts';
import { makeUser, TEST_PASSWORD } from '../../test/factories.ts';
import { testConfig, useTestApp } from '../../test/testApp.ts';
import { hashOf } from './passwordReset.ts';

const t = useTestApp();
let nextAddress = 0;
/** An address in a /64 network of its own: addresses of one IPv6 network count as one. */
const freshAddress = () => `2001:db8:5:${(++nextAddress).toString(16)}::1`;
const TOO_MANY_FAILURES = {
  message: 'Too many failed sign-ins for this account from here. Please try again in an hour, or reset your password.',
};

function login(app: FastifyInstance, email: string, remoteAddress: string, password = 'not-the-password') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}

async function timed<T>(work: Promise<T>): Promise<{ answer: T; ms: number }> {
  const start = performance.now();
  const answer = await work;
  return { answer, ms: performance.now() - start };
}

/** An app of its own on the test database, closed after `use`. */
async function withApp(overrides: Partial<Config>, use: (app: FastifyInstance) => Promise<void>) {
  const app = await buildApp(testConfig(overrides), t.database);
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

/** Resets the password of `email`'s account through a mailed link's token, from `remoteAddress`. */
async function resetPassword(app: FastifyInstance, email: string, password: string, remoteAddress: string) {
  const token = randomUUID();
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await t.db
    .insert(passwordResetTokens)
    .values({ tokenHash: hashOf(token), userId: user?.id ?? '', expiresAt: new Date(Date.now() + 60_000) });
  const reset = await app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
    remoteAddress,
  });
  expect(reset.statusCode).toBe(200);
}

describe('sign-ins on an account someone else is guessing at', () => {
  it('let the owner in from an address of their own while wrong passwords come from others', async () => {
    const owner = await makeUser(t.db);
    const attackers = [freshAddress(), freshAddress(), freshAddress()];
    // Twelve wrong passwords in a minute, whatever their case, from three addresses: each within its own limits.
    for (let i = 0; i < 12; i++) {
      const email = i % 2 ? owner.email.toUpperCase() : owner.email;
      expect((await login(t.app, email, attackers[i % 3] as string)).statusCode).toBe(401);
    }
    for (let i = 0; i < 3; i++) expect((await login(t.app, owner.email, freshAddress(), TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("still refuse the attacker's address past its attempts a minute, the owner signing in meanwhile", async () => {
    const owner = await makeUser(t.db);
    const attacker = freshAddress();
    for (let i = 0; i < 10; i++) expect((await login(t.app, owner.email, attacker)).statusCode).toBe(401);
    const refused = await login(t.app, owner.email, attacker, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
    expect((await login(t.app, owner.email, freshAddress(), TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("still refuse the attacker's address past its failures on the account, even the right password", async () => {
    // Past the per-minute limits, as guesses spread over an hour would be.
    await withApp({ authAttemptsPerMinute: 1_000, failedSignInsPerHour: 20 }, async (app) => {
      const owner = await makeUser(t.db);
      const attacker = freshAddress();
      for (let i = 0; i < 19; i++) expect((await login(app, owner.email, attacker)).statusCode).toBe(401);
      // A right password is no failure: it leaves room for one more guess.
      expect((await login(app, owner.email, attacker, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await login(app, owner.email.toUpperCase(), attacker)).statusCode).toBe(401);
      const res = await login(app, owner.email, attacker, TEST_PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(TOO_MANY_FAILURES);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3_000);

      expect((await login(app, owner.email, freshAddress(), TEST_PASSWORD)).statusCode).toBe(200);
      const someoneElse = await makeUser(t.db);
      expect((await login(app, someoneElse.email, attacker, TEST_PASSWORD)).statusCode).toBe(200);
    });
  }, 60_000);

  it('check no more wrong passwords sent all at once from one address than it may send a minute', async () => {
    await withApp({ failedSignInsPerHour: 3 }, async (app) => {
      const owner = await makeUser(t.db);
      const attacker = freshAddress();
      const burst = await Promise.all(Array.from({ length: 25 }, () => login(app, owner.email, attacker)));
      const checked = burst.filter((answer) => answer.statusCode === 401).length;
      expect(checked).toBeGreaterThanOrEqual(3);
      expect(checked).toBeLessThanOrEqual(10);
      expect(burst.filter((answer) => answer.statusCode === 429)).toHaveLength(25 - checked);
      expect((await login(app, owner.email, attacker, TEST_PASSWORD)).statusCode).toBe(429);
      expect((await login(app, owner.email, freshAddress(), TEST_PASSWORD)).statusCode).toBe(200);
    });
  }, 60_000);

  it('refuse an address past its failures on whatever accounts, and nobody else', async () => {
    await withApp({ authAttemptsPerMinute: 1_000, failedSignInsPerHourPerAddress: 3 }, async (app) => {
      const [owner, other] = [await makeUser(t.db), await makeUser(t.db)];
      const sprayer = freshAddress();
      for (let i = 0; i < 3; i++)
        expect((await login(app, `sprayed-${i}-${randomUUID()}@example.com`, sprayer)).statusCode).toBe(401);
      const res = await login(app, owner.email, sprayer, TEST_PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: 'Too many failed sign-ins from here. Please try again in an hour.' });
      expect((await login(app, other.email, freshAddress(), TEST_PASSWORD)).statusCode).toBe(200);
    });
  }, 60_000);

  it("slow every answer on the account, the owner's too, by no more than the longest delay", async () => {
    const signInDelay = { afterFailures: 2, stepMs: 300, maxMs: 600 };
    await withApp({ authAttemptsPerMinute: 1_000, signInDelay }, async (app) => {
      const owner = await makeUser(t.db);
      const untouched = await makeUser(t.db);
      for (let i = 0; i < 8; i++) expect((await login(app, owner.email, freshAddress())).statusCode).toBe(401);
      const wrong = await timed(login(app, owner.email, freshAddress()));
      const right = await timed(login(app, owner.email, freshAddress(), TEST_PASSWORD));
      expect([wrong.answer.statusCode, right.answer.statusCode]).toEqual([401, 200]);
      for (const { ms } of [wrong, right]) expect(ms).toBeGreaterThanOrEqual(590);
      // Eight failures past the first two would be 2.4 s at 300 ms each; the delay stops at its cap.
      for (const { ms } of [wrong, right]) expect(ms).toBeLessThan(2_000);
      const elsewhere = await timed(login(app, untouched.email, freshAddress(), TEST_PASSWORD));
      expect(elsewhere.ms).toBeLessThan(590);
    });
  }, 60_000);

  it('forget every failure counted against the account once its password is reset', async () => {
    const signInDelay = { afterFailures: 2, stepMs: 1_500, maxMs: 1_500 };
    await withApp({ authAttemptsPerMinute: 1_000, failedSignInsPerHour: 3, signInDelay }, async (app) => {
      const owner = await makeUser(t.db);
      const shared = freshAddress();
      for (let i = 0; i < 3; i++) expect((await login(app, owner.email, shared)).statusCode).toBe(401);
      expect((await login(app, owner.email, shared, TEST_PASSWORD)).statusCode).toBe(429);
      expect((await timed(login(app, owner.email, freshAddress(), TEST_PASSWORD))).ms).toBeGreaterThanOrEqual(1_490);

      const newPassword = 'quiet-harbour-lantern-42';
      await resetPassword(app, owner.email, newPassword, shared);
      const after = await timed(login(app, owner.email, shared, newPassword));
      expect(after.answer.statusCode).toBe(200);
      expect(after.ms).toBeLessThan(1_490);
    });
  }, 60_000);
});
