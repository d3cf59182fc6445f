import { z } from 'zod';
import {
  CATEGORIES,
  type Category,
  COLORS,
  type Color,
  DEFAULT_API_PAGE_SIZE,
  MAX_API_PAGE_SIZE,
  MAX_STOCK,
  PRODUCT_SORTS,
  SIZES,
  type Size,
} from './constants.ts';
import { requiredText, shopImage, sizeField } from './fields.ts';
import { type GiftCardOffer, giftCardOfferField } from './giftCardProducts.ts';
import { type ProductChannelDetails, productChannelFields } from './productChannels.ts';
import { productImagesField, productStyleField } from './productGallery.ts';
import type { ProductImage } from './productImages.ts';
import {
  languageQuery,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  type Translations,
  translationsField,
} from './translations.ts';

/**
 * A price as a JSON number: text such as "12" or "0x10" is refused, never converted. Its cap is the shop's currency's
 * (priceCaps.ts), checked where the price is written.
 */
const price = (label: string) => z.number({ error: `${label} must be a number` }).gt(0, `${label} must be greater than 0`);

const category = z.enum(CATEGORIES, { error: `Category must be one of: ${CATEGORIES.join(', ')}` });
const color = z.enum(COLORS, { error: `Color must be one of: ${COLORS.join(', ')}` });

/** A stock count as a JSON whole number, never below 0. */
const stockCount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must not be negative`)
    .max(MAX_STOCK, `${label} must be at most ${MAX_STOCK.toLocaleString('en-US')}`);

const sizeStock = z.object({ size: sizeField(), stock: stockCount('Stock of a size') });

/** Sizes of a sized product, each once; an empty list makes the product one-size. */
const sizeList = z
  .array(sizeStock, { error: 'Sizes must be a list of { size, stock }' })
  .max(SIZES.length, `Sizes must be at most ${SIZES.length}`)
  .refine((sizes) => new Set(sizes.map((s) => s.size)).size === sizes.length, { message: 'Each size may be listed once' });

/** A product's texts the owner may write in other languages, each with its longest length. */
export const PRODUCT_TRANSLATED_TEXTS = { name: 200, description: 5000, material: 200 } as const;
export type ProductTranslatedText = keyof typeof PRODUCT_TRANSLATED_TEXTS;
export type ProductTranslations = Translations<ProductTranslatedText>;

const productFields = z.object({
  name: requiredText('Name', 200),
  category,
  color,
  price: price('Price'),
  // '' or null clear it.
  oldPrice: z.union([price('Old price'), z.literal(''), z.null()], { error: 'Old price must be a number' }).optional(),
  description: requiredText('Description', 5000),
  image: shopImage('Image'),
  /** A one-size product's stock; absent on create means none yet. */
  stock: stockCount('Stock').optional(),
  /** A sized product's stock, per size. */
  sizes: sizeList.optional(),
  /** The pictures in order; `image` is always the first one's url. Without it, `image` alone is the one picture. */
  images: productImagesField.optional(),
  style: productStyleField.optional(),
  /** Another product's _id: this one joins its style (started from that product's name when it has none). */
  sameStyleAs: z.string({ error: 'sameStyleAs must be a product id' }).max(100).optional(),
  /** Brand, GTINs or MPN, condition… for Google Merchant Center and Meta's catalogue. */
  ...productChannelFields,
  /** Its name, description and material in the shop's other languages: `{ "fr": { "name": "…" } }`. */
  translations: translationsField(PRODUCT_TRANSLATED_TEXTS).optional(),
  /** A gift card: the amounts it sells, in place of a price, sizes and stock. */
  giftCard: giftCardOfferField.optional(),
});

const stockOnceOnly = {
  message: 'A sized product has its stock per size: send sizes or stock, not both',
};
const givesStockOnce = (body: { stock?: number | undefined; sizes?: unknown[] | undefined }) =>
  body.stock === undefined || body.sizes === undefined || body.sizes.length === 0;

const imageIsFirstPicture = {
  message: 'Image must be the url of the first picture',
};
const imageMatchesPictures = (body: { image?: string | undefined; images?: { url: string }[] | undefined }) =>
  body.image === undefined || body.images === undefined || body.image === body.images[0]?.url;

const styleOnce = { message: 'Send style or sameStyleAs, not both' };

const giftCardWithoutStock = { message: 'A gift card has no sizes or stock' };
const giftCardHasNoStock = (body: { giftCard?: unknown; stock?: unknown; sizes?: unknown[] | undefined }) =>
  body.giftCard === undefined || (body.stock === undefined && (body.sizes === undefined || body.sizes.length === 0));

/** A gift card's price is its lowest amount, so only any other product must give one. */
const pricedUnlessGiftCard = { message: 'Price must be a number', path: ['price'] };
const givesPrice = (body: { giftCard?: unknown; price?: number | undefined }) =>
  body.price !== undefined || body.giftCard !== undefined;
const givesStyleOnce = (body: { style?: unknown; sameStyleAs?: unknown }) =>
  body.style === undefined || body.sameStyleAs === undefined;

/** Create-product body (SPEC §5): name, category, color, price and description are required. `author` is ignored. */
export const createProductBody = productFields
  .extend({ price: price('Price').optional() })
  .refine(givesPrice, pricedUnlessGiftCard)
  .refine(giftCardHasNoStock, giftCardWithoutStock)
  .refine(givesStockOnce, stockOnceOnly)
  .refine(imageMatchesPictures, imageIsFirstPicture)
  .refine(givesStyleOnce, styleOnce);
export type CreateProductBody = z.infer<typeof createProductBody>;

const versionWithStock = { message: "Stock and sizes change only with the product's version as you loaded it" };
/** Stock set blindly would put back what was sold or held since it was read (docs/decisions/500). */
const namesVersionWithStock = (body: { stock?: unknown; sizes?: unknown; version?: number | undefined }) =>
  (body.stock === undefined && body.sizes === undefined) || body.version !== undefined;

/**
 * Update-product body: the same fields, each optional, and the product's `version` as the edit form loaded it: when
 * given, the edit is refused once the product has changed since (a sale, a hold, another admin's edit). A change of
 * stock or sizes must give it.
 */
export const updateProductBody = productFields
  .partial()
  .extend({
    version: z.number({ error: 'Version must be a whole number' }).int('Version must be a whole number').min(1).optional(),
  })
  .refine(giftCardHasNoStock, giftCardWithoutStock)
  .refine(givesStockOnce, stockOnceOnly)
  .refine(namesVersionWithStock, versionWithStock)
  .refine(imageMatchesPictures, imageIsFirstPicture)
  .refine(givesStyleOnce, styleOnce);
export type UpdateProductBody = z.infer<typeof updateProductBody>;

export interface SizeStock {
  size: Size;
  stock: number;
}

const filterValue = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || v === 'all' || (values as readonly string[]).includes(v), {
      message: `${label} must be all or one of: ${values.join(', ')}`,
    })
    .transform((v) => (v === '' || v === 'all' ? undefined : (v as T[number])))
    .optional();

/** Plain decimal notation only: `Number()` would also read "0x10", "1e3" or "0b1". */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A number in a query string, in plain decimal notation; empty means not given. */
export const queryNumber = (label: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return undefined;
      const n = Number(v);
      if (!DECIMAL.test(v) || !Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      return n;
    })
    .optional();

/** `page` and `limit` of a paged list, as the spec's lists take them (both optional). */
export const pagingQuery = {
  page: queryNumber('page').pipe(z.number().int('page must be a whole number').min(1, 'page must be at least 1').optional()),
  limit: queryNumber('limit').pipe(
    z
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(MAX_API_PAGE_SIZE, `limit must be at most ${MAX_API_PAGE_SIZE}`)
      .optional(),
  ),
};

/** GET /api/products query. Prices in the shop's currency (major units). */
export const productListQuery = z
  .object({
    category: filterValue(CATEGORIES, 'Category'),
    color: filterValue(COLORS, 'Color'),
    minPrice: queryNumber('minPrice').pipe(z.number().min(0, 'minPrice must not be negative').optional()),
    maxPrice: queryNumber('maxPrice').pipe(z.number().min(0, 'maxPrice must not be negative').optional()),
    ...pagingQuery,
    q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
    sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` }).optional(),
    ...languageQuery,
    /** Only the products without a description in this language: what the dashboard's "without a French description" lists. */
    untranslated: z
      .enum(TRANSLATED_LANGUAGES as [TranslatedLanguage, ...TranslatedLanguage[]], {
        error: `untranslated must be one of: ${TRANSLATED_LANGUAGES.join(', ')}`,
      })
      .optional(),
  })
  .refine((q) => q.maxPrice === undefined || (q.minPrice ?? 0) <= q.maxPrice, {
    message: 'minPrice must not be above maxPrice',
  })
  .transform((q) => ({ ...q, minPrice: q.minPrice ?? 0, page: q.page ?? 1, limit: q.limit ?? DEFAULT_API_PAGE_SIZE }));
