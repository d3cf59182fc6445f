export type { ShippingMethodRow } from './mapper.ts';
export {
  activeMethodsOfZone,
  type CountryDelivery,
  cheapestDeliveryByCountry,
  countriesOfZone,
  firstZone,
  servedCountries,
  zoneOfCountry,
} from './service.ts';
