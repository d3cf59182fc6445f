import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, passwordResetTokens } from '../../db/schema.ts';
import { makeUser, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtpServer.ts';
import { useTestApp } from '../../test/testApp.ts';
import { mailerFor } from '../outbox/mailer.ts';
import { deliverDueMails } from '../outbox/service.ts';

const t = useTestApp();
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp?.stop());

const NEW_PASSWORD = 'a-brand-new-passphrase';
let clients = 0;
/** Each call from an address of its own, so the per-address limits stay out of the way. */
const from = () => `2001:db8:7:${(++clients).toString(16)}::1`;

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: from(), headers: cookie ? { cookie } : {} });
const isSignedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie } })).statusCode === 200;
const signsInWith = async (email: string, password: string) =>
  (await post('/api/auth/login', { email, password })).statusCode === 200;

/** Asks for a reset link for `email` and reads it from the mail the SMTP server received. */
async function resetTokenMailedTo(email: string): Promise<string> {
  const asked = await post('/api/auth/forgot-password', { email: email.toUpperCase() });
  expect(asked.statusCode).toBe(200);
  await deliverDueMails(t.db, mailerFor({ smtpUrl: smtp.url, from: 'Atelier <shop@atelier.test>', pollMs: 0 }));
  const mails = await smtp.mailsTo(email);
  const link = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '');
  expect(mails.at(-1)?.html).toContain(link?.[0]);
  if (!link?.[1]) throw new Error('no reset link in the mail');
  return link[1];
}

describe('forgot password', () => {
  it('mails a link that sets a new password once, and ends every session the account had', async () => {
    const user = await makeUser(t.db);
    const session = await signIn(t.app, user.email);
    const token = await resetTokenMailedTo(user.email);

    const reset = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset. Please sign in with it.');
    expect(await isSignedIn(session)).toBe(false);
    expect(await signsInWith(user.email, TEST_PASSWORD)).toBe(false);
    expect(await signsInWith(user.email, NEW_PASSWORD)).toBe(true);

    const again = await post('/api/auth/reset-password', { token, password: 'yet-another-passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid, used or expired. Please ask for a new one.');
  });

  it("stops the user's other links once one of them is used", async () => {
    const user = await makeUser(t.db);
    const first = await resetTokenMailedTo(user.email);
    const second = await resetTokenMailedTo(user.email);
    expect((await post('/api/auth/reset-password', { token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
    const other = await post('/api/auth/reset-password', { token: first, password: 'yet-another-passphrase' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('This reset link is invalid, used or expired. Please ask for a new one.');
    expect(await signsInWith(user.email, NEW_PASSWORD)).toBe(true);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const known = await makeUser(t.db);
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const forKnown = await post('/api/auth/forgot-password', { email: known.email });
    const forUnknown = await post('/api/auth/forgot-password', { email: unknown });
    expect(forUnknown.statusCode).toBe(200);
    expect(forUnknown.json()).toEqual(forKnown.json());
    expect(await t.db.select().from(outboxMails).where(eq(outboxMails.to, unknown))).toEqual([]);
    await deliverDueMails(t.db, mailerFor({ smtpUrl: smtp.url, from: 'Atelier <shop@atelier.test>', pollMs: 0 }));
    await smtp.mailsTo(known.email);
    expect(smtp.mails.filter((mail) => !Array.isArray(mail.to) && mail.to?.text === unknown)).toEqual([]);
  });

  it('refuses an expired link and an unknown one with a clear message', async () => {
    const user = await makeUser(t.db);
    const token = await resetTokenMailedTo(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResetTokens.userId, user.id));
    for (const tried of [token, 'not-a-token-the-shop-ever-mailed']) {
      const res = await post('/api/auth/reset-password', { token: tried, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This reset link is invalid, used or expired. Please ask for a new one.');
    }
    expect(await signsInWith(user.email, TEST_PASSWORD)).toBe(true);
  });

  it('holds a new password to the registration rule, leaving the link usable', async () => {
    const user = await makeUser(t.db);
    const token = await resetTokenMailedTo(user.email);
    const common = await post('/api/auth/reset-password', { token, password: 'password123' });
    expect(common.statusCode).toBe(400);
    const short = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(short.json().message).toBe('Password must be at least 8 characters');
    expect((await post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('is limited like sign-in, per address', async () => {
    const email = `limited-${randomUUID().slice(0, 8)}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('/api/auth/forgot-password', { email })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe('change password', () => {
  it('keeps the session that changed it and ends every other one', async () => {
    const user = await makeUser(t.db);
    const here = await signIn(t.app, user.email);
    const elsewhere = await signIn(t.app, user.email);
    const res = await post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, here);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password changed successfully');
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect(await signsInWith(user.email, NEW_PASSWORD)).toBe(true);
  });

  it('stops every reset link asked for before the change', async () => {
    const user = await makeUser(t.db);
    const token = await resetTokenMailedTo(user.email);
    const here = await signIn(t.app, user.email);
    const changed = await post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, here);
    expect(changed.statusCode).toBe(200);
    const reset = await post('/api/auth/reset-password', { token, password: 'yet-another-passphrase' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe('This reset link is invalid, used or expired. Please ask for a new one.');
    expect(await signsInWith(user.email, NEW_PASSWORD)).toBe(true);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const user = await makeUser(t.db);
    const here = await signIn(t.app, user.email);
    const elsewhere = await signIn(t.app, user.email);
    const res = await post('/api/auth/change-password', { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD }, here);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Current password is incorrect');
    expect(await isSignedIn(elsewhere)).toBe(true);
    expect(await signsInWith(user.email, TEST_PASSWORD)).toBe(true);
  });

  it('holds the new password to the registration rule', async () => {
    const user = await makeUser(t.db);
    const here = await signIn(t.app, user.email);
    const res = await post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'password123' }, here);
    expect(res.statusCode).toBe(400);
    expect(await signsInWith(user.email, TEST_PASSWORD)).toBe(true);
  });

  it('asks a visitor to sign in', async () => {
    const res = await post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });
});

describe('forgot password, as timed by someone probing for accounts', () => {
  const padded = useTestApp({ forgotPasswordAnswerMs: 400 });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

  async function answerMs(email: string): Promise<number> {
    const start = performance.now();
    const res = await padded.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(200);
    return performance.now() - start;
  }

  it('answers an unknown address in the same time as a known one', async () => {
    const known = await makeUser(padded.db);
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 5; i++) {
      knownMs.push(await answerMs(known.email));
      unknownMs.push(await answerMs(`nobody-${randomUUID().slice(0, 8)}@example.com`));
    }
    // Both wait out the shop's answer time; the medians differ by far less than writing a mail takes on a busy machine.
    for (const ms of [...knownMs, ...unknownMs]) expect(ms).toBeGreaterThanOrEqual(390);
    expect(Math.abs(median(knownMs) - median(unknownMs))).toBeLessThan(100);
  });
});
