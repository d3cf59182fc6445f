import type { ShippingMethod, ShippingOptions, ShippingZone } from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// Copies on, as in production: the quote is kept per language, and a renamed method shows in the next one.
const t = useTestApp({ copyFreshMs: 60_000 });
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
let zone: ShippingZone;

const asAdmin = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: admin.cookie } });

const STANDARD = { name: 'Standard', price: 12, minDays: 4, maxDays: 8 };
const quotedNames = async (lang: string) => {
  const res = await t.app.inject({ url: `/api/shipping/options?country=BE&subtotal=50.00${lang}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ShippingOptions>().methods.map((method) => method.name);
};

beforeAll(async () => {
  admin = await makeSignedInUser(t.app, t.db, 'admin');
  const [first] = (await asAdmin('GET', '/api/shipping/zones')).json<ShippingZone[]>();
  await asAdmin('PUT', `/api/shipping/zones/${first?._id}`, { name: first?.name, countries: ['US'] });
  zone = (await asAdmin('POST', '/api/shipping/zones', { name: 'Benelux', countries: ['BE', 'LU'] })).json<ShippingZone>();
});

describe("a delivery method's French name", () => {
  it('is written with the method, read back by admins, and quoted in French with lang=fr', async () => {
    const created = await asAdmin('POST', `/api/shipping/zones/${zone._id}/methods`, {
      ...STANDARD,
      translations: { fr: { name: 'Livraison standard' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const method = created.json<ShippingMethod>();
    expect(method.translations).toEqual({ fr: { name: 'Livraison standard' } });
    const listed = (await asAdmin('GET', '/api/shipping/zones')).json<ShippingZone[]>().find((z) => z._id === zone._id);
    expect(listed?.methods[0]?.translations).toEqual({ fr: { name: 'Livraison standard' } });

    expect(await quotedNames('&lang=fr')).toEqual(['Livraison standard']);
    expect(await quotedNames('')).toEqual(['Standard']);

    // A change that leaves translations out keeps them; an empty French name removes it and French shows English.
    const renamed = await asAdmin('PUT', `/api/shipping/methods/${method._id}`, { ...STANDARD, name: 'Standard post' });
    expect(renamed.json<ShippingMethod>().translations).toEqual({ fr: { name: 'Livraison standard' } });
    await asAdmin('PUT', `/api/shipping/methods/${method._id}`, { ...STANDARD, translations: { fr: { name: '' } } });
    expect(await quotedNames('&lang=fr')).toEqual(['Standard']);
  });

  it('is kept or changed by a save of the whole zone', async () => {
    const saved = (await asAdmin('GET', '/api/shipping/zones')).json<ShippingZone[]>().find((z) => z._id === zone._id);
    const [method] = saved?.methods ?? [];
    const put = await asAdmin('PUT', `/api/shipping/zones/${zone._id}`, {
      name: 'Benelux',
      countries: ['BE', 'LU'],
      version: saved?.version,
      methods: [
        { ...STANDARD, _id: method?._id, translations: { fr: { name: 'Colissimo' } } },
        { name: 'Express', price: 20, minDays: 1, maxDays: 2, translations: { fr: { name: 'Express 24 h' } } },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await quotedNames('&lang=fr')).toEqual(['Colissimo', 'Express 24 h']);
    expect(await quotedNames('&lang=en')).toEqual(['Standard', 'Express']);
  });

  it('is refused in a language the shop does not speak, changing nothing', async () => {
    const before = await quotedNames('&lang=fr');
    const german = await asAdmin('POST', `/api/shipping/zones/${zone._id}/methods`, {
      ...STANDARD,
      translations: { de: { name: 'Standardversand' } },
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().message).toBe('Translations may be given only in: fr');
    const tooLong = await asAdmin('POST', `/api/shipping/zones/${zone._id}/methods`, {
      ...STANDARD,
      translations: { fr: { name: 'x'.repeat(61) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await quotedNames('&lang=fr')).toEqual(before);
    expect((await t.app.inject({ url: '/api/shipping/options?country=BE&subtotal=5.00&lang=de' })).statusCode).toBe(400);
  });
});
