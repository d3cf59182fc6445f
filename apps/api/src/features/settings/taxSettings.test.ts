import type { ClientConfig, ShopSettings } from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeOrder, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  admin = await makeSignedInUser(t.app, t.db, 'admin');
});

const PARIS = {
  shop: {
    name: 'Maison Lune',
    tagline: '',
    email: 'hello@maison-lune.example',
    phone: '',
    address: { line1: '3 Rue Mercière', city: 'Paris', postalCode: '75002', country: 'FR' },
    hours: [],
    social: [],
  },
  announcement: { text: '', active: false },
  hero: { title: 'Made to last', text: '', buttonLabel: 'Shop now', buttonLink: '/shop' },
};

const putSettings = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', payload, headers: { cookie: admin.cookie } });
const readSettings = async () => (await t.app.inject({ url: '/api/settings' })).json<ShopSettings>();
const readConfig = async () => (await t.app.inject({ url: '/api/config' })).json<ClientConfig>();

describe('the shop’s currency and tax settings', () => {
  it('are the spec’s by default: dollars, tax added, delivery untaxed', async () => {
    expect(await readSettings()).toMatchObject({ currency: 'USD', pricesIncludeTax: false, taxShipping: false });
    expect(await readConfig()).toMatchObject({ currency: 'USD', pricesIncludeTax: false });
  });

  it('sell in euros with VAT included, delivery taxed unless told otherwise; the config says so', async () => {
    const res = await putSettings({ ...PARIS, currency: 'eur', pricesIncludeTax: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'EUR', pricesIncludeTax: true, taxShipping: true });
    expect(await readSettings()).toMatchObject({ currency: 'EUR', pricesIncludeTax: true, taxShipping: true });
    expect(await readConfig()).toMatchObject({ currency: 'EUR', pricesIncludeTax: true });

    const untaxed = await putSettings({ ...PARIS, taxShipping: false });
    expect(untaxed.json()).toMatchObject({ currency: 'EUR', pricesIncludeTax: true, taxShipping: false });
  });

  it('refuse a currency the shop does not know, naming the field', async () => {
    const res = await putSettings({ ...PARIS, currency: 'XYZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('currency');
    expect(res.json().fields.currency).toMatch(/^Currency must be one of: USD, EUR/);
  });

  it('keep the currency once an order exists: 409, and nothing changes', async () => {
    await putSettings({ ...PARIS, currency: 'EUR' });
    await makeOrder(t.db, { currency: 'EUR' });
    const res = await putSettings({ ...PARIS, currency: 'GBP' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Currency cannot change after the first order');
    expect((await readSettings()).currency).toBe('EUR');
    // The rest of the settings may still change.
    expect((await putSettings({ ...PARIS, currency: 'EUR', pricesIncludeTax: false })).statusCode).toBe(200);
  });
});
