import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeUser, TEST_PASSWORD } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

let clients = 0;
/** Each call from a shopper's own address, so the per-address sign-in limit never trips here. */
const ownAddress = () => `2001:db8:a:${(++clients).toString(16)}::1`;

function register(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: ownAddress() });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ownAddress() });
}

describe('registration', () => {
  it('creates an account that can then sign in, never showing the password hash', async () => {
    const res = await register({ username: 'Chloé', email: 'Chloe@Example.com', password: 'a-long-password' });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('password');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'chloe@example.com', password: 'a-long-password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ username: 'Chloé', email: 'chloe@example.com', role: 'user' });
  });

  it.each([
    [{ email: 'a@example.com', password: 'a-long-password' }, 'Username is required'],
    [{ username: 'Ann', password: 'a-long-password' }, 'Email is required'],
    [{ username: 'Ann', email: 'a@example.com' }, 'Password is required'],
  ])('names the missing field in a 400 (%j)', async (payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a password shorter than 8 characters', async () => {
    const res = await register({ username: 'Ann', email: 'short@example.com', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password must be at least 8 characters');
  });

  it('keeps the password exactly as typed, so one with spaces around it signs in as registered', async () => {
    const password = '  my secret pass  ';
    expect((await register({ username: 'Ann', email: 'spaces@example.com', password })).statusCode).toBe(201);
    expect((await login('spaces@example.com', password)).statusCode).toBe(200);
    expect((await login('spaces@example.com', password.trim())).statusCode).toBe(401);
  });

  it.each([
    ['          ', 'Password must not be only spaces'],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
  ])('refuses the password %j and says why', async (password, message) => {
    const res = await register({ username: 'Ann', email: 'rules@example.com', password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it.each(['12345678', 'password', 'Password1', 'iloveyou'])(
    'refuses %s, one of the most used passwords, saying so',
    async (password) => {
      const res = await register({ username: 'Ann', email: `common-${password}@example.com`, password });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/one of the 10,000 most used passwords/);
      expect((await login(`common-${password}@example.com`, password)).statusCode).toBe(401);
    },
  );

  it.each([
    ['aaaaaaaa', 'too easy to guess'],
    ['abcdefgh', 'too easy to guess'],
    ['12341234', 'too easy to guess'],
    ['atelier-admin', 'published with the demo shop'],
    ['atelier-customer', 'published with the demo shop'],
    ['\u0000'.repeat(8), 'must not contain control or invisible characters'],
    ['\u200b'.repeat(8), 'must not contain control or invisible characters'],
    ['my\u200bsecret-passphrase', 'must not contain control or invisible characters'],
  ])('refuses the weak password %j, saying why, and makes no account', async (password, why) => {
    const email = `weak-${randomUUID().slice(0, 8)}@example.com`;
    const res = await register({ username: 'Ann', email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(why);
    expect((await login(email, password)).statusCode).toBe(401);
  });

  it("refuses a password made of the shop's name and the person's own name and email", async () => {
    for (const password of ['atelier2024', 'atelieratelier', 'chloemartin', 'chloe.martin@example.com']) {
      const res = await register({ username: 'Chloe Martin', email: 'chloe.martin@example.com', password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toContain('too easy to guess');
    }
  });

  it('answers 409 when the email is taken, whatever its case', async () => {
    await register({ username: 'Ann', email: 'taken@example.com', password: 'a-long-password' });
    const res = await register({ username: 'Other', email: 'TAKEN@example.com', password: 'a-long-password' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Email is already registered' });
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('login', () => {
  it('answers a token and the user, and sets an httpOnly SameSite=Lax cookie', async () => {
    const user = await makeUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.token).toBe('string');
    expect(body.user).toEqual({
      _id: user.id,
      username: user.username,
      email: user.email,
      role: 'user',
      profileImage: '',
      bio: '',
      profession: '',
      marketingEmails: false,
      language: 'en',
      createdAt: user.createdAt.toISOString(),
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`token=${body.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const user = await makeUser(t.db);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not-the-password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: TEST_PASSWORD },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
  });

  it('logout clears the session cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('errors and health', () => {
  it('answers unknown /api routes with a 404 JSON message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/nothing-here not found' });
  });

  it('reports health while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
