// The shop's tax settings as the API carries them (GET/PUT /api/settings), and as the Tax section edits them. An API
// that says nothing of them runs the spec's shop: dollars, prices entered excluding tax, delivery following the prices.
import { errorMessage, fieldErrors, hasStatus } from '../../shared/api/errors';

/** The currencies an owner may sell in (ISO 4217), with what the select says of each. */
export const SHOP_CURRENCY_NAMES = {
  USD: 'USD – US dollar',
  EUR: 'EUR – Euro',
  GBP: 'GBP – Pound sterling',
  CHF: 'CHF – Swiss franc',
  CAD: 'CAD – Canadian dollar',
  AUD: 'AUD – Australian dollar',
  JPY: 'JPY – Japanese yen',
} as const;
export const SHOP_CURRENCIES = Object.keys(SHOP_CURRENCY_NAMES) as (keyof typeof SHOP_CURRENCY_NAMES)[];

/** The fields the settings carry about tax; each absent on an API that predates them. */
export interface TaxSettings {
  currency?: string;
  pricesIncludeTax?: boolean;
  /** Absent: delivery is taxed when prices include tax. */
  taxShipping?: boolean;
}

export type PricesEntered = 'excluding' | 'including';
export type TaxDelivery = 'follow' | 'taxed' | 'untaxed';

export interface TaxDraft {
  currency: string;
  pricesEntered: PricesEntered;
  taxDelivery: TaxDelivery;
}

/** The 409 the shop answers a change of currency once it has taken an order; shown under the currency. */
export const CURRENCY_LOCKED = 'Currency cannot change after the first order';

/** The refusals to show under the fields: the server's, and the currency lock (a 409 naming no field) under the currency. */
export function settingsFieldErrors(error: unknown): Record<string, string> {
  const fields = fieldErrors(error);
  const locked = hasStatus(error, 409) && errorMessage(error) === CURRENCY_LOCKED;
  return locked ? { ...fields, currency: CURRENCY_LOCKED } : fields;
}

/**
 * The shop answers the delivery's tax as it applies (`taxShipping` worked out when never chosen): a value the prices
 * give anyway reads as following them, so a save does not pin it and a change of prices still moves it.
 */
export function toTaxDraft({ currency, pricesIncludeTax, taxShipping }: TaxSettings): TaxDraft {
  const followsPrices = taxShipping === undefined || taxShipping === Boolean(pricesIncludeTax);
  return {
    currency: currency ?? 'USD',
    pricesEntered: pricesIncludeTax ? 'including' : 'excluding',
    taxDelivery: followsPrices ? 'follow' : taxShipping ? 'taxed' : 'untaxed',
  };
}

/** What PUT /api/settings takes; delivery that follows the prices is left out, as the API reads an absent field. */
export function toTaxSettings({ currency, pricesEntered, taxDelivery }: TaxDraft): TaxSettings {
  return {
    currency,
    pricesIncludeTax: pricesEntered === 'including',
    ...(taxDelivery === 'follow' ? {} : { taxShipping: taxDelivery === 'taxed' }),
  };
}
