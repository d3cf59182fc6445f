// A product as the channels' items: one per size (one for a product without sizes), each colour its own product, the
// style their item group, as Merchant Center's product data specification asks.
import {
  type AgeGroup,
  type Category,
  DEFAULT_AGE_GROUP,
  DEFAULT_GENDER,
  DEFAULT_GOOGLE_CATEGORY,
  deliveryPriceCents,
  feedPrice,
  inLanguage,
  ONE_SIZE,
  type ProductCondition,
  type ProductGender,
  type SizeSystem,
  type SizeType,
} from '@atelier/domain';
import { type FeedContext, shopAddress, shownPriceCents } from './feedContext.ts';
import { type FeedProduct, mpnOf } from './feedProducts.ts';

/** Merchant Center reads at most 150 characters of a title and 10 additional pictures. */
const TITLE_MAX_LENGTH = 150;
const ADDITIONAL_IMAGES_MAX = 10;
/** The shop keeps no end to a sale: it is announced until a month from the feed's day, and the next read moves it on. */
const SALE_ANNOUNCED_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface FeedShipping {
  country: string;
  service: string;
  price: string;
  minTransitDays: number;
  maxTransitDays: number;
}

export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  inStock: boolean;
  price: string;
  salePrice?: string;
  /** `start/end` in ISO 8601, to the minute in UTC. */
  salePriceEffectiveDate?: string;
  brand: string;
  gtin?: string;
  mpn?: string;
  condition: ProductCondition;
  itemGroupId?: string;
  color: string;
  size?: string;
  sizeSystem?: SizeSystem;
  sizeType?: SizeType;
  gender: ProductGender;
  ageGroup: AgeGroup;
  material?: string;
  pattern?: string;
  googleCategory: string;
  shipping: FeedShipping[];
}

/** `2026-12-02T10:15Z`: the minute, in UTC, as the specification writes a date of a range. */
const minuteUtc = (date: Date) => `${date.toISOString().slice(0, 16)}Z`;

function saleRange(since: Date, now: Date): string {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return `${minuteUtc(since)}/${minuteUtc(new Date(today + SALE_ANNOUNCED_DAYS * DAY_MS))}`;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What delivery of one unit costs to each country, free where the price reaches the method's threshold. */
function shippingOf(priceCents: number, context: FeedContext): FeedShipping[] {
  return context.deliveries.map(({ country, method }) => ({
    country,
    service: method.name,
    price: feedPrice(deliveryPriceCents(method, priceCents), context.currency),
    minTransitDays: method.minDays,
    maxTransitDays: method.maxDays,
  }));
}

/** The product's name, description and material in the feed's language, each in English where none is written. */
function textsOf(product: FeedProduct, context: FeedContext) {
  const { name, description, material } = product;
  return inLanguage({ name, description, material }, product.translations, context.language);
}

/** What every item of the product shares. */
function sharedFields(product: FeedProduct, context: FeedContext) {
  const texts = textsOf(product, context);
  const category = product.category as Category;
  const priceCents = shownPriceCents(product.priceCents, category, context);
  const onSale = product.oldPriceCents !== null;
  const regularCents = onSale ? shownPriceCents(product.oldPriceCents ?? 0, category, context) : priceCents;
  const pictures = product.images.length > 0 ? product.images.map((picture) => picture.url) : [product.image];
  return {
    description: texts.description,
    imageLink: `${context.publicUrl}${product.image}`,
    additionalImageLinks: pictures.slice(1, 1 + ADDITIONAL_IMAGES_MAX).map((url) => `${context.publicUrl}${url}`),
    price: feedPrice(regularCents, context.currency),
    ...(onSale
      ? {
          salePrice: feedPrice(priceCents, context.currency),
          salePriceEffectiveDate: saleRange(product.priceSince ?? context.now, context.now),
        }
      : {}),
    brand: product.brand ?? context.shopName,
    condition: product.condition,
    color: capitalised(product.color),
    ...(product.sizeSystem ? { sizeSystem: product.sizeSystem } : {}),
    ...(product.sizeType ? { sizeType: product.sizeType } : {}),
    gender: product.gender ?? DEFAULT_GENDER,
    ageGroup: product.ageGroup ?? DEFAULT_AGE_GROUP,
    ...(texts.material ? { material: texts.material } : {}),
    ...(product.pattern ? { pattern: product.pattern } : {}),
    googleCategory: product.googleCategory ?? DEFAULT_GOOGLE_CATEGORY[category],
    shipping: shippingOf(priceCents, context),
  };
}

/** The product's items: one per size, linking to the size; or one for a product without sizes. */
export function feedItems(product: FeedProduct, context: FeedContext): FeedItem[] {
  const shared = sharedFields(product, context);
  const { name } = textsOf(product, context);
  const link = shopAddress(`/shop/${product.id}`, context);
  const mpn = mpnOf(product);
  const title = name.slice(0, TITLE_MAX_LENGTH);
  if (product.sizes.length === 0) {
    const gtin = product.gtins[ONE_SIZE];
    return [
      {
        ...shared,
        id: product.id,
        title,
        link,
        inStock: product.stock > 0,
        ...(gtin ? { gtin } : mpn ? { mpn } : {}),
        ...(product.style ? { itemGroupId: product.style } : {}),
      },
    ];
  }
  return product.sizes.map(({ size, stock }) => {
    const gtin = product.gtins[size];
    return {
      ...shared,
      id: `${product.id}-${size}`,
      title: `${name.slice(0, TITLE_MAX_LENGTH - size.length - 3)} - ${size}`,
      link: `${link}?size=${size}`,
      inStock: stock > 0,
      ...(gtin ? { gtin } : mpn ? { mpn: `${mpn}-${size}` } : {}),
      itemGroupId: product.style ?? product.id,
      size,
    };
  });
}
