import type { ShippingZone } from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshCountryCode, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  admin = await makeSignedInUser(t.app, t.db, 'admin');
});

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

describe('a zone’s tax rate', () => {
  it('is 0 % on a new zone unless given', async () => {
    const res = await send('POST', '/api/shipping/zones', { name: 'Export', countries: [freshCountryCode()] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ShippingZone>()).toMatchObject({ taxRate: 0, categoryTaxRates: {} });
  });

  it('is kept with its category overrides, and a change leaving them out keeps them', async () => {
    const country = freshCountryCode();
    const created = await send('POST', '/api/shipping/zones', {
      name: 'United Kingdom',
      countries: [country],
      taxRate: 20,
      categoryTaxRates: { dress: 0, cosmetics: 5.125 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const zone = created.json<ShippingZone>();
    expect(zone).toMatchObject({ taxRate: 20, categoryTaxRates: { dress: 0, cosmetics: 5.125 } });

    const renamed = await send('PUT', `/api/shipping/zones/${zone._id}`, { name: 'UK', countries: [country] });
    expect(renamed.json<ShippingZone>()).toMatchObject({
      name: 'UK',
      taxRate: 20,
      categoryTaxRates: { dress: 0, cosmetics: 5.125 },
    });
    const listed = (await t.app.inject({ url: '/api/shipping/zones', headers: { cookie: admin.cookie } })).json<ShippingZone[]>();
    expect(listed.find((each) => each._id === zone._id)).toMatchObject({ taxRate: 20 });

    const changed = await send('PUT', `/api/shipping/zones/${zone._id}`, { name: 'UK', countries: [country], taxRate: 17.5 });
    expect(changed.json<ShippingZone>().taxRate).toBe(17.5);
  });

  it('refuses a rate outside 0–100 % or with more than three decimals, saying why', async () => {
    for (const [body, message] of [
      [{ taxRate: 101 }, 'Tax rate must be from 0 to 100 %'],
      [{ taxRate: -1 }, 'Tax rate must be from 0 to 100 %'],
      [{ taxRate: 7.7777 }, 'Tax rate must have at most three decimals'],
      [{ categoryTaxRates: { dress: 120 } }, 'A category tax rate must be from 0 to 100 %'],
      [
        { categoryTaxRates: { shoes: 5 } },
        'Category tax rates must map categories (accessories, dress, jewellery, cosmetics) to percentages',
      ],
    ] as const) {
      const res = await send('POST', '/api/shipping/zones', { name: 'Bad', countries: [freshCountryCode()], ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
