// A zone's tax as the API carries it (POST/PUT /api/shipping/zones): its rate in percent, and a rate per category that
// differs from it. An API that predates them leaves both out; a zone without a rate is taxed at 0 %.
import { CATEGORIES, type Category, type ShippingZone, type ShippingZoneBody } from '@atelier/domain';

export interface ZoneTax {
  /** Percent, 0 to 100, at most 3 decimals. */
  taxRate?: number;
  categoryTaxRates?: Partial<Record<Category, number>>;
}

export type TaxedZone = Omit<ShippingZone, keyof ZoneTax> & ZoneTax;
export type TaxedZoneBody = Omit<ShippingZoneBody, keyof ZoneTax> & ZoneTax;

/** The rates as the form edits them: text, '' for none. */
export interface ZoneTaxDraft {
  taxRate: string;
  categoryTaxRates: Record<Category, string>;
}

export const TAX_RATE_ERROR = 'Tax rate must be a number from 0 to 100 with at most 3 decimals';

export function toZoneTaxDraft(zone: ZoneTax | undefined): ZoneTaxDraft {
  const rateText = (rate: number | undefined) => (rate === undefined ? '' : String(rate));
  return {
    taxRate: rateText(zone?.taxRate),
    categoryTaxRates: Object.fromEntries(
      CATEGORIES.map((category) => [category, rateText(zone?.categoryTaxRates?.[category])]),
    ) as Record<Category, string>,
  };
}

/** A rate typed by the owner, or null when it is not a percentage the shop takes. */
function parseRate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(trimmed)) return null;
  const rate = Number(trimmed);
  return rate <= 100 ? rate : null;
}

/** Each rate that is not a percentage from 0 to 100, by the field the server would name: `taxRate`, `categoryTaxRates.dress`. */
export function zoneTaxErrors(draft: ZoneTaxDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.taxRate.trim() !== '' && parseRate(draft.taxRate) === null) errors.taxRate = TAX_RATE_ERROR;
  for (const category of CATEGORIES) {
    const text = draft.categoryTaxRates[category];
    if (text.trim() !== '' && parseRate(text) === null) errors[`categoryTaxRates.${category}`] = TAX_RATE_ERROR;
  }
  return errors;
}

/** What the API takes of a valid draft: an empty zone rate is left out (the shop keeps 0 for a new zone). */
export function toZoneTax(draft: ZoneTaxDraft): ZoneTax {
  const categoryTaxRates = Object.fromEntries(
    CATEGORIES.filter((category) => draft.categoryTaxRates[category].trim() !== '').map((category) => [
      category,
      parseRate(draft.categoryTaxRates[category]),
    ]),
  );
  const taxRate = draft.taxRate.trim() === '' ? null : parseRate(draft.taxRate);
  return { ...(taxRate === null ? {} : { taxRate }), categoryTaxRates };
}
