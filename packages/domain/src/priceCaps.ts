// The highest amount the shop takes as a price, an old price, a delivery rate, a promotion's amount or minimum, or a
// gift amount: ten million minor units whatever the currency ($100,000, €100,000, £100,000, ¥10,000,000). A route's
// schema cannot know the shop's currency, so the services that write money check it against the cap (decision 645).
import type { ShopMoney } from './currencies.ts';

/** Exclusive: a price must stay below it. `MAX_PRICE_CENTS` is the dollar shop's name for it. */
export const MAX_PRICE_MINOR_UNITS = 10_000_000;

/** The cap in the shop's major units, as the API takes amounts: 100000 dollars, 10000000 yen. */
export function priceCap(money: ShopMoney): number {
  return money.toMajor(MAX_PRICE_MINOR_UNITS);
}

/** The cap as the messages write it, without decimals: `$100,000`, `€100,000`, `¥10,000,000`. */
export function priceCapText(money: ShopMoney): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(priceCap(money));
}

/** How each kind of form words the refusal, as the spec's dollar shop always has. */
const REFUSALS = {
  /** A product's price and old price, a promotion's amount and minimum. */
  below: (label: string, money: ShopMoney) => `${label} must be below ${priceCapText(money)}`,
  /** A delivery method's price and free-from threshold. */
  lessThan: (label: string, money: ShopMoney) => `${label} must be less than ${priceCapText(money)}`,
  /** A gift card's or store credit's amount, given or taken. */
  atMost: (label: string, money: ShopMoney) => `${label} must be at most ${priceCap(money)}`,
} as const;
export type PriceCapWording = keyof typeof REFUSALS;

/** One amount a body carries: where it is (`methods.0.price`), its label and its value in major units. */
export interface CappedAmount {
  field: string;
  label: string;
  value: number | string | null | undefined;
}

export interface PriceCapRefusal {
  field: string;
  message: string;
}

/** Each amount at or above the cap (for `atMost`, above it, either sign), with its message, in the order given. */
export function priceCapRefusals(amounts: CappedAmount[], money: ShopMoney, wording: PriceCapWording): PriceCapRefusal[] {
  const cap = priceCap(money);
  const over = (value: number) => (wording === 'atMost' ? Math.abs(value) > cap : value >= cap);
  return amounts
    .filter((amount): amount is CappedAmount & { value: number } => typeof amount.value === 'number' && over(amount.value))
    .map(({ field, label }) => ({ field, message: REFUSALS[wording](label, money) }));
}
