import type { ShippingMethod, ShippingZone } from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeOrder, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
let other: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  [admin, other] = await Promise.all([makeSignedInUser(t.app, t.db, 'admin'), makeSignedInUser(t.app, t.db, 'admin')]);
});

const STANDARD = { name: 'Standard', price: 6.5, freeFrom: 150, minDays: 3, maxDays: 6, active: true };
const EXPRESS = { name: 'Express', price: 19, freeFrom: null, minDays: 1, maxDays: 2, active: true };

type Body = Record<string, unknown>;

function put(zoneId: string, payload: Body, cookie = admin.cookie) {
  return t.app.inject({ method: 'PUT', url: `/api/shipping/zones/${zoneId}`, payload, headers: { cookie } });
}

async function zoneNamed(name: string): Promise<ShippingZone> {
  const res = await t.app.inject({ method: 'GET', url: '/api/shipping/zones', headers: { cookie: admin.cookie } });
  const zone = res.json<ShippingZone[]>().find((found) => found.name === name);
  if (!zone) throw new Error(`no zone ${name}`);
  return zone;
}

/** A zone with two methods, made with one request. */
async function newZone(name: string, countries: string[]): Promise<ShippingZone> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/shipping/zones',
    payload: { name, countries, taxRate: 20, methods: [STANDARD, EXPRESS] },
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ShippingZone>();
}

/** What a form holds of a zone: everything it sends back. */
const asForm = ({ _id, methods, ...zone }: ShippingZone) => ({ ...zone, methods });
const rowOf = ({ _id, ...fields }: ShippingMethod, changes: Partial<ShippingMethod> = {}) => ({ _id, ...fields, ...changes });

