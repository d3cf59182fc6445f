// Shipping zones and their delivery methods: anyone asks what delivery to a country costs; admins edit zones and
// methods, each change in the audit trail. A country belongs to one zone at most (the primary key of its row).
import type { ShippingMethodFields, ShippingZone, ShippingZoneFields } from '@atelier/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shippingMethods, shippingZoneCountries, shippingZones } from '../../db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../shared/errors.ts';
import { existingId } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { readShopMoney } from '../settings/index.ts';
import { type ShippingMethodRow, type ShippingZoneRow, toShippingZone } from './mapper.ts';
import { refuseMethodAboveCap, refuseZoneMethodsAboveCap } from './priceCap.ts';
import { changeMethod, insertMethod, methodColumns, removeMethod, replaceMethods } from './zoneMethods.ts';

const ZONE_NOT_FOUND = 'Shipping zone not found';
const METHOD_NOT_FOUND = 'Delivery method not found';
const ZONE_CHANGED = 'This zone changed since you opened it';
const VERSION_NEEDED = "Methods change only with the zone's version as you loaded it";

/** Every zone, oldest first (the first is the one a checkout without a country offers), with its methods. */
export async function listZones(db: Db): Promise<ShippingZone[]> {
  const [zones, countries, methods, money] = await Promise.all([
    db.select().from(shippingZones).orderBy(asc(shippingZones.createdAt), asc(shippingZones.id)),
    db.select().from(shippingZoneCountries).orderBy(asc(shippingZoneCountries.country)),
    db.select().from(shippingMethods).orderBy(asc(shippingMethods.createdAt), asc(shippingMethods.id)),
    readShopMoney(db),
  ]);
  return zones.map((zone) =>
    toShippingZone(
      zone,
      countries.filter((row) => row.zoneId === zone.id).map((row) => row.country),
      methods.filter((row) => row.zoneId === zone.id),
      money,
    ),
  );
}

export async function listZonesForAdmin(db: Db, actor: Actor | null): Promise<ShippingZone[]> {
  authorize(actor, 'read', 'shipping');
  return listZones(db);
}

/** The zone holding `country`, or null when no zone does. */
export async function zoneOfCountry(db: Db, country: string): Promise<ShippingZoneRow | null> {
  const [zone] = await db
    .select({
      id: shippingZones.id,
      name: shippingZones.name,
      taxRate: shippingZones.taxRate,
      categoryTaxRates: shippingZones.categoryTaxRates,
      createdAt: shippingZones.createdAt,
      updatedAt: shippingZones.updatedAt,
      version: shippingZones.version,
    })
    .from(shippingZoneCountries)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
    .where(eq(shippingZoneCountries.country, country))
    .limit(1);
  return zone ?? null;
}

/** The zone a checkout without a country offers: the oldest. */
export async function firstZone(db: Db): Promise<ShippingZoneRow | null> {
  const [zone] = await db.select().from(shippingZones).orderBy(asc(shippingZones.createdAt), asc(shippingZones.id)).limit(1);
  return zone ?? null;
}

export async function countriesOfZone(db: Db, zoneId: string): Promise<string[]> {
  const rows = await db
    .select({ country: shippingZoneCountries.country })
    .from(shippingZoneCountries)
    .where(eq(shippingZoneCountries.zoneId, zoneId))
    .orderBy(asc(shippingZoneCountries.country));
  return rows.map((row) => row.country);
}

/** Every country some zone holds, zone by zone from the first: the cart starts from the first when it knows no better. */
export async function servedCountries(db: Db): Promise<string[]> {
  const rows = await db
    .select({ country: shippingZoneCountries.country })
    .from(shippingZoneCountries)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
    .orderBy(asc(shippingZones.createdAt), asc(shippingZones.id), asc(shippingZoneCountries.country));
  return rows.map((row) => row.country);
}

/** A country some zone holds, with the cheapest delivery method a customer may choose there. */
export interface CountryDelivery {
  country: string;
  method: ShippingMethodRow;
}

/** Every country a zone holds that has an active method, by code, each with its cheapest: what a product feed offers. */
export async function cheapestDeliveryByCountry(db: Db): Promise<CountryDelivery[]> {
  return db
    .selectDistinctOn([shippingZoneCountries.country], { country: shippingZoneCountries.country, method: shippingMethods })
    .from(shippingZoneCountries)
    .innerJoin(shippingMethods, and(eq(shippingMethods.zoneId, shippingZoneCountries.zoneId), eq(shippingMethods.active, true)))
    .orderBy(
      asc(shippingZoneCountries.country),
      asc(shippingMethods.priceCents),
      asc(shippingMethods.name),
      asc(shippingMethods.id),
    );
}

