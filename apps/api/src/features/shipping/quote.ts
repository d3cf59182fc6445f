// What delivery to a country costs for a subtotal: the public quote the cart shows, worked out from the zone that
// holds the country and its active methods.
import type { ShippingOptions } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import { toShippingOption } from './mapper.ts';
import { activeMethodsOfZone, zoneOfCountry } from './service.ts';

export async function shippingOptions(db: Db, country: string, subtotalCents: number): Promise<ShippingOptions> {
  const zone = await zoneOfCountry(db, country);
  if (!zone) return { country, zone: null, methods: [] };
  const methods = await activeMethodsOfZone(db, zone.id);
  return {
    country,
    zone: { _id: zone.id, name: zone.name },
    methods: methods.map((method) => toShippingOption(method, subtotalCents)),
  };
}
