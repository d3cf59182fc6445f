export type { ShippingMethodRow, ShippingZoneRow } from './mapper.ts';
export { deliveryPlaceholderValues } from './placeholders.ts';
export {
  activeMethodsOfZone,
  type CountryDelivery,
  cheapestDeliveryByCountry,
  countriesOfZone,
  firstZone,
  servedCountries,
  zoneOfCountry,
} from './service.ts';