/** A zone's methods a customer may choose, cheapest first. */
export async function activeMethodsOfZone(db: Db, zoneId: string): Promise<ShippingMethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.zoneId, zoneId), eq(shippingMethods.active, true)))
    .orderBy(asc(shippingMethods.priceCents), asc(shippingMethods.name), asc(shippingMethods.id));
}

/**
 * Puts `countries` in the zone, or none of them: a country another zone holds answers 409 naming it. The key of each
 * row decides, so two admins adding the same country at once cannot both succeed.
 */
async function placeCountries(tx: Db, zoneId: string, countries: string[]): Promise<void> {
  const taken = await tx
    .select({ country: shippingZoneCountries.country, zone: shippingZones.name })
    .from(shippingZoneCountries)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
    .where(and(inArray(shippingZoneCountries.country, countries), ne(shippingZoneCountries.zoneId, zoneId)));
  const [first] = taken;
  if (first) throw countryTaken(first.country, first.zone);
  await tx.delete(shippingZoneCountries).where(eq(shippingZoneCountries.zoneId, zoneId));
  const placed = await tx
    .insert(shippingZoneCountries)
    .values(countries.map((country) => ({ country, zoneId })))
    .onConflictDoNothing()
    .returning({ country: shippingZoneCountries.country });
  if (placed.length < countries.length) {
    const missing = countries.find((country) => !placed.some((row) => row.country === country)) ?? '';
    throw countryTaken(missing, 'another zone');
  }
}

function countryTaken(country: string, zone: string): Conflict {
  return new Conflict(`${country} is already in ${zone === 'another zone' ? zone : `the zone ${zone}`}`, {
    fields: { countries: `${country} is already in ${zone === 'another zone' ? zone : `the zone ${zone}`}` },
  });
}

const auditedZone = (zone: Pick<ShippingZoneRow, 'name' | 'taxRate' | 'categoryTaxRates'>, countries: string[]) => ({
  name: zone.name,
  countries,
  taxRate: zone.taxRate,
  categoryTaxRates: zone.categoryTaxRates,
});

/** The zone as it is now, with the version its last change gave it. */
async function zoneAnswer(tx: Db, zoneId: string): Promise<ShippingZone> {
  const [zone] = await tx.select().from(shippingZones).where(eq(shippingZones.id, zoneId));
  if (!zone) throw new NotFound(ZONE_NOT_FOUND);
  const methods = await tx
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.zoneId, zoneId))
    .orderBy(asc(shippingMethods.createdAt), asc(shippingMethods.id));
  return toShippingZone(zone, await countriesOfZone(tx, zoneId), methods, await readShopMoney(tx));
}

export async function createZone(db: Db, actor: Actor | null, input: ShippingZoneFields): Promise<ShippingZone> {
  const admin = authorize(actor, 'create', 'shipping');
  await refuseZoneMethodsAboveCap(db, input.methods);
  return db.transaction(async (tx) => {
    const [zone] = await tx
      .insert(shippingZones)
      .values({ name: input.name, taxRate: input.taxRate ?? 0, categoryTaxRates: input.categoryTaxRates ?? {} })
      .returning();
    if (!zone) throw new Error('zone not stored');
    await placeCountries(tx, zone.id, input.countries);
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'shippingZone.created',
      subject: { type: 'shippingZone', id: zone.id, label: zone.name },
      after: auditedZone(zone, input.countries),
    });
    if (input.methods) await replaceMethods(tx, admin, zone, input.methods);
    return zoneAnswer(tx, zone.id);
  });
}

/**
 * Changes a zone; with `methods`, its delivery methods too, all or nothing. With the version the form loaded, a zone
 * changed since (its name, countries, rates or any method, by anyone) is refused rather than written over.
 */
