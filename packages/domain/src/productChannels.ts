// What Google Merchant Center and Meta's catalogue need of a product beyond what the shop shows (brand, GTIN or MPN,
// condition, gender, age group, material, size system, Google's category), and the owner's Sales channels screen.
import { z } from 'zod';
import { type Category, SIZES, type Size } from './constants.ts';
import { type Currency, currencyExponent, toMajorUnits } from './currencies.ts';

export const PRODUCT_CONDITIONS = ['new', 'refurbished', 'used'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export const PRODUCT_GENDERS = ['female', 'male', 'unisex'] as const;
export type ProductGender = (typeof PRODUCT_GENDERS)[number];

export const AGE_GROUPS = ['adult', 'kids', 'toddler', 'infant', 'newborn'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** Merchant Center's size systems. */
export const SIZE_SYSTEMS = ['US', 'UK', 'EU', 'DE', 'FR', 'IT', 'JP', 'CN', 'BR', 'MEX', 'AU'] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

/** Google's size types: a cut for a body shape, beside the size itself. */
export const SIZE_TYPES = ['regular', 'petite', 'plus', 'tall', 'big', 'maternity'] as const;
export type SizeType = (typeof SIZE_TYPES)[number];

/** The key of a one-size product's GTIN in `gtins`. */
export const ONE_SIZE = 'one-size';
export type GtinKey = Size | typeof ONE_SIZE;
export const GTIN_KEYS: readonly GtinKey[] = [...SIZES, ONE_SIZE];

/**
 * The shop sells women's fashion: a product says otherwise only when it differs. The shop's categories' places in
 * Google's taxonomy (Dresses, Clothing Accessories, Jewelry, Cosmetics) stand for a product that names none.
 */
export const DEFAULT_GENDER: ProductGender = 'female';
export const DEFAULT_AGE_GROUP: AgeGroup = 'adult';
export const DEFAULT_GOOGLE_CATEGORY: Record<Category, string> = {
  dress: '2271',
  accessories: '167',
  jewellery: '188',
  cosmetics: '473',
};

const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** A GTIN-8, -12 (UPC), -13 (EAN) or -14 whose last digit is the check digit of the others (GS1's mod 10). */
export function isValidGtin(gtin: string): boolean {
  if (!/^\d+$/.test(gtin) || !GTIN_LENGTHS.has(gtin.length)) return false;
  const digits = [...gtin].map(Number);
  const check = digits.pop();
  // From the right, the digits before the check digit weigh 3, 1, 3, 1…
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** Text that may be cleared: '' or null clear it, absent leaves it as it is. */
const clearableText = (label: string, maxLength: number) =>
  z
    .union([z.string({ error: `${label} must be text` }), z.null()], { error: `${label} must be text` })
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value.length <= maxLength, {
      message: `${label} must be at most ${maxLength} characters`,
    })
    .optional();

/** One of `values`; '' or null clear it. */
const clearableChoice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.enum(values), z.literal(''), z.null()], { error: `${label} must be one of: ${values.join(', ')}` })
    .transform((value) => (value ? value : null))
    .optional();

/** A GTIN, or '' for none. */
const gtin = z
  .string({ error: 'A GTIN must be text of digits' })
  .trim()
  .superRefine((value, ctx) => {
    if (value !== '' && !isValidGtin(value)) ctx.addIssue({ code: 'custom', message: `GTIN ${value} is not valid` });
  });

/** `{ "M": "4006381333931" }`: a GTIN per size, `one-size` for a product without sizes; an empty one is left out. */
const gtinsField = z
  .record(z.string(), gtin, {
    error: 'GTINs must map sizes to GTINs, e.g. { "M": "4006381333931" }',
  })
  .superRefine((gtins, ctx) => {
    const unknown = Object.keys(gtins).find((key) => !(GTIN_KEYS as readonly string[]).includes(key));
    if (unknown !== undefined)
      ctx.addIssue({ code: 'custom', message: `GTINs are given per size (${GTIN_KEYS.join(', ')}), not "${unknown}"` });
  })
  .transform((gtins) => Object.fromEntries(Object.entries(gtins).filter(([, value]) => value !== '')) as Gtins);

export type Gtins = Partial<Record<GtinKey, string>>;

/** A Google product category by its numeric id in Google's taxonomy, e.g. 2271 for Dresses. */
const googleCategory = z
  .union([z.string({ error: 'Google category must be the id of a Google product category' }), z.null()], {
    error: 'Google category must be the id of a Google product category',
  })
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || /^\d{1,7}$/.test(value), {
    message: 'Google category must be the id of a Google product category, e.g. 2271',
  })
  .optional();

/** The fields of a product's body the sales channels read: each optional; '' or null clear a text. */
export const productChannelFields = {
  brand: clearableText('Brand', 70),
  condition: z.enum(PRODUCT_CONDITIONS, { error: `Condition must be one of: ${PRODUCT_CONDITIONS.join(', ')}` }).optional(),
  gender: clearableChoice(PRODUCT_GENDERS, 'Gender'),
  ageGroup: clearableChoice(AGE_GROUPS, 'Age group'),
  material: clearableText('Material', 200),
  pattern: clearableText('Pattern', 100),
  sizeSystem: clearableChoice(SIZE_SYSTEMS, 'Size system'),
  sizeType: clearableChoice(SIZE_TYPES, 'Size type'),
  googleCategory,
  mpn: clearableText('MPN', 70),
  hideFromChannels: z.boolean({ error: 'Hide from channels must be true or false' }).optional(),
  gtins: gtinsField.optional(),
};

/** What a product's own answer says of it for the sales channels; null where the owner left a field empty. */
export interface ProductChannelDetails {
  brand: string | null;
  condition: ProductCondition;
  gender: ProductGender | null;
  ageGroup: AgeGroup | null;
  material: string | null;
  pattern: string | null;
  sizeSystem: SizeSystem | null;
  sizeType: SizeType | null;
  googleCategory: string | null;
  mpn: string | null;
  hideFromChannels: boolean;
  gtins: Gtins;
}

/** An amount as the feeds write it: the currency's own decimals and its code (`15.00 USD`, `1500 JPY`). */
export function feedPrice(minor: number, currency: Currency): string {
  return `${toMajorUnits(minor, currency).toFixed(currencyExponent(currency))} ${currency}`;
}

/** Why a product is left out of the feeds. */
export const EXCLUSION_REASONS = ['hidden from channels', 'no image', 'no GTIN or MPN'] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

/** GET /api/channels (admins): each feed's address and how many products it holds, and the products left out. */
export interface SalesChannels {
  feeds: { name: string; url: string; products: number }[];
  excluded: { productId: string; name: string; reasons: ExclusionReason[] }[];
  /** The feeds answer only an address that carries the shop's secret token. */
  tokenRequired: boolean;
}
