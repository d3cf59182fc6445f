import {
  type Category,
  type Color,
  DEFAULT_LANGUAGE,
  defaultImageAlt,
  inLanguage,
  type Language,
  type Product,
  type ProductChannelDetails,
  type ProductImage,
  type ProductWithImages,
  type ShopMoney,
  type SizeStock,
} from '@atelier/domain';
import { getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { jsonMember, jsonObject, jsonTextMember } from '../../db/jsonText.ts';
import { products } from '../../db/schema.ts';
import { giftCardJson, toGiftCardOffer } from './giftCardOffer.ts';

/**
 * How many colours the product's style comes in, itself included (0 without a style): a few rows of an index. Spelled
 * out, as drizzle leaves the table's name off columns in an insert's or update's `returning`.
 */
const styleColors = sql<number>`(${sql.raw(
  'select count(*)::int from "products" as "same_style" where "same_style"."style" = "products"."style"',
)})`
  .mapWith(Number)
  .as('style_colors');

// Everything a product shows; the search documents and the listing's copy of the sizes stay in the database.
const { searchDocument: _searchDocument, sizesJson: _sizesJson, ...shownColumns } = getTableColumns(products);
export const productColumns = { ...shownColumns, styleColors };

export type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument' | 'sizesJson'> & {
  styleColors: number;
};
/** A product as the API shows it: with its sizes, and the shop's money, whose currency its prices are in. */
export type ProductWithSizes = ProductRow & { sizes: SizeStock[]; money: ShopMoney };

export function toProduct(row: ProductWithSizes): Product {
  const { money } = row;
  return {
    _id: row.id,
    name: row.name,
    category: row.category as Category,
    description: row.description,
    price: money.toMajor(row.priceCents),
    ...(row.oldPriceCents === null ? {} : { oldPrice: money.toMajor(row.oldPriceCents) }),
    image: row.image,
    color: row.color as Color,
    rating: Math.round(row.rating * 10) / 10,
    author: row.authorId,
    createdAt: row.createdAt.toISOString(),
    stock: row.stock,
    sizes: row.sizes,
    version: row.version,
    ...(row.style === null ? {} : { style: row.style, colors: row.styleColors }),
    ...(row.giftCard === null ? {} : { giftCard: toGiftCardOffer(row.giftCard, money) }),
  };
}

/** The product with its name, description and material in `language`, each in English where none is written. */
export function productInLanguage<Row extends ProductRow>(row: Row, language: Language | undefined): Row {
  return inLanguage(row, row.translations, language);
}

/** The product's pictures in order, each alt text written; one made of `image` when it has never had more. */
export function picturesOf(row: Pick<ProductRow, 'name' | 'image' | 'images'>): ProductImage[] {
  if (row.images.length === 0) return row.image ? [{ url: row.image, alt: defaultImageAlt(row.name, 1) }] : [];
  return row.images.map((picture, i) => ({ url: picture.url, alt: picture.alt || defaultImageAlt(row.name, i + 1) }));
}

/** What the sales channels read of the product, as the owner set it. */
export function channelDetailsOf(row: ProductRow): ProductChannelDetails {
  return {
    brand: row.brand,
    condition: row.condition,
    gender: row.gender,
    ageGroup: row.ageGroup,
    material: row.material,
    pattern: row.pattern,
    sizeSystem: row.sizeSystem,
    sizeType: row.sizeType,
    googleCategory: row.googleCategory,
    mpn: row.mpn,
    hideFromChannels: row.hideFromChannels,
    gtins: row.gtins,
  };
}

export function toProductWithImages(row: ProductWithSizes): ProductWithImages {
  return { ...toProduct(row), images: picturesOf(row), ...channelDetailsOf(row) };
}

/** The columns `productJson` reads: the products table's, or those of a page taken from it. */
type ShownColumns = Record<keyof typeof productColumns, SQLWrapper>;

/**
 * The product as `toProduct` shows it, written by the database as JSON text, with `sizes` (a JSON array, smallest
 * first): a listing's page goes out as the database wrote it (decision 245). Each value is the one JavaScript would
 * make: prices in the shop's major units and the rating as doubles (the rating read as its shortest text, as the driver reads it, and rounded
 * half up), the creation time to the millisecond in UTC; without an old price, its key is left out.
 */
export function productJson(c: ShownColumns, sizes: SQLWrapper, money: ShopMoney, language: Language = DEFAULT_LANGUAGE): SQL {
  // The divisor is the currency's (100 for cents, 1 for yen), written into the statement: a statement per currency.
  const minorPerMajor = sql.raw(String(money.toMinor(1)));
  const major = (minor: SQLWrapper) => sql`${minor}::float8 / ${minorPerMajor}`;
  // In another language, its text where written (decision 600); the language is written into the statement too.
  const text = (field: 'name' | 'description') =>
    language === DEFAULT_LANGUAGE
      ? c[field]
      : sql`coalesce(${c.translations}->${sql.raw(`'${language}'->>'${field}'`)}, ${c[field]})`;
  return jsonObject([
    jsonMember('_id', c.id),
    jsonMember('name', text('name')),
    jsonMember('category', c.category),
    jsonMember('description', text('description')),
    jsonMember('price', major(c.priceCents)),
    sql`case when ${c.oldPriceCents} is not null then ${jsonMember('oldPrice', major(c.oldPriceCents))} end`,
    jsonMember('image', c.image),
    jsonMember('color', c.color),
    jsonMember('rating', sql`floor(${c.rating}::text::float8 * 10 + 0.5) / 10`),
    jsonMember('author', c.authorId),
    jsonMember('createdAt', sql`to_char(${c.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`),
    jsonMember('stock', c.stock),
    jsonTextMember('sizes', sizes),
    jsonMember('version', c.version),
    sql`case when ${c.style} is not null then ${jsonMember('style', c.style)} end`,
    sql`case when ${c.style} is not null then ${jsonMember('colors', c.styleColors)} end`,
    giftCardJson(c.giftCard, money),
  ]);
}

/** What the audit trail keeps of a product: what an admin can set, as the API shows it. */
export function toAuditedProduct(row: ProductWithSizes): Record<string, unknown> {
  const {
    name,
    category,
    color,
    description,
    price,
    oldPrice = null,
    image,
    stock,
    sizes,
    style = null,
    giftCard,
  } = toProduct(row);
  const images = picturesOf(row);
  const { translations } = row;
  return {
    name,
    category,
    color,
    description,
    price,
    oldPrice,
    image,
    images,
    stock,
    sizes,
    style,
    ...channelDetailsOf(row),
    translations,
    ...(giftCard ? { giftCard } : {}),
  };
}
