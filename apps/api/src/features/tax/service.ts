// The taxation of a cart or a checkout: the shop's price mode and currency (its settings), the rates of the zone the
// goods ship to, and those of the shop's own country, whose VAT an export does not pay.
import type { Currency, Taxation, ZoneTaxRates } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import { readShopTax } from '../settings/index.ts';
import { firstZone, zoneOfCountry } from '../shipping/index.ts';

export interface ShopTaxation extends Taxation {
  currency: Currency;
}

const ratesOf = (zone: ZoneTaxRates | null): ZoneTaxRates | null =>
  zone ? { taxRate: zone.taxRate, categoryTaxRates: zone.categoryTaxRates } : null;

/**
 * How goods shipping to `country` are taxed. Without a country (a cart before its address is known), the home
 * country's zone, or the first zone for a shop without an address: where a checkout without a country ships.
 * `countryZone`: the zone of `country` when the caller read it already (a checkout's delivery), not read again.
 */
export async function taxationFor(db: Db, country: string | null, countryZone?: ZoneTaxRates | null): Promise<ShopTaxation> {
  const shop = await readShopTax(db);
  const zoneOf = async (of: string) => (of === country && countryZone !== undefined ? countryZone : zoneOfCountry(db, of));
  const home = shop.homeCountry ? await zoneOf(shop.homeCountry) : null;
  const destination = !country ? (home ?? (await firstZone(db))) : country === shop.homeCountry ? home : await zoneOf(country);
  return {
    currency: shop.currency,
    pricesIncludeTax: shop.pricesIncludeTax,
    taxShipping: shop.taxShipping,
    destination: ratesOf(destination),
    home: ratesOf(home),
  };
}
