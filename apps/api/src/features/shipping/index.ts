export type { ShippingMethodRow } from './mapper.ts';
export { activeMethodsOfZone, countriesOfZone, firstZone, servedCountries, zoneOfCountry } from './service.ts';
