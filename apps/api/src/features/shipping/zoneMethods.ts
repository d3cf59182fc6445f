// Writing a zone's delivery methods, one at a time or as the whole list a zone is saved with; each change in the
// audit trail. The caller holds the zone's lock: every write to a zone's methods takes it before a method's row, so
// a save of the zone and a change of one method never wait on each other. The shop's money is read where it is
// needed, from the settings held in memory (decision 580).
import {
  mergedTranslations,
  type ShippingMethodFields,
  type ShippingMethodTranslations,
  type ShopMoney,
  type ZoneMethodRow,
} from '@atelier/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, shippingMethods } from '../../db/schema.ts';
import { Invalid } from '../../shared/errors.ts';
import type { Actor } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { readShopMoney } from '../settings/index.ts';
import { auditedMethod, type ShippingMethodRow, type ShippingZoneRow } from './mapper.ts';

type MethodColumns = Pick<
  ShippingMethodRow,
  'name' | 'priceCents' | 'freeFromCents' | 'minDays' | 'maxDays' | 'active' | 'translations'
>;

/** The method's columns from a body; its translations are written over the `kept` ones (none for a new method). */
export function methodColumns(
  input: ShippingMethodFields,
  money: ShopMoney,
  kept: ShippingMethodTranslations = {},
): MethodColumns {
  return {
    name: input.name,
    translations: mergedTranslations(kept, input.translations),
    priceCents: money.toMinor(input.price),
    freeFromCents: input.freeFrom === null ? null : money.toMinor(input.freeFrom),
    minDays: input.minDays,
    maxDays: input.maxDays,
    active: input.active,
  };
}

export async function insertMethod(
  tx: Db,
  admin: Actor,
  zone: ShippingZoneRow,
  input: ShippingMethodFields,
): Promise<ShippingMethodRow> {
  const money = await readShopMoney(tx);
  // The clock, not the transaction's start: methods added in one save keep the order they were listed in.
  const [method] = await tx
    .insert(shippingMethods)
    .values({ zoneId: zone.id, ...methodColumns(input, money), createdAt: sql`clock_timestamp()` })
    .returning();
  if (!method) throw new Error('method not stored');
  await recordAdminAction(tx, {
    actor: admin,
    kind: 'shippingMethod.created',
    subject: { type: 'shippingMethod', id: method.id, label: `${zone.name}: ${method.name}` },
    after: auditedMethod(method, money),
  });
  return method;
}

/** Writes nothing when the method already is as asked. */
export async function changeMethod(
  tx: Db,
  admin: Actor,
  before: ShippingMethodRow,
  columns: MethodColumns,
): Promise<ShippingMethodRow> {
  const unchanged = (column: string, value: unknown) =>
    JSON.stringify(before[column as keyof MethodColumns]) === JSON.stringify(value);
  if (Object.entries(columns).every(([column, value]) => unchanged(column, value))) return before;
  const money = await readShopMoney(tx);
  const [method] = await tx
    .update(shippingMethods)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(shippingMethods.id, before.id))
    .returning();
  if (!method) throw new Error('method not stored');
  await recordAdminAction(tx, {
    actor: admin,
    kind: 'shippingMethod.changed',
    subject: { type: 'shippingMethod', id: method.id, label: method.name },
    before: auditedMethod(before, money),
    after: auditedMethod(method, money),
  });
  return method;
}

/**
 * Deletes a method nobody paid for; one that past orders used is deactivated instead, so it is offered no more and
 * still names what those orders paid. Answers which it did.
 */
export async function removeMethod(tx: Db, admin: Actor, before: ShippingMethodRow): Promise<'deleted' | 'deactivated'> {
  const [used] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.shippingMethodId, before.id)).limit(1);
  if (used) {
    const { name, priceCents, freeFromCents, minDays, maxDays, translations } = before;
    await changeMethod(tx, admin, before, { name, priceCents, freeFromCents, minDays, maxDays, translations, active: false });
    return 'deactivated';
  }
  await tx.delete(shippingMethods).where(eq(shippingMethods.id, before.id));
  await recordAdminAction(tx, {
    actor: admin,
    kind: 'shippingMethod.deleted',
    subject: { type: 'shippingMethod', id: before.id, label: before.name },
    before: auditedMethod(before, await readShopMoney(tx)),
  });
  return 'deleted';
}

const NOT_OF_THIS_ZONE = 'This delivery method is not one of this zone’s: reload the zone';

/**
 * Makes the zone's methods the listed ones: a row with the `_id` of one of them changes it, a row without is added,
 * and a method left out goes as a deletion does. A row naming a method the zone does not have changes nothing at all.
 */
export async function replaceMethods(tx: Db, admin: Actor, zone: ShippingZoneRow, rows: ZoneMethodRow[]): Promise<void> {
  const existing = await tx
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.zoneId, zone.id))
    .orderBy(asc(shippingMethods.createdAt), asc(shippingMethods.id))
    .for('update');
  const byId = new Map(existing.map((method) => [method.id, method]));
  const stranger = rows.findIndex((row) => row._id !== undefined && !byId.has(row._id.toLowerCase()));
  if (stranger !== -1) throw new Invalid(NOT_OF_THIS_ZONE, { fields: { [`methods.${stranger}._id`]: NOT_OF_THIS_ZONE } });
  const kept = new Set(rows.map((row) => row._id?.toLowerCase()));
  for (const method of existing) if (!kept.has(method.id)) await removeMethod(tx, admin, method);
  const money = await readShopMoney(tx);
  for (const { _id, ...fields } of rows) {
    const before = _id === undefined ? undefined : byId.get(_id.toLowerCase());
    if (before) await changeMethod(tx, admin, before, methodColumns(fields, money, before.translations));
    else await insertMethod(tx, admin, zone, fields);
  }
}
