// The delivery method a cart shows beside its figures (POST /api/promotions/apply with `shippingMethod`): one of the
// active methods of the zone holding the cart's country, priced and taxed by the server like the checkout's.
import type { Db } from '../../db/client.ts';
import { Invalid } from '../../shared/errors.ts';
import { refusal } from '../../shared/refusals.ts';
import { activeMethodsOfZone, type ShippingMethodRow, zoneOfCountry } from '../shipping/index.ts';

/** Null when the cart names no method; a 400 when the country's zone does not offer it. */
export async function quotedDeliveryMethod(
  db: Db,
  country: string | undefined,
  methodId: string | undefined,
): Promise<ShippingMethodRow | null> {
  if (!methodId || !country) return null;
  const zone = await zoneOfCountry(db, country);
  const methods = zone ? await activeMethodsOfZone(db, zone.id) : [];
  const method = methods.find((offered) => offered.id === methodId.toLowerCase());
  if (!method) throw new Invalid(refusal('delivery.methodNotOffered', { country: { country }, code: country }));
  return method;
}
