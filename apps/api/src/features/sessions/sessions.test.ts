import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** One customer signed in on a laptop and on a phone. */
async function customerOnTwoDevices() {
  const user = await makeUser(t.db);
  const laptop = await signIn(t.app, user.email, undefined, FIREFOX_ON_LINUX);
  const phone = await signIn(t.app, user.email, undefined, SAFARI_ON_IPHONE);
  return { user, laptop, phone };
}

const listSessions = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: cookie ? { cookie } : {} });
const signOutElsewhere = (cookie?: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/auth/sessions/others', headers: cookie ? { cookie } : {} });

describe('active sessions', () => {
  it('are listed with their device and last use, marking the one asking as this device', async () => {
    const { laptop } = await customerOnTwoDevices();
    const res = await listSessions(laptop);
    expect(res.statusCode).toBe(200);
    const listed = res.json();
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device: 'Firefox on Linux', current: true }),
        expect.objectContaining({ device: 'Safari on iPhone', current: false }),
      ]),
    );
    for (const session of listed) expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
  });

  it("do not show another user's sessions, nor sessions that have ended", async () => {
    const { laptop, phone } = await customerOnTwoDevices();
    await signIn(t.app, (await makeUser(t.db)).email);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: phone } });
    const listed = (await listSessions(laptop)).json();
    expect(listed.map((session: { device: string }) => session.device)).toEqual(['Firefox on Linux']);
  });

  it('are all ended but this one by "sign out everywhere else"', async () => {
    const { user, laptop, phone } = await customerOnTwoDevices();
    const tablet = await signIn(t.app, user.email);
    const bystander = await signIn(t.app, (await makeUser(t.db)).email);

    const res = await signOutElsewhere(laptop);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out everywhere else', ended: 2 });
    expect((await listSessions(phone)).statusCode).toBe(401);
    expect((await listSessions(tablet)).statusCode).toBe(401);
    expect((await listSessions(laptop)).json()).toEqual([expect.objectContaining({ current: true })]);
    expect((await listSessions(bystander)).statusCode).toBe(200);
  });

  it('ask a visitor to sign in first', async () => {
    expect((await listSessions()).statusCode).toBe(401);
    const res = await signOutElsewhere();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in first' });
  });
});
