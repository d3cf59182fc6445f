import type { PageSummary, Promotion, ShopSettings } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { makeSignedInUser } from '../test/factories.ts';
import { useTestApp } from '../test/testApp.ts';
import { seed } from './index.ts';
import { seedShopContent } from './shopContent.ts';

const seedAdmin = { email: 'owner@example.com', password: 'owner-password' };

describe("the demo shop's settings and pages", () => {
  const t = useTestApp();
  const settings = async () => (await t.app.inject({ url: '/api/settings' })).json<ShopSettings>();
  const pageSlugs = async () => (await t.app.inject({ url: '/api/pages' })).json<PageSummary[]>().map((page) => page.slug);

  it("show the storefront's look as it was, and the four pages every shop needs", async () => {
    await seedShopContent(t.db);
    const { shop, hero, announcement } = await settings();
    expect(shop).toMatchObject({ name: 'Atelier', email: 'hello@atelier.example', phone: '+33 1 99 00 12 34' });
    expect(shop.address).toEqual({ line1: '12 Rue de Sèvres', city: 'Paris', postalCode: '75006', country: 'FR' });
    expect(hero).toMatchObject({ title: 'Quiet pieces for a loud world', buttonLabel: 'Shop the collection' });
    expect(announcement.active).toBe(false);
    expect((await pageSlugs()).sort()).toEqual(['privacy', 'returns', 'shipping', 'terms']);
    const returns = (await t.app.inject({ url: '/api/pages/returns' })).json();
    expect(returns.html).toContain('30 days');
  });

  it('offer WELCOME10 once per customer, and the jewellery discount switched off', async () => {
    await seedShopContent(t.db);
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const seeded = (await t.app.inject({ url: '/api/promotions', headers: { cookie } })).json<Promotion[]>();
    expect(seeded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'WELCOME10', kind: 'percentage', value: 10, perCustomerLimit: 1, active: true }),
        expect.objectContaining({ code: null, value: 20, categories: ['jewellery'], active: false, state: 'inactive' }),
      ]),
    );
    // Switched off, so the storefront shows no automatic discount and the demo's carts keep the spec's arithmetic.
    expect((await t.app.inject({ url: '/api/promotions/automatic' })).json()).toEqual([]);
  });

  it("keep the owner's settings, and a page the owner deleted stays deleted, on the next start", async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const mine = { ...(await settings()), shop: { ...(await settings()).shop, name: 'Maison Lune' } };
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', payload: mine, headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'DELETE', url: '/api/pages/terms', headers: { cookie } })).statusCode).toBe(200);
    await seedShopContent(t.db);
    expect((await settings()).shop.name).toBe('Maison Lune');
    expect(await pageSlugs()).not.toContain('terms');
  });
});

describe('a production shop started without demo data', () => {
  const t = useTestApp();

  it('has neutral settings, "My shop" with no address, and no pages', async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-enough-length',
      PUBLIC_URL: 'https://shop.example.com',
      SEED_ADMIN_EMAIL: seedAdmin.email,
      SEED_ADMIN_PASSWORD: seedAdmin.password,
      PAYMENTS: 'sandbox',
    });
    expect(production.seedDemo).toBe(false);
    await seed(t.db, production);
    const res = await t.app.inject({ url: '/api/settings' });
    expect(res.json<ShopSettings>().shop).toMatchObject({ name: 'My shop', email: '', address: null });
    expect((await t.app.inject({ url: '/api/pages' })).json()).toEqual([]);
  });
});
