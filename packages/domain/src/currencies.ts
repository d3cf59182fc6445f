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
