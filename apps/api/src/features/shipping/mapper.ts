// Zones and methods in the API's shapes: `_id`, prices in dollars.
import {
  amountToFreeCents,
  deliveryPriceCents,
  type ShippingMethod,
  type ShippingOption,
  type ShippingZone,
  toDollars,
} from '@atelier/domain';
import type { shippingMethods, shippingZones } from '../../db/schema.ts';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type ShippingZoneRow = typeof shippingZones.$inferSelect;

const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

export function toShippingMethod(row: ShippingMethodRow): ShippingMethod {
  return {
    _id: row.id,
    name: row.name,
    price: toDollars(row.priceCents),
    freeFrom: dollarsOrNull(row.freeFromCents),
    minDays: row.minDays,
    maxDays: row.maxDays,
    active: row.active,
  };
}

export function toShippingZone(zone: ShippingZoneRow, countries: string[], methods: ShippingMethodRow[]): ShippingZone {
  return {
    _id: zone.id,
    name: zone.name,
    countries,
    taxRate: zone.taxRate,
    categoryTaxRates: zone.categoryTaxRates,
    methods: methods.map(toShippingMethod),
    version: zone.version,
  };
}

/** A method priced for goods worth `subtotalCents` after discounts. */
export function toShippingOption(row: ShippingMethodRow, subtotalCents: number): ShippingOption {
  return {
    _id: row.id,
    name: row.name,
    price: toDollars(deliveryPriceCents(row, subtotalCents)),
    freeFrom: dollarsOrNull(row.freeFromCents),
    amountToFree: dollarsOrNull(amountToFreeCents(row, subtotalCents)),
    minDays: row.minDays,
    maxDays: row.maxDays,
  };
}

/** What the audit trail keeps of a method. */
export function auditedMethod(row: ShippingMethodRow) {
  const { _id, ...fields } = toShippingMethod(row);
  return fields;
}
