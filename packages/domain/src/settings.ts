// The shop's settings (GET and PUT /api/settings): who the shop is and how to reach it, the announcement bar and the
// home page's hero. One document; every field is checked here, and a bad one is named in the 400's `fields`.
import { z } from 'zod';
import { isCountryCode } from './countries.ts';
import { CURRENCIES, type Currency, DEFAULT_CURRENCY, isCurrency } from './currencies.ts';
import { optionalText, requiredText, shopImage } from './fields.ts';
import { DEFAULT_CREDIT_NOTE_PREFIX, DEFAULT_INVOICE_PREFIX, DOCUMENT_PREFIX } from './invoices.ts';
import { SOCIAL_NETWORKS } from './socialNetworks.ts';
import { type Translations, translationsField } from './translations.ts';

/** The name a shop has before its owner names it; the checklist counts it as not set. */
export const NEUTRAL_SHOP_NAME = 'My shop';

const HTTPS_URL = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;
/** A path of this shop: one slash, then no second one (`//host` would be another site). */
const SHOP_PATH = /^\/(?!\/)\S*$/;

/** Text that may be left empty (''), trimmed. */
const text = (label: string, maxLength: number) => optionalText(label, maxLength).transform((value) => value ?? '');

/** Where a link may lead: a page of this shop (`/shop`) or a secure address elsewhere (`https://…`). */
function link(label: string) {
  return requiredText(label, 500).refine((value) => SHOP_PATH.test(value) || HTTPS_URL.test(value), {
    message: `${label} must be a path of the shop (/…) or an https:// address`,
  });
}

/** An optional link: absent or '' both mean none, and the answer then leaves the field out. */
function optionalLink(label: string) {
  return optionalText(label, 500)
    .refine((value) => !value || SHOP_PATH.test(value) || HTTPS_URL.test(value), {
      message: `${label} must be a path of the shop (/…) or an https:// address`,
    })
    .transform((value) => value || undefined)
    .optional();
}

const picture = (label: string) =>
  shopImage(label)
    .transform((value) => value || undefined)
    .optional();

const anEmail = z.email();
/** Empty until the owner gives one: the checklist asks for it. */
const email = text('Email', 254)
  .refine((value) => value === '' || anEmail.safeParse(value).success, { message: 'Email must be a valid email address' })
  .transform((value) => value.toLowerCase());

const phone = text('Phone', 30).refine((value) => /^[0-9+()./ -]*$/.test(value), {
  message: 'Phone may hold only digits, spaces and + ( ) - . /',
});

export const shopAddress = z.object({
  line1: requiredText('Address line 1', 100),
  line2: optionalText('Address line 2', 100)
    .transform((value) => value || undefined)
    .optional(),
  city: requiredText('City', 60),
  postalCode: text('Postal code', 20),
  country: requiredText('Country', 2)
    .transform((value) => value.toUpperCase())
    .refine(isCountryCode, { message: 'Country must be a two-letter country code, e.g. FR' }),
});
export type ShopAddress = z.output<typeof shopAddress>;

export const openingHours = z.object({ days: requiredText('Days', 40), time: requiredText('Time', 40) });

export const socialLink = z.object({
  network: z.enum(SOCIAL_NETWORKS, { error: `Network must be one of: ${SOCIAL_NETWORKS.join(', ')}` }),
  url: requiredText('Social link', 500).refine((value) => HTTPS_URL.test(value), {
    message: 'Social link must be an https:// address',
  }),
});

const currency = z
  .string({ error: 'Currency must be a currency code, e.g. EUR' })
  .trim()
  .toUpperCase()
  .refine(isCurrency, { message: `Currency must be one of: ${CURRENCIES.join(', ')}` })
  .transform((code) => code as Currency);

/**
 * The shop's currency and how its tax works. Left out of a save, `currency` and `pricesIncludeTax` keep what is saved;
 * `taxShipping` left out follows `pricesIncludeTax` (delivery is taxed where prices hold their tax).
 */
const taxSettings = {
  currency: currency.optional(),
  pricesIncludeTax: z.boolean({ error: 'Prices include tax must be true or false' }).optional(),
  taxShipping: z.boolean({ error: 'Tax shipping must be true or false' }).optional(),
};

/** Who the shop is in law, as its invoices print it: empty until the owner gives it (Settings warns meanwhile). */
const legalDetails = z.object({
  name: text('Legal name', 120),
  address: text('Legal address', 300),
  taxId: text('Tax or VAT number', 40),
  companyNumber: text('Company number', 40),
});
export type LegalDetails = z.output<typeof legalDetails>;
export const NO_LEGAL_DETAILS: LegalDetails = { name: '', address: '', taxId: '', companyNumber: '' };

