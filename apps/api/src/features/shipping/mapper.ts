// Zones and methods in the API's shapes: `_id`, prices in the shop's currency (major units).
import {
  amountToFreeCents,
  deliveryPriceCents,
  inLanguage,
  type Language,
  type ShippingMethod,
  type ShippingOption,
  type ShippingZone,
  type ShopMoney,
} from '@atelier/domain';
import type { shippingMethods, shippingZones } from '../../db/schema.ts';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type ShippingZoneRow = typeof shippingZones.$inferSelect;

const majorOrNull = (money: ShopMoney, minor: number | null) => (minor === null ? null : money.toMajor(minor));

export function toShippingMethod(row: ShippingMethodRow, money: ShopMoney): ShippingMethod {
  return {
    _id: row.id,
    name: row.name,
    price: money.toMajor(row.priceCents),
    freeFrom: majorOrNull(money, row.freeFromCents),
    minDays: row.minDays,
    maxDays: row.maxDays,
    active: row.active,
    translations: row.translations,
  };
}

export function toShippingZone(
  zone: ShippingZoneRow,
  countries: string[],
  methods: ShippingMethodRow[],
  money: ShopMoney,
): ShippingZone {
  return {
    _id: zone.id,
    name: zone.name,
    countries,
    taxRate: zone.taxRate,
    categoryTaxRates: zone.categoryTaxRates,
    methods: methods.map((method) => toShippingMethod(method, money)),
    version: zone.version,
  };
}

/** A method priced for goods worth `subtotalCents` after discounts, named in `language` (English where not written). */
export function toShippingOption(
  row: ShippingMethodRow,
  subtotalCents: number,
  money: ShopMoney,
  language?: Language,
): ShippingOption {
  return {
    _id: row.id,
    name: inLanguage({ name: row.name }, row.translations, language).name,
    price: money.toMajor(deliveryPriceCents(row, subtotalCents)),
    freeFrom: majorOrNull(money, row.freeFromCents),
    amountToFree: majorOrNull(money, amountToFreeCents(row, subtotalCents)),
    minDays: row.minDays,
    maxDays: row.maxDays,
  };
}

/** What the audit trail keeps of a method. */
export function auditedMethod(row: ShippingMethodRow, money: ShopMoney) {
  const { _id, ...fields } = toShippingMethod(row, money);
  return fields;
}
