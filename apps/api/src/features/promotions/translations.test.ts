import type { Promotion, PromotionInput } from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// Copies on, as in production: the automatic promotions are kept per language.
const t = useTestApp({ copyFreshMs: 60_000 });
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  admin = await makeSignedInUser(t.app, t.db, 'admin');
});

const asAdmin = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: admin.cookie } });

const percentOff = (fields: Partial<PromotionInput> = {}): PromotionInput => ({
  code: `ETE${Date.now().toString(36).toUpperCase()}`,
  label: '15% off everything',
  kind: 'percentage',
  value: 15,
  ...fields,
});

describe("a promotion's French title", () => {
  it('is written with the promotion, read back by admins, and named in French by apply with lang=fr', async () => {
    const created = await asAdmin('POST', '/api/promotions', percentOff({ translations: { fr: { label: '15 % sur tout' } } }));
    expect(created.statusCode, created.body).toBe(201);
    const promotion = created.json<Promotion>();
    expect(promotion.translations).toEqual({ fr: { label: '15 % sur tout' } });
    const listed = (await asAdmin('GET', '/api/promotions')).json<Promotion[]>().find((p) => p._id === promotion._id);
    expect(listed?.translations).toEqual({ fr: { label: '15 % sur tout' } });

    const scarf = await makeProduct(t.db, { priceCents: 4_000 });
    const cart = { code: promotion.code, products: [{ _id: scarf.id, quantity: 1 }] };
    const french = await t.app.inject({ method: 'POST', url: '/api/promotions/apply?lang=fr', payload: cart });
    expect(french.json()).toMatchObject({ label: '15 % sur tout', discount: 6 });
    const english = await t.app.inject({ method: 'POST', url: '/api/promotions/apply', payload: cart });
    expect(english.json()).toMatchObject({ label: '15% off everything', discount: 6 });

    // A save without translations keeps them; an empty French title removes it, and French falls back to English.
    const kept = await asAdmin('PUT', `/api/promotions/${promotion._id}`, percentOff({ code: promotion.code }));
    expect(kept.json<Promotion>().translations).toEqual({ fr: { label: '15 % sur tout' } });
    const cleared = await asAdmin(
      'PUT',
      `/api/promotions/${promotion._id}`,
      percentOff({ code: promotion.code, translations: { fr: { label: '' } } }),
    );
    expect(cleared.json<Promotion>().translations).toEqual({});
    const fallback = await t.app.inject({ method: 'POST', url: '/api/promotions/apply?lang=fr', payload: cart });
    expect(fallback.json()).toMatchObject({ label: '15% off everything' });
  });

  it('names the automatic promotions in French with lang=fr, a copy per language', async () => {
    const created = await asAdmin(
      'POST',
      '/api/promotions',
      percentOff({ code: null, label: '−20% on scarves', translations: { fr: { label: '−20 % sur les foulards' } } }),
    );
    const read = async (query: string) =>
      (await t.app.inject({ url: `/api/promotions/automatic${query}` })).json<{ label: string }[]>().map((p) => p.label);
    expect(await read('?lang=fr')).toContain('−20 % sur les foulards');
    expect(await read('')).toContain('−20% on scarves');
    expect(await read('')).not.toContain('−20 % sur les foulards');
    await asAdmin('PUT', `/api/promotions/${created.json<Promotion>()._id}`, percentOff({ code: null, active: false }));
  });

  it('is refused in a language the shop does not speak, changing nothing', async () => {
    const before = (await asAdmin('GET', '/api/promotions')).json<Promotion[]>().length;
    const german = await asAdmin('POST', '/api/promotions', percentOff({ translations: { de: { label: 'Rabatt' } } } as object));
    expect(german.statusCode).toBe(400);
    expect(german.json().message).toBe('Translations may be given only in: fr');
    const english = await asAdmin('POST', '/api/promotions', percentOff({ translations: { en: { label: 'Sale' } } } as object));
    expect(english.statusCode).toBe(400);
    const stranger = await asAdmin('POST', '/api/promotions', percentOff({ translations: { fr: { code: 'X' } } } as object));
    expect(stranger.statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/promotions')).json<Promotion[]>()).toHaveLength(before);
    const apply = await t.app.inject({ method: 'POST', url: '/api/promotions/apply?lang=de', payload: {} });
    expect(apply.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/promotions/automatic?lang=de' })).statusCode).toBe(400);
  });
});
