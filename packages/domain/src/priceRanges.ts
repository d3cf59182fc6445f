// The shop page's price filter ranges in the shop's currency: the spec's for the dollar; for another currency the
// same steps scaled to what its prices are usually worth (¥5,000 where the dollar has $50), labelled with its sign.
import { PRICE_RANGES } from './constants.ts';
import type { Currency } from './currencies.ts';
import { currencySymbol } from './moneyFormat.ts';

/** How many units of the currency make the spec's steps of 50, 100 and 200 dollars: tidy numbers near their worth. */
const STEP_SCALE: Record<Currency, number> = {
  USD: 1,
  EUR: 1,
  GBP: 1,
  CHF: 1,
  CAD: 1,
  AUD: 1,
  NZD: 1,
  SEK: 10,
  DKK: 10,
  NOK: 10,
  PLN: 5,
  CZK: 20,
  JPY: 100,
};

export interface PriceRange {
  label: string;
  /** In the currency's major units, as the listing's `minPrice` and `maxPrice` take them. */
  min: number;
  /** Undefined: no upper bound. */
  max: number | undefined;
}

export function priceRangesIn(currency: Currency): readonly PriceRange[] {
  if (currency === 'USD') return PRICE_RANGES;
  const scale = STEP_SCALE[currency];
  const sign = currencySymbol(currency);
  // A sign that is letters (CHF, SEK) stands apart from the figure; `$`, `€`, `£`, `¥` are written against it.
  const amount = (dollarsStep: number) => {
    const figure = (dollarsStep * scale).toLocaleString('en-US');
    return /^\p{L}+$/u.test(sign) ? `${sign} ${figure}` : `${sign}${figure}`;
  };
  return PRICE_RANGES.map(({ label, min, max }) => {
    if (min === 0 && max === undefined) return { label, min, max };
    const shown =
      max === undefined ? `${amount(min)} and above` : min === 0 ? `Under ${amount(max)}` : `${amount(min)} - ${amount(max)}`;
    return { label: shown, min: min * scale, max: max === undefined ? undefined : max * scale };
  });
}
