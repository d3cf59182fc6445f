import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketingConsentChanges } from '../../db/schema.ts';
import { makeSignedInUser, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const newcomer = (fields: object = {}) => ({
  username: 'Newcomer',
  email: `new-${randomUUID().slice(0, 8)}@example.com`,
  password: TEST_PASSWORD,
  ...fields,
});
const changesOf = (userId: string) =>
  t.db
    .select()
    .from(marketingConsentChanges)
    .where(eq(marketingConsentChanges.userId, userId))
    .orderBy(asc(marketingConsentChanges.id));

describe('"Email me about my cart and new arrivals"', () => {
  it('is off for a registration that sends the spec’s three fields only, with no change recorded', async () => {
    const res = await register(newcomer());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'User registered successfully', user: { marketingEmails: false } });
    expect(await changesOf(res.json().user._id)).toEqual([]);
  });

  it('keeps every change of consent with its time and where it was made, and none for an answer that changes nothing', async () => {
    const before = new Date();
    const res = await register(newcomer({ marketingEmails: true }));
    expect(res.json().user.marketingEmails).toBe(true);
    const userId: string = res.json().user._id;
    const cookie = await signIn(t.app, res.json().user.email);
    const edit = (fields: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/auth/edit-profile',
        headers: { cookie },
        payload: { userId, username: 'Newcomer', ...fields },
      });
    expect((await edit({ marketingEmails: false })).json().user.marketingEmails).toBe(false);
    expect((await edit({ marketingEmails: false })).statusCode).toBe(200);
    // Leaving the field out leaves the consent as it is.
    expect((await edit({ bio: 'Likes linen' })).json().user.marketingEmails).toBe(false);
    expect((await edit({ marketingEmails: true })).json().user.marketingEmails).toBe(true);

    const changes = await changesOf(userId);
    expect(changes.map(({ consented, source }) => [consented, source])).toEqual([
      [true, 'register'],
      [false, 'profile'],
      [true, 'profile'],
    ]);
    const times = changes.map((change) => change.changedAt.getTime());
    expect(times.every((time) => time >= before.getTime() - 1_000)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('refuses a consent that is not true or false with 400, on register and on the profile, changing nothing', async () => {
    const payload = newcomer({ marketingEmails: 'yes' });
    const refused = await register(payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'marketingEmails must be true or false' });
    expect((await register({ ...payload, marketingEmails: true })).statusCode).toBe(201);

    const shopper = await makeSignedInUser(t.app, t.db);
    for (const marketingEmails of [1, 'true', null]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/edit-profile',
        headers: { cookie: shopper.cookie },
        payload: { userId: shopper.user.id, username: 'Shopper', marketingEmails },
      });
      expect(res.statusCode, String(marketingEmails)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await changesOf(shopper.user.id)).toEqual([]);
  });
});
