// What deleting a zone or a delivery method does to shoppers, said in its confirmation: a country belongs to one zone
// at most, so a zone's countries are served by nothing else once it goes.
import { countryList, type ShippingMethod, type ShippingZone } from '@atelier/domain';

const SWITCHED_OFF_INSTEAD = 'A method past orders used is switched off instead, and those orders keep what they paid.';

export function zoneDeleteConsequence(zone: ShippingZone): string {
  const methods = zone.methods.length === 1 ? 'Its delivery method goes' : `Its ${zone.methods.length} delivery methods go`;
  const goes = zone.methods.length === 0 ? '' : ` ${methods} with it.`;
  if (zone.countries.length === 0) return `It serves no country.${goes}`;
  return `It is the only zone serving ${countryList(zone.countries)}: shoppers there will no longer be able to check out.${goes}`;
}

export function methodDeleteConsequence(zone: ShippingZone, method: ShippingMethod): string {
  const othersOffered = zone.methods.some((other) => other._id !== method._id && other.active);
  if (!method.active || othersOffered || zone.countries.length === 0) return SWITCHED_OFF_INSTEAD;
  return `It is the only delivery method offered to ${countryList(zone.countries)}: shoppers there will no longer be able to check out. ${SWITCHED_OFF_INSTEAD}`;
}