const documentPrefix = (label: string, fallback: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .toUpperCase()
    .refine((value) => DOCUMENT_PREFIX.test(value), { message: `${label} must be 1 to 10 letters or digits, e.g. ${fallback}` })
    .default(fallback);

/** How the shop's invoices and credit notes are numbered and sent; left out of a save, the defaults. */
const documentSettings = {
  legal: legalDetails.default(NO_LEGAL_DETAILS),
  invoicePrefix: documentPrefix('Invoice prefix', DEFAULT_INVOICE_PREFIX),
  creditNotePrefix: documentPrefix('Credit note prefix', DEFAULT_CREDIT_NOTE_PREFIX),
  attachInvoices: z.boolean({ error: 'Attach invoices must be true or false' }).default(true),
};

export const GIFT_CARD_EXPIRY_YEARS = { min: 1, max: 20 } as const;
const GIFT_CARD_EXPIRY_MESSAGE = `Gift card expiry must be a whole number of years from ${GIFT_CARD_EXPIRY_YEARS.min} to ${GIFT_CARD_EXPIRY_YEARS.max}`;

/**
 * How long a gift card lasts from the day it is issued (decision 720): null, the default, for never, as many places
 * forbid expiry. A change applies to cards issued after it.
 */
const giftCardSettings = {
  giftCardExpiryYears: z
    .number({ error: GIFT_CARD_EXPIRY_MESSAGE })
    .int({ error: GIFT_CARD_EXPIRY_MESSAGE })
    .min(GIFT_CARD_EXPIRY_YEARS.min, { error: GIFT_CARD_EXPIRY_MESSAGE })
    .max(GIFT_CARD_EXPIRY_YEARS.max, { error: GIFT_CARD_EXPIRY_MESSAGE })
    .nullable()
    .default(null),
};

/** The settings' shop texts the owner may write in other languages, each with its longest length. */
export const SETTINGS_TRANSLATED_TEXTS = {
  tagline: 160,
  announcement: 200,
  heroTitle: 120,
  heroText: 400,
  heroButtonLabel: 40,
} as const;
export type SettingsTranslations = Translations<keyof typeof SETTINGS_TRANSLATED_TEXTS>;

export const shopSettings = z.object({
  ...taxSettings,
  ...documentSettings,
  ...giftCardSettings,
  shop: z.object({
    name: requiredText('Name', 60),
    tagline: text('Tagline', 160),
    email,
    phone,
    /** null: the shop shows no address. */
    address: shopAddress.nullable(),
    hours: z.array(openingHours).max(7, 'At most 7 lines of opening hours'),
    social: z.array(socialLink).max(10, 'At most 10 social links'),
    logo: picture('Logo'),
  }),
  announcement: z
    .object({
      text: text('Announcement', 200),
      link: optionalLink('Announcement link'),
      active: z.boolean({ error: 'Active must be true or false' }),
    })
    .refine((announcement) => !announcement.active || announcement.text !== '', {
      message: 'Announcement is required to show the announcement',
      path: ['text'],
    }),
  hero: z.object({
    title: requiredText('Hero title', 120),
    text: text('Hero text', 400),
    image: picture('Hero image'),
    buttonLabel: requiredText('Button label', 40),
    buttonLink: link('Button link'),
  }),
  /** The tagline, announcement and hero in the shop's other languages: `{ "fr": { "heroTitle": "…" } }`. */
  translations: translationsField(SETTINGS_TRANSLATED_TEXTS).optional(),
});
/** As a client sends it (PUT /api/settings). */
export type ShopSettingsInput = z.input<typeof shopSettings>;
/** As the API answers it: optional fields left out when empty, the email lower-cased, the country code upper-cased. */
export type ShopSettings = z.output<typeof shopSettings>;

/** How a shop's money and tax work, as its settings say or by default: the spec's dollars with 5 % added. */
export interface ShopTax {
  currency: Currency;
  pricesIncludeTax: boolean;
  taxShipping: boolean;
  /** The settings address's country, whose VAT an export does not pay; null while the shop shows no address. */
  homeCountry: string | null;
}

export function shopTaxOf(settings: Pick<ShopSettings, 'currency' | 'pricesIncludeTax' | 'taxShipping' | 'shop'>): ShopTax {
  const pricesIncludeTax = settings.pricesIncludeTax ?? false;
  return {
    currency: settings.currency ?? DEFAULT_CURRENCY,
    pricesIncludeTax,
    taxShipping: settings.taxShipping ?? pricesIncludeTax,
    homeCountry: settings.shop.address?.country ?? null,
  };
}

/** What a shop started without the demo shows until its owner fills it in. */
export const NEUTRAL_SETTINGS: ShopSettings = {
  currency: DEFAULT_CURRENCY,
  pricesIncludeTax: false,
  taxShipping: false,
  legal: NO_LEGAL_DETAILS,
  invoicePrefix: DEFAULT_INVOICE_PREFIX,
  creditNotePrefix: DEFAULT_CREDIT_NOTE_PREFIX,
  attachInvoices: true,
  giftCardExpiryYears: null,
  shop: { name: NEUTRAL_SHOP_NAME, tagline: '', email: '', phone: '', address: null, hours: [], social: [] },
  announcement: { text: '', active: false },
  hero: { title: 'Welcome', text: '', buttonLabel: 'Shop now', buttonLink: '/shop' },
};

/** What a new shop still has to do before it opens (GET /api/settings/checklist). */
export const CHECKLIST_ITEMS = ['name-and-contact', 'payments', 'shipping-page', 'returns-page', 'legal-details'] as const;
export type ChecklistItemName = (typeof CHECKLIST_ITEMS)[number];

export const checklistItem = z.object({ item: z.enum(CHECKLIST_ITEMS), done: z.boolean(), label: z.string() });
export type ChecklistItem = z.infer<typeof checklistItem>;
export const settingsChecklist = z.array(checklistItem);