export async function updateZone(db: Db, actor: Actor | null, id: string, input: ShippingZoneFields): Promise<ShippingZone> {
  const admin = authorize(actor, 'update', 'shipping');
  const zoneId = existingId(id, 'Shipping zone');
  // The whole list of methods replaces the zone's: from a form loaded before another admin's save, it would delete
  // the method that admin added (decision 525).
  if (input.methods && input.version === undefined) throw new Invalid(VERSION_NEEDED, { fields: { version: VERSION_NEEDED } });
  await refuseZoneMethodsAboveCap(db, input.methods);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shippingZones).where(eq(shippingZones.id, zoneId)).for('update');
    if (!before) throw new NotFound(ZONE_NOT_FOUND);
    if (input.version !== undefined && input.version !== before.version) throw new Conflict(ZONE_CHANGED);
    const countriesBefore = await countriesOfZone(tx, zoneId);
    const [zone] = await tx
      .update(shippingZones)
      .set({
        name: input.name,
        taxRate: input.taxRate ?? before.taxRate,
        categoryTaxRates: input.categoryTaxRates ?? before.categoryTaxRates,
        updatedAt: sql`now()`,
      })
      .where(eq(shippingZones.id, zoneId))
      .returning();
    if (!zone) throw new NotFound(ZONE_NOT_FOUND);
    await placeCountries(tx, zoneId, input.countries);
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'shippingZone.changed',
      subject: { type: 'shippingZone', id: zone.id, label: zone.name },
      before: auditedZone(before, countriesBefore),
      after: auditedZone(zone, [...input.countries].sort()),
    });
    if (input.methods) await replaceMethods(tx, admin, zone, input.methods);
    return zoneAnswer(tx, zoneId);
  });
}

/** Deletes a zone with its methods; answers the countries it served, which no zone serves any more. Orders keep the
 * method they paid for (its name, price and days are theirs). */
export async function deleteZone(db: Db, actor: Actor | null, id: string): Promise<string[]> {
  const admin = authorize(actor, 'delete', 'shipping');
  const zoneId = existingId(id, 'Shipping zone');
  return db.transaction(async (tx) => {
    const countries = await countriesOfZone(tx, zoneId);
    const [zone] = await tx.delete(shippingZones).where(eq(shippingZones.id, zoneId)).returning();
    if (!zone) throw new NotFound(ZONE_NOT_FOUND);
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'shippingZone.deleted',
      subject: { type: 'shippingZone', id: zone.id, label: zone.name },
      before: auditedZone(zone, countries),
    });
    return countries;
  });
}

async function lockedZone(tx: Db, zoneId: string): Promise<ShippingZoneRow> {
  const [zone] = await tx.select().from(shippingZones).where(eq(shippingZones.id, zoneId)).for('update');
  if (!zone) throw new NotFound(ZONE_NOT_FOUND);
  return zone;
}

/** A method with its zone's lock taken first, as every write to a zone's methods takes it. */
async function lockedMethod(tx: Db, methodId: string): Promise<ShippingMethodRow> {
  const [found] = await tx
    .select({ zoneId: shippingMethods.zoneId })
    .from(shippingMethods)
    .where(eq(shippingMethods.id, methodId));
  if (!found) throw new NotFound(METHOD_NOT_FOUND);
  await lockedZone(tx, found.zoneId);
  const [method] = await tx.select().from(shippingMethods).where(eq(shippingMethods.id, methodId)).for('update');
  if (!method) throw new NotFound(METHOD_NOT_FOUND);
  return method;
}

export async function createMethod(
  db: Db,
  actor: Actor | null,
  zoneIdParam: string,
  input: ShippingMethodFields,
): Promise<ShippingMethodRow> {
  const admin = authorize(actor, 'create', 'shipping');
  const zoneId = existingId(zoneIdParam, 'Shipping zone');
  await refuseMethodAboveCap(db, input);
  return db.transaction(async (tx) => insertMethod(tx, admin, await lockedZone(tx, zoneId), input));
}

export async function updateMethod(
  db: Db,
  actor: Actor | null,
  id: string,
  input: ShippingMethodFields,
): Promise<ShippingMethodRow> {
  const admin = authorize(actor, 'update', 'shipping');
  const methodId = existingId(id, 'Delivery method');
  await refuseMethodAboveCap(db, input);
  return db.transaction(async (tx) => {
    const before = await lockedMethod(tx, methodId);
    return changeMethod(tx, admin, before, methodColumns(input, await readShopMoney(tx), before.translations));
  });
}

/** Deletes a method nobody paid for, or deactivates one past orders used; answers which it did. */
export async function deleteMethod(db: Db, actor: Actor | null, id: string): Promise<'deleted' | 'deactivated'> {
  const admin = authorize(actor, 'delete', 'shipping');
  const methodId = existingId(id, 'Delivery method');
  return db.transaction(async (tx) => removeMethod(tx, admin, await lockedMethod(tx, methodId)));
}
