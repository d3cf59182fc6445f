// Promotions as the API takes and shows them: discount codes and automatic discounts (GET/POST /api/promotions,
// PUT/DELETE /api/promotions/{id}, POST /api/promotions/apply). Every field is checked here; a bad one is named in
// the 400's `fields`. The arithmetic is in discounts.ts.
import { z } from 'zod';
import { CATEGORIES, type Category, MAX_CART_LINES } from './constants.ts';
import type { Currency } from './currencies.ts';
import { MAX_PERCENTAGE_OFF, MIN_PERCENTAGE_OFF, PROMOTION_KINDS, type PromotionKind } from './discounts.ts';
import { requiredText } from './fields.ts';
import { type PrepaymentAnswer, prepaymentFields } from './giftCards.ts';
import { checkoutLine, shippingCountryField } from './orders.ts';
import type { TaxLine } from './tax.ts';
import { type Translations, translationsField } from './translations.ts';

export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const PROMOTION_LABEL_MAX_LENGTH = 60;
const CODE_RULE = 'Code must be 3 to 32 letters, digits, - or _';

/** '' or null: an automatic promotion. */
const code = z
  .union([z.string({ error: CODE_RULE }).trim(), z.null()], { error: CODE_RULE })
  .refine((value) => value === null || value === '' || PROMOTION_CODE_PATTERN.test(value), { message: CODE_RULE })
  .transform((value) => value || null);

const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .gt(0, `${label} must be greater than 0`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: `${label} must be in whole cents`,
    });

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000, `${label} must be at most 1,000,000`);

const instant = (label: string) =>
  z.union([z.iso.datetime({ offset: true, error: `${label} must be a date and time` }), z.null()], {
    error: `${label} must be a date and time`,
  });

/** A promotion's texts the owner may write in other languages, each with its longest length. */
export const PROMOTION_TRANSLATED_TEXTS = { label: PROMOTION_LABEL_MAX_LENGTH } as const;
export type PromotionTranslations = Translations<keyof typeof PROMOTION_TRANSLATED_TEXTS>;

/** POST /api/promotions and PUT /api/promotions/{id}: the whole promotion. */
export const promotionBody = z
  .object({
    code: code.optional().transform((value) => value ?? null),
    label: requiredText('Label', PROMOTION_LABEL_MAX_LENGTH),
    kind: z.enum(PROMOTION_KINDS, { error: `Kind must be one of: ${PROMOTION_KINDS.join(', ')}` }),
    /** Percent off for `percentage`, dollars off for `fixed`; ignored for `free_shipping`. */
    value: z.number({ error: 'Value must be a number' }).optional(),
    categories: z
      .array(z.enum(CATEGORIES, { error: `Category must be one of: ${CATEGORIES.join(', ')}` }), {
        error: 'Categories must be a list',
      })
      .max(CATEGORIES.length)
      .refine((list) => new Set(list).size === list.length, { message: 'Each category may be listed once' })
      .optional()
      .transform((list) => list ?? []),
    minSubtotal: dollars('Minimum subtotal')
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    startsAt: instant('Start')
      .optional()
      .transform((value) => value ?? null),
    endsAt: instant('End')
      .optional()
      .transform((value) => value ?? null),
    usageLimit: count('Usage limit')
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    perCustomerLimit: count('Per customer limit')
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    active: z
      .boolean({ error: 'Active must be true or false' })
      .optional()
      .transform((value) => value ?? true),
    /** Its label in the shop's other languages: `{ "fr": { "label": "…" } }`; left out, the ones written stay. */
    translations: translationsField(PROMOTION_TRANSLATED_TEXTS).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'percentage') {
      const value = body.value;
      if (value === undefined || !Number.isInteger(value) || value < MIN_PERCENTAGE_OFF || value > MAX_PERCENTAGE_OFF) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: `Percentage must be a whole number from ${MIN_PERCENTAGE_OFF} to ${MAX_PERCENTAGE_OFF}`,
        });
      }
    }
    if (body.kind === 'fixed') {
      const checked = dollars('Amount off').safeParse(body.value);
      if (!checked.success) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: checked.error.issues[0]?.message ?? 'Amount off is required' });
      }
    }
    if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End must be after the start' });
    }
  });
