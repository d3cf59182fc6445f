// Money as the screens show it: Intl.NumberFormat for the page's locale and the shop's currency, each currency with its
// own decimals (two for the dollar and the euro, none for the yen). The spec's `$12.50` is what en-US gives for USD.

/** The shop's currency when it has not said otherwise: the spec's dollar. */
export const FALLBACK_CURRENCY = 'USD';
/** The page's locale: the shop speaks English at today's addresses. */
export const PAGE_LOCALE = 'en-US';

// A NumberFormat is costly to build and a page shows many prices: one per locale and currency, built once.
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

/** The sign the page writes the currency with: `$`, `€`, `£`, `¥`; for a form's label, "Price ($)". */
export function currencySymbol(currency = FALLBACK_CURRENCY, locale = PAGE_LOCALE): string {
  const parts = moneyFormat(currency, locale).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

// Every amount the API answers asks it (minor to major units): resolvedOptions() builds an object each time, which made
// it most of the time a product feed took, so each currency's answer is kept.
const decimals = new Map<string, number>();

/** How many decimals the currency's prices show: 2 for the dollar and the euro, 0 for the yen. */
export function currencyDecimals(currency = FALLBACK_CURRENCY): number {
  let known = decimals.get(currency);
  if (known === undefined) {
    known = moneyFormat(currency, PAGE_LOCALE).resolvedOptions().maximumFractionDigits ?? 2;
    decimals.set(currency, known);
  }
  return known;
}

/** An amount in major units (dollars, euros, yen) as the page shows it: `$1,234.50`, `1 234,50 €`, `¥1,235`. */
export function formatMoney(amount: number, currency = FALLBACK_CURRENCY, locale = PAGE_LOCALE): string {
  return moneyFormat(currency, locale).format(amount);
}
