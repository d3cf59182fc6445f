// The currencies a shop may sell in (ISO 4217) and how many decimals each has: money is kept in integer minor units of
// the shop's one currency, cents for USD, yen for JPY. Zod-free: the storefront formats prices with it.
import { currencyDecimals, formatMoney } from './moneyFormat.ts';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'NZD', 'SEK', 'DKK', 'NOK', 'PLN', 'CZK', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The spec's shop sells in dollars. */
export const DEFAULT_CURRENCY: Currency = 'USD';

export function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/** Decimals of a currency's minor unit as ISO 4217 gives them (2 for USD, 0 for JPY), read from the runtime's Intl data. */
export function currencyExponent(currency: Currency): number {
  return currencyDecimals(currency);
}

/** Minor units of an amount in major units (12.5 dollars → 1250 cents; 1235 yen → 1235). */
export function toMinorUnits(major: number, currency: Currency): number {
  return Math.round(major * 10 ** currencyExponent(currency));
}

/** Major units of an amount in minor units, as the API shows money (1250 cents → 12.5; 1235 yen → 1235). */
export function toMajorUnits(minor: number, currency: Currency): number {
  return minor / 10 ** currencyExponent(currency);
}

/** An amount in minor units as a page of the shop shows it (`$1,234.50`, `€1,234.50`, `¥1,235`); en-US by default. */
export function formatMinorUnits(minor: number, currency: Currency, locale = 'en-US'): string {
  return formatMoney(toMajorUnits(minor, currency), currency, locale);
}

/** An amount in minor units as plain decimal text with the currency's decimals, as a CSV writes it (`12.50`, `1235`). */
export function minorUnitsText(minor: number, currency: Currency): string {
  return toMajorUnits(minor, currency).toFixed(currencyExponent(currency));
}

/**
 * The shop's money both ways, in its one currency: what the API reads and shows (major units, 12.5 dollars, 1235 yen)
 * and what the shop keeps (integer minor units). Every amount crosses between the two through these.
 */
export interface ShopMoney {
  currency: Currency;
  /** Minor units of an amount in major units, rounded to the minor unit. */
  toMinor(major: number): number;
  /** Major units of an amount in minor units. */
  toMajor(minor: number): number;
  /** As the shop's texts show it: `$12.50`, `€12.50`, `¥1,235`. */
  format(minor: number): string;
  /** As a CSV writes it: `12.50`, `1235`. */
  text(minor: number): string;
}

export function shopMoneyIn(currency: Currency): ShopMoney {
  return {
    currency,
    toMinor: (major) => toMinorUnits(major, currency),
    toMajor: (minor) => toMajorUnits(minor, currency),
    format: (minor) => formatMinorUnits(minor, currency),
    text: (minor) => minorUnitsText(minor, currency),
  };
}

/** The spec's shop: dollars and cents. */
export const DOLLARS: ShopMoney = shopMoneyIn(DEFAULT_CURRENCY);