export type PromotionInput = z.input<typeof promotionBody>;
export type PromotionBody = z.output<typeof promotionBody>;

/** The state a promotion is in now, as the dashboard lists it. */
export const PROMOTION_STATES = ['inactive', 'scheduled', 'active', 'expired', 'used up'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** A promotion as the API shows it: money in the shop's currency (major units), dates as ISO text. */
export interface Promotion {
  _id: string;
  code: string | null;
  label: string;
  kind: PromotionKind;
  value: number;
  categories: Category[];
  minSubtotal: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
  used: number;
  state: PromotionState;
  createdAt: string;
  /** Its label in the shop's other languages, as written. */
  translations: PromotionTranslations;
}

/** What DELETE answers: whether the promotion went, or was kept deactivated because orders used it. */
export interface PromotionRemoval {
  message: string;
  deactivated: boolean;
}

/** The state of a promotion at `now`. */
export function promotionState(
  promotion: Pick<Promotion, 'active' | 'startsAt' | 'endsAt' | 'usageLimit' | 'used'>,
  now: Date,
): PromotionState {
  if (!promotion.active) return 'inactive';
  if (promotion.usageLimit !== null && promotion.used >= promotion.usageLimit) return 'used up';
  if (promotion.endsAt && Date.parse(promotion.endsAt) <= now.getTime()) return 'expired';
  if (promotion.startsAt && Date.parse(promotion.startsAt) > now.getTime()) return 'scheduled';
  return 'active';
}

/** POST /api/promotions/apply: prices come from the shop, never from the client. */
export const applyPromotionBody = z
  .object({
    /** Without one (or empty), what the automatic promotions running now take off the cart. */
    code: z.string({ error: 'Code must be text' }).trim().max(100, 'Code must be at most 100 characters').optional(),
    products: z
      .array(checkoutLine, { error: 'products must be a list of cart lines' })
      .min(1, 'Your cart is empty')
      .max(MAX_CART_LINES, 'Too many cart lines'),
    /** Where the cart ships: its zone's tax applies. Without one, the home country's (or the first zone's). */
    shippingCountry: shippingCountryField,
    /**
     * The delivery method the cart shows (an `_id` of GET /api/shipping/options for `shippingCountry`): its price for the
     * cart and its tax join the answer, so "Includes … VAT" counts delivery's VAT too.
     */
    shippingMethod: z
      .string({ error: 'shippingMethod must be a delivery method id' })
      .max(100, 'shippingMethod must be a delivery method id')
      .optional(),
    ...prepaymentFields,
  })
  .refine((body) => !body.shippingMethod || body.shippingCountry, {
    message: 'shippingMethod needs the shippingCountry it delivers to',
    path: ['shippingMethod'],
  });
export type ApplyPromotionBody = z.infer<typeof applyPromotionBody>;

/** What the cart shows for a code: the discount chosen (decision 355), in dollars. */
export interface AppliedPromotion extends Partial<PrepaymentAnswer> {
  /** The code whose discount applies; null when an automatic promotion takes more off. */
  code: string | null;
  /** The promotion that applies; null, with a discount of 0, when none does (a cart asked without a code). */
  label: string | null;
  discount: number;
  subtotal: number;
  /**
   * With `shippingMethod`, what that method costs this cart (0 when free), inside `total` and `taxLines`. Without it,
   * 0 when the promotion makes every delivery method free; absent otherwise (delivery is priced by the country).
   */
  shipping?: number;
  tax: number;
  total: number;
  /** Whether `tax` is inside the prices or added to them. */
  taxIncluded: boolean;
  taxLines: TaxLine[];
  currency: Currency;
}