describe('a zone saved whole', () => {
  it('adds a zone with its methods in the order listed', async () => {
    const zone = await newZone('Iberia', ['PT', 'AD']);
    expect(zone.countries).toEqual(['AD', 'PT']);
    expect(zone.methods.map((method) => method.name)).toEqual(['Standard', 'Express']);
    expect(zone.methods[0]).toMatchObject({ price: 6.5, freeFrom: 150 });
    expect(await zoneNamed('Iberia')).toEqual(zone);
  });

  it('saves name, countries, tax and every method row at once: one changed, one added, one removed', async () => {
    const zone = await newZone('Alps', ['AT', 'CH']);
    const [standard] = zone.methods as [ShippingMethod, ShippingMethod];
    const res = await put(zone._id, {
      ...asForm(zone),
      name: 'Alpine countries',
      countries: ['AT', 'CH', 'LI'],
      taxRate: 19,
      categoryTaxRates: { dress: 7 },
      methods: [rowOf(standard, { price: 7.25 }), { name: 'Courier', price: 30, freeFrom: null, minDays: 1, maxDays: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<ShippingZone>();
    expect(saved).toMatchObject({ name: 'Alpine countries', countries: ['AT', 'CH', 'LI'], taxRate: 19 });
    expect(saved.categoryTaxRates).toEqual({ dress: 7 });
    expect(saved.methods.map((method) => [method.name, method.price])).toEqual([
      ['Standard', 7.25],
      ['Courier', 30],
    ]);
    expect(saved.methods[0]?._id).toBe(standard._id);
    expect(saved.version).toBeGreaterThan(zone.version);
    expect(await zoneNamed('Alpine countries')).toEqual(saved);
  });

  it('refuses a bad method row with 400 naming its field, and leaves the zone and all its rows as they were', async () => {
    const zone = await newZone('Nordics', ['SE', 'NO']);
    const [standard, express] = zone.methods as [ShippingMethod, ShippingMethod];
    for (const [row, field, message] of [
      [rowOf(express, { price: -4 }), 'methods.1.price', 'Price must be 0 or more'],
      [rowOf(express, { price: 4.999 }), 'methods.1.price', 'Price must have at most two decimals'],
      [rowOf(express, { minDays: 5, maxDays: 2 }), 'methods.1.maxDays', 'Max days must be at least min days'],
      [{ ...rowOf(express), name: '' }, 'methods.1.name', expect.stringContaining('Name')],
    ] as const) {
      const res = await put(zone._id, {
        ...asForm(zone),
        name: 'Renamed meanwhile',
        countries: ['SE', 'NO', 'FI'],
        methods: [rowOf(standard, { price: 1 }), row, EXPRESS],
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[field], field).toEqual(message);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await zoneNamed('Nordics')).toEqual(zone);
  });

  it('refuses a row naming a method of another zone, changing nothing in either', async () => {
    const zone = await newZone('Baltics', ['EE', 'LV']);
    const elsewhere = await newZone('Balkans', ['HR', 'SI']);
    const res = await put(zone._id, {
      ...asForm(zone),
      name: 'Baltic states',
      methods: [rowOf(zone.methods[0] as ShippingMethod), rowOf(elsewhere.methods[0] as ShippingMethod, { price: 0 })],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['methods.1._id']);
    expect(await zoneNamed('Baltics')).toEqual(zone);
    expect(await zoneNamed('Balkans')).toEqual(elsewhere);
  });

  it('refuses a list of methods without the version the form loaded, naming the field', async () => {
    const zone = await newZone('Benelux', ['LU']);
    const { version: _loaded, ...withoutVersion } = asForm(zone);
    const res = await put(zone._id, { ...withoutVersion, methods: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Methods change only with the zone's version as you loaded it",
      fields: { version: "Methods change only with the zone's version as you loaded it" },
    });
    expect((await zoneNamed('Benelux')).methods).toHaveLength(2);
  });

  it('still takes the old payload: name and countries alone, leaving the methods as they are', async () => {
    const zone = await newZone('Greece', ['GR']);
    const res = await put(zone._id, { name: 'Hellas', countries: ['GR', 'CY'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShippingZone>()).toMatchObject({ name: 'Hellas', countries: ['CY', 'GR'], methods: zone.methods });
  });

  it('deactivates a removed method past orders used, and deletes one nobody paid for', async () => {
    const zone = await newZone('Poland', ['PL']);
    const [standard, express] = zone.methods as [ShippingMethod, ShippingMethod];
    await makeOrder(t.db, { shippingMethodId: standard._id, shippingMethodName: 'Standard', shippingPriceCents: 650 });
    const res = await put(zone._id, { ...asForm(zone), methods: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShippingZone>().methods).toEqual([{ ...standard, active: false }]);
    expect(res.json<ShippingZone>().methods.some((method) => method._id === express._id)).toBe(false);
  });
});

describe('two admins editing one zone', () => {
  it('refuses the save made on a zone another admin saved since, so the row that admin added stays', async () => {
    const zone = await newZone('Czechia', ['CZ']);
    const first = await put(zone._id, { ...asForm(zone), methods: [...zone.methods.map((m) => rowOf(m)), STANDARD] });
    expect(first.statusCode, first.body).toBe(200);

    const second = await put(zone._id, { ...asForm(zone), name: 'Czech Republic' }, other.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'This zone changed since you opened it' });
    expect(await zoneNamed('Czechia')).toEqual(first.json());
  });

  it('moves the version on when one method changes through its own route, so a form loaded before is refused', async () => {
    const zone = await newZone('Hungary', ['HU']);
    const express = zone.methods[1] as ShippingMethod;
    const { _id, ...fields } = rowOf(express, { price: 21 });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/shipping/methods/${_id}`,
      payload: fields,
      headers: { cookie: other.cookie },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const res = await put(zone._id, { ...asForm(zone), methods: zone.methods.map((m) => rowOf(m)) });
    expect(res.statusCode).toBe(409);
    expect((await zoneNamed('Hungary')).methods[1]?.price).toBe(21);
  });

  it('lets exactly one of two saves sent at once from the same version through, and keeps its rows whole', async () => {
    const zone = await newZone('Romania', ['RO']);
    const rows = zone.methods.map((m) => rowOf(m));
    const answers = await Promise.all([
      put(zone._id, { ...asForm(zone), methods: [...rows, { ...EXPRESS, name: 'Night' }] }),
      put(zone._id, { ...asForm(zone), methods: [...rows, { ...EXPRESS, name: 'Bike' }] }, other.cookie),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)?.json<ShippingZone>();
    const saved = await zoneNamed('Romania');
    expect(saved).toEqual(winner);
    expect(saved.methods).toHaveLength(3);
  });

  it('keeps a method changed on its own at the moment the zone is saved, whichever goes first', async () => {
    const zone = await newZone('Bulgaria', ['BG']);
    const express = zone.methods[1] as ShippingMethod;
    const { _id, ...fields } = rowOf(express, { price: 25 });
    const [zoneSave, methodChange] = await Promise.all([
      put(zone._id, { ...asForm(zone), methods: zone.methods.map((m) => rowOf(m, { minDays: 2, maxDays: 9 })) }),
      t.app.inject({
        method: 'PUT',
        url: `/api/shipping/methods/${_id}`,
        payload: fields,
        headers: { cookie: other.cookie },
      }),
    ]);
    expect(methodChange.statusCode, methodChange.body).toBe(200);
    expect([200, 409]).toContain(zoneSave.statusCode);
    // Whichever went first, the method's own change is kept: after the save, or with the save refused.
    const saved = await zoneNamed('Bulgaria');
    expect(saved.methods.find((m) => m._id === express._id)?.price).toBe(25);
    expect(saved.methods[0]?.maxDays).toBe(zoneSave.statusCode === 200 ? 9 : 6);
  });
});
