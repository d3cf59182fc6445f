// Shipping zones and their delivery methods: anyone asks what delivery to a country costs; admins edit zones and
// methods, each change in the audit trail. A country belongs to one zone at most (the primary key of its row).
import { type ShippingMethodFields, type ShippingZone, type ShippingZoneBody, toCents } from '@atelier/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, shippingMethods, shippingZoneCountries, shippingZones } from '../../db/schema.ts';
import { Conflict, NotFound } from '../../shared/errors.ts';
import { existingId } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { auditedMethod, type ShippingMethodRow, type ShippingZoneRow, toShippingZone } from './mapper.ts';

const ZONE_NOT_FOUND = 'Shipping zone not found';
const METHOD_NOT_FOUND = 'Delivery method not found';

/** Every zone, oldest first (the first is the one a checkout without a country offers), with its methods. */
export async function listZones(db: Db): Promise<ShippingZone[]> {
  const [zones, countries, methods] = await Promise.all([
    db.select().from(shippingZones).orderBy(asc(shippingZones.createdAt), asc(shippingZones.id)),
    db.select().from(shippingZoneCountries).orderBy(asc(shippingZoneCountries.country)),
    db.select().from(shippingMethods).orderBy(asc(shippingMethods.createdAt), asc(shippingMethods.id)),
  ]);
  return zones.map((zone) =>
    toShippingZone(
      zone,
      countries.filter((row) => row.zoneId === zone.id).map((row) => row.country),
      methods.filter((row) => row.zoneId === zone.id),
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

async function zoneAnswer(tx: Db, zone: ShippingZoneRow): Promise<ShippingZone> {
  const methods = await tx
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.zoneId, zone.id))
    .orderBy(asc(shippingMethods.createdAt), asc(shippingMethods.id));
  return toShippingZone(zone, await countriesOfZone(tx, zone.id), methods);
}

export async function createZone(db: Db, actor: Actor | null, input: ShippingZoneBody): Promise<ShippingZone> {
  const admin = authorize(actor, 'create', 'shipping');
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
    return zoneAnswer(tx, zone);
  });
}

export async function updateZone(db: Db, actor: Actor | null, id: string, input: ShippingZoneBody): Promise<ShippingZone> {
  const admin = authorize(actor, 'update', 'shipping');
  const zoneId = existingId(id, 'Shipping zone');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shippingZones).where(eq(shippingZones.id, zoneId)).for('update');
    if (!before) throw new NotFound(ZONE_NOT_FOUND);
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
    return zoneAnswer(tx, zone);
  });
}

/** Deletes a zone with its methods; orders keep the method they paid for (its name, price and days are theirs). */
/** Deletes a zone with its methods; answers the countries it served, which no zone serves any more. */
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

function methodColumns(input: ShippingMethodFields) {
  return {
    name: input.name,
    priceCents: toCents(input.price),
    freeFromCents: input.freeFrom === null ? null : toCents(input.freeFrom),
    minDays: input.minDays,
    maxDays: input.maxDays,
    active: input.active,
  };
}

export async function createMethod(
  db: Db,
  actor: Actor | null,
  zoneIdParam: string,
  input: ShippingMethodFields,
): Promise<ShippingMethodRow> {
  const admin = authorize(actor, 'create', 'shipping');
  const zoneId = existingId(zoneIdParam, 'Shipping zone');
  return db.transaction(async (tx) => {
    const [zone] = await tx.select().from(shippingZones).where(eq(shippingZones.id, zoneId)).for('update');
    if (!zone) throw new NotFound(ZONE_NOT_FOUND);
    const [method] = await tx
      .insert(shippingMethods)
      .values({ zoneId, ...methodColumns(input) })
      .returning();
    if (!method) throw new Error('method not stored');
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'shippingMethod.created',
      subject: { type: 'shippingMethod', id: method.id, label: `${zone.name}: ${method.name}` },
      after: auditedMethod(method),
    });
    return method;
  });
}

export async function updateMethod(
  db: Db,
  actor: Actor | null,
  id: string,
  input: ShippingMethodFields,
): Promise<ShippingMethodRow> {
  const admin = authorize(actor, 'update', 'shipping');
  const methodId = existingId(id, 'Delivery method');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shippingMethods).where(eq(shippingMethods.id, methodId)).for('update');
    if (!before) throw new NotFound(METHOD_NOT_FOUND);
    const [method] = await tx
      .update(shippingMethods)
      .set({ ...methodColumns(input), updatedAt: sql`now()` })
      .where(eq(shippingMethods.id, methodId))
      .returning();
    if (!method) throw new NotFound(METHOD_NOT_FOUND);
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'shippingMethod.changed',
      subject: { type: 'shippingMethod', id: method.id, label: method.name },
      before: auditedMethod(before),
      after: auditedMethod(method),
    });
    return method;
  });
}

/**
 * Deletes a method nobody paid for; one that past orders used is deactivated instead, so it is offered no more and
 * still names what those orders paid. Answers which it did.
 */
export async function deleteMethod(db: Db, actor: Actor | null, id: string): Promise<'deleted' | 'deactivated'> {
  const admin = authorize(actor, 'delete', 'shipping');
  const methodId = existingId(id, 'Delivery method');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shippingMethods).where(eq(shippingMethods.id, methodId)).for('update');
    if (!before) throw new NotFound(METHOD_NOT_FOUND);
    const [used] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.shippingMethodId, methodId)).limit(1);
    if (used) {
      const [method] = await tx
        .update(shippingMethods)
        .set({ active: false, updatedAt: sql`now()` })
        .where(eq(shippingMethods.id, methodId))
        .returning();
      await recordAdminAction(tx, {
        actor: admin,
        kind: 'shippingMethod.changed',
        subject: { type: 'shippingMethod', id: methodId, label: before.name },
        before: auditedMethod(before),
        after: method ? auditedMethod(method) : null,
      });
      return 'deactivated';
    }
    await tx.delete(shippingMethods).where(eq(shippingMethods.id, methodId));
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'shippingMethod.deleted',
      subject: { type: 'shippingMethod', id: methodId, label: before.name },
      before: auditedMethod(before),
    });
    return 'deleted';
  });
}
