import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema.ts';
import { makeProduct, makeSignedInUser, makeUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

describe('user management by admins', () => {
  it('lists users without their password hashes', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { email: string }) => u.email)).toContain(admin.user.email);
    expect(res.body).not.toMatch(/password/i);
  });

  it('refuses the list to visitors (401) and customers (403)', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/users' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: { cookie: customer.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty('message');
  });

  it('makes a customer admin and back', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const customer = await makeUser(t.db);
    const promote = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${customer.id}`,
      headers: { cookie: admin.cookie },
      payload: { role: 'admin' },
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().user.role).toBe('admin');
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${customer.id}`,
      headers: { cookie: admin.cookie },
      payload: { role: 'user' },
    });
    expect(demote.json().user.role).toBe('user');
  });

  it('refuses a role that is neither user nor admin', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const customer = await makeUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${customer.id}`,
      headers: { cookie: admin.cookie },
      payload: { role: 'owner' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Role must be user or admin' });
  });

  it('deletes a user, and answers 404 for an unknown or malformed id', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const customer = await makeUser(t.db);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${customer.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, customer.id))).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${customer.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/users/not-an-id',
      headers: { cookie: admin.cookie },
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('recounts the ratings a deleted user had reviewed', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const product = await makeProduct(t.db);
    const harsh = await makeSignedInUser(t.app, t.db);
    const kind = await makeSignedInUser(t.app, t.db);
    for (const [reviewer, rating] of [
      [harsh, 1],
      [kind, 5],
    ] as const) {
      await t.app.inject({
        method: 'POST',
        url: '/api/reviews/post-review',
        headers: { cookie: reviewer.cookie },
        payload: { comment: 'Noted.', rating, userId: reviewer.user.id, productId: product.id },
      });
    }
    await t.app.inject({ method: 'DELETE', url: `/api/auth/users/${harsh.user.id}`, headers: { cookie: admin.cookie } });
    const [after] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toMatchObject({ rating: 5, reviewCount: 1 });
  });
});

describe('the last admin', () => {
  it('cannot be demoted or deleted (409), and a removed admin loses access at once', async () => {
    await t.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const only = await makeSignedInUser(t.app, t.db, 'admin');
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${only.user.id}`,
      headers: { cookie: only.cookie },
      payload: { role: 'user' },
    });
    expect(demote.statusCode).toBe(409);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${only.user.id}`,
      headers: { cookie: only.cookie },
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ message: 'The shop needs at least one admin' });

    const second = await makeSignedInUser(t.app, t.db, 'admin');
    const removeFirst = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${only.user.id}`,
      headers: { cookie: second.cookie },
    });
    expect(removeFirst.statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: { cookie: only.cookie } });
    expect(stale.statusCode).toBe(401);
  });
});

describe('two admins removing each other at the same moment', () => {
  it('leaves one admin, answering 200 or 409 and never failing, demoting or deleting', async () => {
    const attempts = { demote: 'PUT', remove: 'DELETE' } as const;
    for (const method of Object.values(attempts)) {
      for (let round = 0; round < 8; round++) {
        await t.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
        const [a, b] = [await makeSignedInUser(t.app, t.db, 'admin'), await makeSignedInUser(t.app, t.db, 'admin')];
        const remove = (by: typeof a, whom: typeof b) =>
          t.app.inject({
            method,
            url: `/api/auth/users/${whom.user.id}`,
            headers: { cookie: by.cookie },
            ...(method === 'PUT' ? { payload: { role: 'user' } } : {}),
          });
        const answers = await Promise.all([remove(a, b), remove(b, a)]);
        // A removed admin is no longer one: the other's request may also answer 401 or 403.
        for (const answer of answers) expect([200, 401, 403, 409]).toContain(answer.statusCode);
        expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
        expect(await t.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
      }
    }
  });

  it('with a third admin present, lets only one of the two go through: the other is no longer an admin (403)', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      for (let round = 0; round < 5; round++) {
        await t.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
        const third = await makeUser(t.db, { role: 'admin' });
        const [a, b] = [await makeSignedInUser(t.app, t.db, 'admin'), await makeSignedInUser(t.app, t.db, 'admin')];
        const remove = (by: typeof a, whom: typeof b) =>
          t.app.inject({
            method,
            url: `/api/auth/users/${whom.user.id}`,
            headers: { cookie: by.cookie },
            ...(method === 'PUT' ? { payload: { role: 'user' } } : {}),
          });
        const answers = await Promise.all([remove(a, b), remove(b, a)]);
        const codes = answers.map((answer) => answer.statusCode).sort();
        // A deleted admin's session ends with them: their request may also find itself signed out (401).
        expect(codes, `${method} round ${round}`).toEqual(method === 'PUT' ? [200, 403] : [200, expect.toBeOneOf([401, 403])]);
        const admins = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
        expect(admins.map((admin) => admin.id)).toContain(third.id);
        expect(admins).toHaveLength(2);
      }
    }
  });
});

describe('edit profile', () => {
  it('updates the signed-in user and answers the new user', async () => {
    const me = await makeSignedInUser(t.app, t.db);
    const picture = `/images/${randomUUID()}.webp`;
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { cookie: me.cookie },
      payload: {
        userId: me.user.id,
        username: 'Margot',
        bio: 'Loves linen.',
        profession: 'Architect',
        profileImage: picture,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      _id: me.user.id,
      username: 'Margot',
      bio: 'Loves linen.',
      profession: 'Architect',
      profileImage: picture,
    });
  });

  it("refuses to edit someone else's profile (403) and changes nothing", async () => {
    const me = await makeSignedInUser(t.app, t.db);
    const other = await makeUser(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { cookie: me.cookie },
      payload: { userId: other.id, username: 'Hijacked' },
    });
    expect(res.statusCode).toBe(403);
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(unchanged?.username).toBe(other.username);
  });

  it.each([
    'javascript:alert(1)',
    '//other.host/x.png',
    'https://other.host/x.png',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    '/images/../api/auth/logout',
  ])('refuses the profile image %s with a 400 and changes nothing', async (profileImage) => {
    const me = await makeSignedInUser(t.app, t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { cookie: me.cookie },
      payload: { userId: me.user.id, username: 'Margot', profileImage },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Profile image must be a picture uploaded to this shop' });
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(unchanged).toMatchObject({ username: me.user.username, profileImage: '' });
  });

  it('requires a username and a signed-in user', async () => {
    const me = await makeSignedInUser(t.app, t.db);
    const blank = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      headers: { cookie: me.cookie },
      payload: { userId: me.user.id, username: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Username is required' });
    const visitor = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-profile',
      payload: { userId: me.user.id, username: 'X' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
