// Delivery for a checkout: the zone of the country the cart chose (or the first zone, for a client that sends none),
// its active methods priced for the cart when the session opens, and the one the customer picks on the payment page.
// The cart's country is an estimate: the shipping address's country decides (redeliver.ts, decision 495).
import { deliveryPriceCents } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import type { PricedDeliveryMethod } from '../../db/schema.ts';
import { Unprocessable } from '../../shared/errors.ts';
import { refusal } from '../../shared/refusals.ts';
import {
  activeMethodsOfZone,
  countriesOfZone,
  firstZone,
  type ShippingMethodRow,
  type ShippingZoneRow,
  zoneOfCountry,
} from '../shipping/index.ts';

export interface CheckoutDelivery {
  /** The country the cart chose; null when the client sent none. */
  country: string | null;
  /** The zone whose methods are priced: the country's, which its taxation reads too. */
  zone: ShippingZoneRow;
  /** The countries of the zone whose methods are priced: an address in one of them takes those prices. */
  countries: string[];
  methods: ShippingMethodRow[];
}

/** Throws 422 naming a country no zone holds, or one whose zone has no method on offer; nothing is held yet. */
export async function deliveryFor(db: Db, shippingCountry: string | undefined): Promise<CheckoutDelivery> {
  if (shippingCountry) {
    const zone = await zoneOfCountry(db, shippingCountry);
    const named = { country: { country: shippingCountry }, code: shippingCountry };
    if (!zone) throw new Unprocessable(refusal('delivery.notDelivered', named));
    const methods = await activeMethodsOfZone(db, zone.id);
    if (methods.length === 0) throw new Unprocessable(refusal('delivery.noMethod', named));
    return { country: shippingCountry, zone, countries: await countriesOfZone(db, zone.id), methods };
  }
  const zone = await firstZone(db);
  const methods = zone ? await activeMethodsOfZone(db, zone.id) : [];
  if (!zone || methods.length === 0) throw new Unprocessable(refusal('delivery.nowhere'));
  return { country: null, zone, countries: await countriesOfZone(db, zone.id), methods };
}

/** Each method's price for goods worth `goodsCents` after discounts, fixed for the life of the session; cheapest first. */
export function priceOptions(methods: ShippingMethodRow[], goodsCents: number): PricedDeliveryMethod[] {
  return methods
    .map((method) => ({
      methodId: method.id,
      name: method.name,
      priceCents: deliveryPriceCents(method, goodsCents),
      minDays: method.minDays,
      maxDays: method.maxDays,
    }))
    .sort((a, b) => a.priceCents - b.priceCents);
}

/** What the payment page preselects: the cheapest. */
export function cheapestOption(options: PricedDeliveryMethod[]): PricedDeliveryMethod | null {
  return options[0] ?? null;
}
