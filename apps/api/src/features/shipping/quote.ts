// What delivery to a country costs for a subtotal: the public quote the cart shows, worked out from the zone that
// holds the country and its active methods.
import type { Language, ShippingOptions } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import { readShopMoney } from '../settings/index.ts';
import { toShippingOption } from './mapper.ts';
import { activeMethodsOfZone, zoneOfCountry } from './service.ts';

/**
 * The quote for goods worth `subtotal`, in the shop's currency as the API reads it (`120.00` dollars, `1235` yen),
 * the methods named in `language`.
 */
export async function shippingOptions(db: Db, country: string, subtotal: string, language?: Language): Promise<ShippingOptions> {
  const [zone, money] = await Promise.all([zoneOfCountry(db, country), readShopMoney(db)]);
  if (!zone) return { country, zone: null, methods: [] };
  const methods = await activeMethodsOfZone(db, zone.id);
  const subtotalCents = money.toMinor(Number(subtotal));
  return {
    country,
    zone: { _id: zone.id, name: zone.name },
    methods: methods.map((method) => toShippingOption(method, subtotalCents, money, language)),
  };
}
