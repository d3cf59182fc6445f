// Shipping zones and their delivery methods as the API takes and answers them (features/shipping), and the public
// quote of what delivery costs to a country. Prices in the shop's currency (major units), as the API shows them.
import { z } from 'zod';
import { CATEGORIES, type Category } from './constants.ts';
import { isCountryCode } from './countries.ts';
import type { Currency } from './currencies.ts';
import { parseDollarsToCents } from './delivery.ts';
import { requiredText } from './fields.ts';
import type { PrepaymentAnswer } from './giftCards.ts';
import { MAX_TAX_RATE, type TaxLine } from './tax.ts';
import { languageQuery, type Translations, translationsField } from './translations.ts';

export const SHIPPING_NAME_MAX_LENGTH = 60;
/** More working days than anyone would wait is a typo. */
export const MAX_DELIVERY_DAYS = 365;
const MAX_ZONE_COUNTRIES = 250;
export const MAX_ZONE_METHODS = 50;

const countryCode = z
  .string({ error: 'Countries must be two-letter country codes, e.g. FR' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { message: 'Countries must be two-letter country codes, e.g. FR' });

/** A percentage from 0 to 100 with at most three decimals (19, 7.7, 5.5). */
function taxRate(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be from 0 to ${MAX_TAX_RATE} %`)
    .max(MAX_TAX_RATE, `${label} must be from 0 to ${MAX_TAX_RATE} %`)
    .refine((rate) => Math.abs(rate * 1000 - Math.round(rate * 1000)) < 1e-6, {
      message: `${label} must have at most three decimals`,
    });
}

/** Dollars with at most two decimals, from 0; the cap is the shop's currency's (priceCaps.ts), checked on writing. */
function dollars(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: `${label} must have at most two decimals`,
    });
}

function days(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(MAX_DELIVERY_DAYS, `${label} must be at most ${MAX_DELIVERY_DAYS}`);
}

/** A delivery method's texts the owner may write in other languages, each with its longest length. */
export const SHIPPING_METHOD_TRANSLATED_TEXTS = { name: SHIPPING_NAME_MAX_LENGTH } as const;
export type ShippingMethodTranslations = Translations<keyof typeof SHIPPING_METHOD_TRANSLATED_TEXTS>;

const methodFields = z.object({
  name: requiredText('Name', SHIPPING_NAME_MAX_LENGTH),
  price: dollars('Price'),
  /** null: the method always costs its price. */
  freeFrom: dollars('Free from').nullable().default(null),
  minDays: days('Min days'),
  maxDays: days('Max days'),
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
  /** Its name in the shop's other languages: `{ "fr": { "name": "…" } }`; left out, the ones written stay. */
  translations: translationsField(SHIPPING_METHOD_TRANSLATED_TEXTS).optional(),
});

const daysInOrder = (method: { minDays: number; maxDays: number }) => method.minDays <= method.maxDays;
const DAYS_OUT_OF_ORDER = { message: 'Max days must be at least min days', path: ['maxDays'] };

/** POST /api/shipping/zones/{id}/methods and PUT /api/shipping/methods/{id}. */
export const shippingMethodBody = methodFields.refine(daysInOrder, DAYS_OUT_OF_ORDER);
export type ShippingMethodBody = z.input<typeof shippingMethodBody>;
export type ShippingMethodFields = z.output<typeof shippingMethodBody>;

/** One method of a zone saved whole: with the `_id` of a method the zone has, it changes that one; without, it is new. */
export const zoneMethodRow = methodFields
  .extend({ _id: z.string({ error: 'A method id must be text' }).optional() })
  .refine(daysInOrder, DAYS_OUT_OF_ORDER);
export type ZoneMethodRow = z.output<typeof zoneMethodRow>;

/**
 * POST /api/shipping/zones and PUT /api/shipping/zones/{id}. Left out, `taxRate` and `categoryTaxRates` keep what
 * the zone has (none for a new zone: 0 % and no overrides), and `methods` leaves the zone's methods as they are.
 * Given, `methods` is the whole list: a method of the zone left out of it goes (decision 525), so a change names the
 * `version` of the zone it was made on.
 */
export const shippingZoneBody = z.object({
  taxRate: taxRate('Tax rate').optional(),
  categoryTaxRates: z
    .partialRecord(z.enum(CATEGORIES), taxRate('A category tax rate'), {
      error: `Category tax rates must map categories (${CATEGORIES.join(', ')}) to percentages`,
    })
    .optional(),
  name: requiredText('Name', SHIPPING_NAME_MAX_LENGTH),
  countries: z
    .array(countryCode, { error: 'Countries must be a list of two-letter country codes' })
    .min(1, 'Countries must hold at least one country')
    .max(MAX_ZONE_COUNTRIES, `Countries may hold at most ${MAX_ZONE_COUNTRIES} countries`)
    .transform((codes) => [...new Set(codes)]),
  /** The zone's version as the form loaded it: a zone changed since is refused with 409. */
  version: z.number({ error: 'Version must be a number' }).int('Version must be a whole number').min(1).optional(),
  methods: z
    .array(zoneMethodRow, { error: 'Methods must be a list of delivery methods' })
    .max(MAX_ZONE_METHODS, `A zone may have at most ${MAX_ZONE_METHODS} delivery methods`)
    .superRefine((rows, context) => {
      rows.forEach((row, index) => {
        if (row._id !== undefined && rows.findIndex((other) => other._id === row._id) !== index) {
          context.addIssue({ code: 'custom', path: [index, '_id'], message: 'A method is listed twice' });
        }
      });
    })
    .optional(),
});
export type ShippingZoneBody = z.input<typeof shippingZoneBody>;
export type ShippingZoneFields = z.output<typeof shippingZoneBody>;

export interface ShippingMethod {
  _id: string;
  name: string;
  price: number;
  freeFrom: number | null;
  minDays: number;
  maxDays: number;
  active: boolean;
  /** Its name in the shop's other languages, as written (the admins' zones and methods). */
  translations: ShippingMethodTranslations;
}

export interface ShippingZone {
  _id: string;
  name: string;
  countries: string[];
  /** The percentage goods and taxed delivery pay here. */
  taxRate: number;
  /** Another percentage for some categories here. */
  categoryTaxRates: Partial<Record<Category, number>>;
  methods: ShippingMethod[];
  /** Moves on with every change of the zone, its countries or its methods; a save names the one it was made on. */
  version: number;
}

/** GET /api/shipping/options: a country and a subtotal in the shop's currency (`120.00` dollars, `1235` yen). */
export const shippingOptionsQuery = z.object({
  country: z
    .string({ error: 'country is required' })
    .refine(isCountryCode, { message: 'country must be a two-letter country code in capitals, e.g. FR' }),
  subtotal: z.string({ error: 'subtotal is required' }).refine((value) => parseDollarsToCents(value) !== null, {
    message: 'subtotal must be an amount in dollars with at most two decimals, e.g. 120.00',
  }),
  ...languageQuery,
});

/** One method of a quote, priced for the subtotal asked. */
export interface ShippingOption {
  _id: string;
  name: string;
  /** What the method costs for that subtotal. */
  price: number;
  freeFrom: number | null;
  /** What is missing to reach `freeFrom`: 0 once reached, null without a threshold. */
  amountToFree: number | null;
  minDays: number;
  maxDays: number;
}

export interface ShippingOptions {
  country: string;
  zone: { _id: string; name: string } | null;
  methods: ShippingOption[];
}

/** GET /api/shipping/countries: every country a zone holds, for the cart's "Ship to"; the first zone's first. */
export interface ShippingCountries {
  countries: string[];
}

/** What an order answers of its delivery: the method as it was paid for. */
export interface OrderShipping {
  name: string;
  price: number;
  minDays: number;
  maxDays: number;
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  /** Whether `tax` is inside the prices (the shop enters prices including tax) or added to them. */
  taxIncluded: boolean;
  taxLines: TaxLine[];
  currency: Currency;
  /** Only on an order gift cards or store credit paid part of: what each paid, and what was left to the card. */
  giftCards?: PrepaymentAnswer['giftCards'];
  storeCredit?: number;
  due?: number;
}
