import type { AuditPage, ShippingMethod, ShippingOptions, ShippingZone } from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { shippingZones } from '../../db/schema.ts';
import { makeOrder, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { FIRST_ZONE_NAME } from './firstZone.ts';

// Copies on, as in production: every change below must show in the next quote.
const t = useTestApp({ copyFreshMs: 60_000 });
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
let customer: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  [admin, customer] = await Promise.all([makeSignedInUser(t.app, t.db, 'admin'), makeSignedInUser(t.app, t.db, 'user')]);
});

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; cookie?: string | null };
const call = ({ method = 'GET', url, payload, cookie = admin.cookie }: Call) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const STANDARD = { name: 'Standard', price: 12, freeFrom: 200, minDays: 4, maxDays: 8 };

async function newZone(name: string, countries: string[]): Promise<ShippingZone> {
  const res = await call({ method: 'POST', url: '/api/shipping/zones', payload: { name, countries } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ShippingZone>();
}

async function newMethod(zoneId: string, fields: object = STANDARD): Promise<ShippingMethod> {
  const res = await call({ method: 'POST', url: `/api/shipping/zones/${zoneId}/methods`, payload: fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ShippingMethod>();
}

const quote = async (query: string) => {
  const res = await call({ url: `/api/shipping/options?${query}`, cookie: null });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ShippingOptions>();
};

describe('a shop started without zones', () => {
  it('ships to the countries of SHIP_TO_COUNTRIES for free, as before zones', async () => {
    const res = await call({ url: '/api/shipping/zones' });
    const [first] = res.json<ShippingZone[]>();
    expect(first?.name).toBe(FIRST_ZONE_NAME);
    expect(first?.countries).toEqual(expect.arrayContaining(['US', 'GB', 'FR']));
    expect(first?.methods).toEqual([expect.objectContaining({ price: 0, freeFrom: null, active: true })]);
    const us = await quote('country=US&subtotal=10.00');
    expect(us.methods).toEqual([expect.objectContaining({ price: 0, amountToFree: null })]);
  });
});

describe('zones', () => {
  let europe: ShippingZone;

  beforeAll(async () => {
    // Out of the first zone, so they can make zones of their own.
    const [first] = (await call({ url: '/api/shipping/zones' })).json<ShippingZone[]>();
    await call({ method: 'PUT', url: `/api/shipping/zones/${first?._id}`, payload: { name: first?.name, countries: ['US'] } });
    europe = await newZone('Europe', ['fr', 'DE', 'FR']);
  });

  it('lists a new zone with its countries, upper-cased and each once', async () => {
    expect(europe.countries).toEqual(['DE', 'FR']);
    const zones = (await call({ url: '/api/shipping/zones' })).json<ShippingZone[]>();
    expect(zones.map((zone) => zone.name)).toContain('Europe');
  });

  it('refuses a country another zone holds with 409 naming it, changing nothing', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/shipping/zones',
      payload: { name: 'France again', countries: ['IT', 'FR'] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'FR is already in the zone Europe', fields: { countries: expect.any(String) } });
    const zones = (await call({ url: '/api/shipping/zones' })).json<ShippingZone[]>();
    expect(zones.some((zone) => zone.name === 'France again')).toBe(false);
    expect((await quote('country=IT&subtotal=1')).zone).toBeNull();
  });

  it('refuses the same on a change of a zone', async () => {
    const other = await newZone('Nordics', ['SE']);
    const res = await call({
      method: 'PUT',
      url: `/api/shipping/zones/${other._id}`,
      payload: { name: 'Nordics', countries: ['SE', 'DE'] },
    });
    expect(res.statusCode).toBe(409);
    expect((await quote('country=DE&subtotal=1')).zone?.name).toBe('Europe');
  });

  it('names each bad field of a zone', async () => {
    const res = await call({ method: 'POST', url: '/api/shipping/zones', payload: { name: '', countries: ['France'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Name is required',
      'countries.0': 'Countries must be two-letter country codes, e.g. FR',
    });
    const none = await call({ method: 'POST', url: '/api/shipping/zones', payload: { name: 'Nowhere', countries: [] } });
    expect(none.json().fields).toEqual({ countries: 'Countries must hold at least one country' });
  });

  it('renames a zone and moves its countries', async () => {
    const zone = await newZone('Benelux', ['BE']);
    const res = await call({
      method: 'PUT',
      url: `/api/shipping/zones/${zone._id}`,
      payload: { name: 'Low countries', countries: ['NL', 'LU'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Low countries', countries: ['LU', 'NL'] });
    expect((await quote('country=BE&subtotal=1')).zone).toBeNull();
    expect((await quote('country=NL&subtotal=1')).zone?.name).toBe('Low countries');
  });

  it('deletes a zone, and its countries are served no more', async () => {
    const zone = await newZone('Alps', ['CH', 'LI']);
    await newMethod(zone._id);
    const deleted = await call({ method: 'DELETE', url: `/api/shipping/zones/${zone._id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      message: 'Shipping zone deleted: the shop no longer delivers to Switzerland and Liechtenstein',
      unservedCountries: ['CH', 'LI'],
    });
    expect(await quote('country=CH&subtotal=1')).toEqual({ country: 'CH', zone: null, methods: [] });
    expect((await call({ method: 'DELETE', url: `/api/shipping/zones/${zone._id}` })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: '/api/shipping/zones/not-an-id' })).statusCode).toBe(404);
  });

  it('records every change in the audit trail', async () => {
    const zone = await newZone('Iberia', ['PT']);
    const res = await call({ url: `/api/audit?kind=shippingZone.created` });
    const entries = res.json<AuditPage>().entries;
    expect(entries[0]).toMatchObject({
      subject: { type: 'shippingZone', id: zone._id, label: 'Iberia' },
      after: { name: 'Iberia', countries: ['PT'] },
    });
  });
});

describe('methods', () => {
  let zone: ShippingZone;

  beforeAll(async () => {
    zone = await newZone('Oceania', ['AU', 'NZ']);
  });

  it('are quoted for a subtotal: full price below the threshold, with what is missing', async () => {
    const standard = await newMethod(zone._id, { ...STANDARD, name: 'Oceania standard' });
    const below = await quote('country=AU&subtotal=120.00');
    expect(below).toEqual({
      country: 'AU',
      zone: { _id: zone._id, name: 'Oceania' },
      methods: [
        { _id: standard._id, name: 'Oceania standard', price: 12, freeFrom: 200, amountToFree: 80, minDays: 4, maxDays: 8 },
      ],
    });
    expect((await quote('country=AU&subtotal=200')).methods[0]).toMatchObject({ price: 0, amountToFree: 0 });
    expect((await quote('country=AU&subtotal=199.99')).methods[0]).toMatchObject({ price: 12, amountToFree: 0.01 });
  });

  it('lists the cheapest first and leaves inactive ones out', async () => {
    const express = await newMethod(zone._id, { name: 'Oceania express', price: 30, freeFrom: null, minDays: 1, maxDays: 2 });
    await newMethod(zone._id, { name: 'Paused', price: 1, minDays: 1, maxDays: 1, active: false });
    const { methods } = await quote('country=NZ&subtotal=10');
    expect(methods.map((method) => method.name)).toEqual(['Oceania standard', 'Oceania express']);
    expect(methods[1]).toMatchObject({ _id: express._id, amountToFree: null, freeFrom: null });
  });

  it('names each bad field: a negative price, min days above max days, a name too long', async () => {
    const res = await call({
      method: 'POST',
      url: `/api/shipping/zones/${zone._id}/methods`,
      payload: { name: 'x'.repeat(61), price: -1, freeFrom: -5, minDays: 5, maxDays: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Name must be at most 60 characters',
      price: 'Price must be 0 or more',
      freeFrom: 'Free from must be 0 or more',
      maxDays: 'Max days must be at least min days',
    });
    const days = await call({
      method: 'POST',
      url: `/api/shipping/zones/${zone._id}/methods`,
      payload: { ...STANDARD, minDays: 5, maxDays: 2 },
    });
    expect(days.json().fields).toEqual({ maxDays: 'Max days must be at least min days' });
    const cents = await call({
      method: 'POST',
      url: `/api/shipping/zones/${zone._id}/methods`,
      payload: { ...STANDARD, price: 1.005 },
    });
    expect(cents.json().fields).toEqual({ price: 'Price must have at most two decimals' });
  });

  it('answers 404 for a method of a zone that does not exist', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/shipping/zones/00000000-0000-4000-8000-000000000000/methods',
      payload: STANDARD,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Shipping zone not found' });
  });

  it('changes a method, and the quote shows the change at once', async () => {
    const method = await newMethod(zone._id, { name: 'Courier', price: 50, minDays: 2, maxDays: 3 });
    await quote('country=AU&subtotal=10');
    const res = await call({
      method: 'PUT',
      url: `/api/shipping/methods/${method._id}`,
      payload: { name: 'Courier', price: 45.5, minDays: 2, maxDays: 3 },
    });
    expect(res.json()).toMatchObject({ price: 45.5, active: true });
    const courier = (await quote('country=AU&subtotal=10')).methods.find((m) => m._id === method._id);
    expect(courier?.price).toBe(45.5);
  });

  it('deletes a method nobody paid for', async () => {
    const method = await newMethod(zone._id, { name: 'Bike', price: 3, minDays: 1, maxDays: 1 });
    const res = await call({ method: 'DELETE', url: `/api/shipping/methods/${method._id}` });
    expect(res.json()).toEqual({ message: 'Delivery method deleted', deactivated: false });
    const zones = (await call({ url: '/api/shipping/zones' })).json<ShippingZone[]>();
    expect(zones.flatMap((z) => z.methods).some((m) => m._id === method._id)).toBe(false);
  });

  it('deactivates a method past orders used, and those orders keep what they paid', async () => {
    const method = await newMethod(zone._id, { name: 'Boat', price: 9, minDays: 20, maxDays: 30 });
    const order = await makeOrder(t.db, {
      userId: customer.user.id,
      email: customer.user.email,
      amountCents: 10_900,
      shippingMethodId: method._id,
      shippingMethodName: 'Boat',
      shippingPriceCents: 900,
      shippingMinDays: 20,
      shippingMaxDays: 30,
    });
    const res = await call({ method: 'DELETE', url: `/api/shipping/methods/${method._id}` });
    expect(res.json()).toMatchObject({ deactivated: true });
    const zones = (await call({ url: '/api/shipping/zones' })).json<ShippingZone[]>();
    expect(zones.flatMap((z) => z.methods).find((m) => m._id === method._id)).toMatchObject({ active: false });
    expect((await quote('country=AU&subtotal=1')).methods.some((m) => m._id === method._id)).toBe(false);
    const mine = await call({ url: `/api/orders/order/${order.id}`, cookie: customer.cookie });
    expect(mine.json().shipping).toEqual({ name: 'Boat', price: 9, minDays: 20, maxDays: 30 });
  });
});

describe('the public quote', () => {
  it('answers a country no zone holds with no zone and no methods', async () => {
    expect(await quote('country=JP&subtotal=50')).toEqual({ country: 'JP', zone: null, methods: [] });
  });

  it('refuses a malformed country or subtotal with 400', async () => {
    for (const query of [
      'country=France&subtotal=1',
      'country=fr&subtotal=1',
      'subtotal=1',
      'country=FR',
      'country=FR&subtotal=-1',
      'country=FR&subtotal=1e3',
      'country=FR&subtotal=1.234',
    ]) {
      const res = await call({ url: `/api/shipping/options?${query}`, cookie: null });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
  });

  it('lists every country some zone holds', async () => {
    const res = await call({ url: '/api/shipping/countries', cookie: null });
    expect(res.json().countries).toEqual(expect.arrayContaining(['AU', 'DE', 'FR', 'US']));
    expect(res.json().countries).not.toContain('JP');
  });
});

describe('who may edit zones', () => {
  it('refuses visitors and customers, changing nothing', async () => {
    const before = await t.db.select().from(shippingZones);
    for (const cookie of [null, customer.cookie]) {
      for (const [method, url] of [
        ['GET', '/api/shipping/zones'],
        ['POST', '/api/shipping/zones'],
      ] as const) {
        const res = await call({
          method,
          url,
          cookie,
          payload: method === 'POST' ? { name: 'Mine', countries: ['MX'] } : undefined,
        });
        expect(res.statusCode).toBe(cookie ? 403 : 401);
      }
    }
    expect(await t.db.select().from(shippingZones)).toHaveLength(before.length);
  });
});