export type ProductListQuery = z.output<typeof productListQuery>;

/** GET /api/products/untranslated (admins): per other language, how many products have no description in it. */
export type UntranslatedCounts = Record<TranslatedLanguage, number>;

/** A product as the API shows it: prices in the shop's currency (major units). */
export interface Product {
  _id: string;
  name: string;
  category: Category;
  description: string;
  price: number;
  oldPrice?: number;
  /**
   * Only on a product's own answer, while it shows an `oldPrice`: the lowest price it had in the 30 days before its
   * current price took effect, left out when it had none before.
   */
  lowestPrice30Days?: number;
  image: string;
  color: Color;
  rating: number;
  author: string | null;
  createdAt: string;
  /** What can be bought now, over all sizes. */
  stock: number;
  /** Empty for a one-size product. */
  sizes: SizeStock[];
  /** Moves on with every change of the product or its stock; the edit form sends back the one it loaded. */
  version: number;
  /** The style it shares with products of other colours; left out when it has none. */
  style?: string;
  /** How many colours its style comes in, itself included; left out when it has no style. */
  colors?: number;
  /** Only on a gift card: the amounts the shopper chooses from; its `price` is the lowest of them. */
  giftCard?: GiftCardOffer;
}

/** A product as its own page and the product form read it: with every picture, in order, and what the sales channels
 * read of it. */
export interface ProductWithImages extends Product, ProductChannelDetails {
  /** Empty for a product without a picture; the first one's url is `image`. */
  images: ProductImage[];
  /** Only to an admin: its name, description and material in the other languages, as written. */
  translations?: ProductTranslations;
}

/** GET /api/products/{id}/price-history (admins): the lowest price shown now, and were the price changed now. */
export interface ProductPriceHistory {
  lowestPrice30Days: number | null;
  lowestPriceIfChangedNow: number | null;
}

export interface ProductListResponse {
  products: Product[];
  totalPages: number;
  totalProducts: number;
  /** A search's words as the shopper probably meant them, when a typo was corrected ('slik' → 'silk'). */
  didYouMean?: string;
}
