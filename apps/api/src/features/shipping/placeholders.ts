// The delivery figures an owner's texts quote through placeholders (`{{freeShippingFrom}}`…), read from the zones as
// they are now and formatted in the shop's currency (decision 531).
import { type Currency, deliveryWindowText, formatMinorUnits, type PlaceholderValues } from '@atelier/domain';
import { eq, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shippingMethods } from '../../db/schema.ts';
import { activeMethodsOfZone, firstZone, zoneOfCountry } from './service.ts';

/** What the figures depend on of the shop's settings: its country (whose zone is home) and its currency. */
export interface PlaceholderShop {
  homeCountry: string | null;
  currency: Currency;
}

const lowest = (values: number[]) => (values.length === 0 ? undefined : Math.min(...values));

/** The zone holding the shop's country; the first zone (where a checkout without a country ships) when none does. */
async function homeZone(db: Db, homeCountry: string | null) {
  return (homeCountry ? await zoneOfCountry(db, homeCountry) : null) ?? (await firstZone(db));
}

/** The figures of the home zone, and the lowest price anywhere; one the zones do not give (no threshold) is left out. */
export async function deliveryPlaceholderValues(db: Db, shop: PlaceholderShop): Promise<PlaceholderValues> {
  const [home, [cheapest]] = await Promise.all([
    homeZone(db, shop.homeCountry),
    db
      .select({ priceCents: min(shippingMethods.priceCents) })
      .from(shippingMethods)
      .where(eq(shippingMethods.active, true)),
  ]);
  const methods = home ? await activeMethodsOfZone(db, home.id) : [];
  const money = (minor: number | null | undefined) =>
    minor === null || minor === undefined ? undefined : formatMinorUnits(minor, shop.currency);
  const thresholds = methods.flatMap((method) => (method.freeFromCents === null ? [] : [method.freeFromCents]));
  const fastest = lowest(methods.map((method) => method.minDays));
  const slowest = methods.length === 0 ? undefined : Math.max(...methods.map((method) => method.maxDays));
  const values: PlaceholderValues = {
    freeShippingFrom: money(lowest(thresholds)),
    deliveryFrom: money(cheapest?.priceCents),
    deliveryDays: fastest === undefined || slowest === undefined ? undefined : deliveryWindowText(fastest, slowest),
    homeZone: home?.name,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
