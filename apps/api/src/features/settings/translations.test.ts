import type { ShopSettingsInput } from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { answeredFromCopy } from '../../test/answeredFromCopy.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// Copies on, as in production: a copy is kept per language, and an admin never reads a visitor's.
const t = useTestApp({ copyFreshMs: 60_000, cacheHitHeader: true });
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  admin = await makeSignedInUser(t.app, t.db, 'admin');
});

const LUNE: ShopSettingsInput = {
  shop: { name: 'Maison Lune', tagline: 'Slow fashion from Lyon.', email: '', phone: '', address: null, hours: [], social: [] },
  announcement: { text: 'Winter sale', active: true },
  hero: { title: 'Made to last', text: 'Pieces for every season.', buttonLabel: 'Shop now', buttonLink: '/shop' },
};

/** Every French text emptied: what an earlier test wrote is removed. */
const NO_FRENCH = { fr: { tagline: '', announcement: '', heroTitle: '', heroText: '', heroButtonLabel: '' } };

const putSettings = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', payload, headers: { cookie: admin.cookie } });

describe("the settings' shop texts in French", () => {
  it('are answered with lang=fr, in English where none is written; the English answer shows no translations', async () => {
    const saved = await putSettings({
      ...LUNE,
      translations: { fr: { tagline: 'La mode lente de Lyon.', announcement: 'Soldes d’hiver', heroTitle: 'Fait pour durer' } },
    });
    expect(saved.statusCode).toBe(200);
    const french = (await answeredFromCopy(t.app, '/api/settings?lang=fr')).json();
    expect(french.shop.tagline).toBe('La mode lente de Lyon.');
    expect(french.announcement.text).toBe('Soldes d’hiver');
    expect(french.hero).toMatchObject({ title: 'Fait pour durer', text: 'Pieces for every season.', buttonLabel: 'Shop now' });
    expect(french.translations).toBeUndefined();
    const english = (await answeredFromCopy(t.app, '/api/settings')).json();
    expect(english.hero.title).toBe('Made to last');
    expect(english.translations).toBeUndefined();

    const forAdmin = await t.app.inject({ url: '/api/settings', headers: { cookie: admin.cookie } });
    expect(forAdmin.headers['x-cache']).toBeUndefined();
    expect(forAdmin.json().translations.fr).toMatchObject({ heroTitle: 'Fait pour durer' });
  });

  it('stay as they were when a save leaves them out, and go when emptied', async () => {
    await putSettings({ ...LUNE, translations: { fr: { ...NO_FRENCH.fr, heroTitle: 'Fait pour durer' } } });
    await putSettings({ ...LUNE, hero: { ...LUNE.hero, title: 'Built to last' } });
    const kept = (await t.app.inject({ url: '/api/settings', headers: { cookie: admin.cookie } })).json();
    expect(kept.translations).toEqual({ fr: { heroTitle: 'Fait pour durer' } });
    await putSettings({ ...LUNE, translations: { fr: { heroTitle: '' } } });
    const emptied = (await t.app.inject({ url: '/api/settings', headers: { cookie: admin.cookie } })).json();
    expect(emptied.translations).toBeUndefined();
    expect((await t.app.inject({ url: '/api/settings?lang=fr' })).json().hero.title).toBe('Made to last');
  });

  it('refuse a language the shop does not speak, and change nothing', async () => {
    await putSettings({ ...LUNE, translations: { fr: { ...NO_FRENCH.fr, tagline: 'La mode lente.' } } });
    const res = await putSettings({
      ...LUNE,
      shop: { ...LUNE.shop, name: 'Renamed' },
      translations: { it: { tagline: 'Moda' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    const now = (await t.app.inject({ url: '/api/settings', headers: { cookie: admin.cookie } })).json();
    expect(now.shop.name).toBe('Maison Lune');
    expect(now.translations).toEqual({ fr: { tagline: 'La mode lente.' } });
  });
});
