// The shop's tables. Money is integer cents; ids are UUIDs (shown as `_id`).
import {
  AGE_GROUPS,
  BALANCE_ENTRY_KINDS,
  type Category,
  CLOSED_ORDER_STATUSES,
  type Currency,
  DOCUMENT_KINDS,
  type DocumentData,
  type Gtins,
  LANGUAGES,
  ORDER_STATUSES,
  type PageTranslations,
  PRODUCT_CONDITIONS,
  PRODUCT_GENDERS,
  PROMOTION_KINDS,
  type ProductImage,
  type ProductTranslations,
  type PromotionTranslations,
  REFUND_DESTINATIONS,
  REFUND_REASONS,
  REFUND_STATUSES,
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnStatusChange,
  type ShippingAddress,
  type ShippingMethodTranslations,
  SIZE_SYSTEMS,
  SIZE_TYPES,
  SIZES,
  type Size,
  type TaxLineCents,
} from '@atelier/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Read only by search; queries of whole products name their columns, so it never travels to the API. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The promotion that discounted a checkout and then its order, its code and label kept as they were (decision 395), and
 * what it took off the lines. An open session holds a use of it, as it holds stock.
 */
const discountColumns = () => ({
  promotionId: uuid('promotion_id').references((): AnyPgColumn => promotions.id, { onDelete: 'set null' }),
  promotionCode: text('promotion_code'),
  promotionLabel: text('promotion_label'),
  discountCents: integer('discount_cents').notNull().default(0),
});
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A tax percentage with up to three decimals (19, 7.7); 5 on rows from before the shop had tax settings. */
const taxRate = (name: string) => numeric(name, { precision: 6, scale: 3, mode: 'number' }).notNull().default(5);
/**
 * How a checkout or an order was taxed (decision 505): its currency, whether its prices held the tax, and one line per
 * rate. Rows from before the shop had tax settings were dollars with 5 % added; their lines are worked out on reading.
 */
const taxColumns = () => ({
  currency: text('currency').$type<Currency>().notNull().default('USD'),
  taxIncluded: boolean('tax_included').notNull().default(false),
  taxLines: jsonb('tax_lines').$type<TaxLineCents[]>().notNull().default([]),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    /** Stored lower-cased: emails are compared case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    profileImage: text('profile_image').notNull().default(''),
    bio: text('bio').notNull().default(''),
    profession: text('profession').notNull().default(''),
    /** "Email me about my cart and new arrivals": off until the customer ticks it; every change is in marketingConsentChanges. */
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    /** The language the shop writes to them in (mails), chosen on the storefront; copied onto each order at checkout. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), check('users_role_check', sql`${t.role} in ('user', 'admin')`)],
);

/** A signed-in browser or API client: the session token names one row; deleting it ends the session at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The User-Agent it signed in with, to tell the user's devices apart. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Secrets the shop makes for itself on first start and every instance shares, e.g. the session signing key. */
export const secrets = pgTable('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** A product's words for French search: what `products_search_fr_idx` holds and French search matches (decision 605). */
export function frenchSearchDocument(t: { name: AnyPgColumn; description: AnyPgColumn; translations: AnyPgColumn }) {
  return sql`(setweight(to_tsvector('french_unaccent', coalesce(${t.translations}->'fr'->>'name', ${t.name})), 'A') || setweight(to_tsvector('french_unaccent', coalesce(${t.translations}->'fr'->>'description', ${t.description})), 'B'))`;
}

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    color: text('color').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    oldPriceCents: integer('old_price_cents'),
    image: text('image').notNull().default(''),
    /** Average of the product's reviews, kept in step with every review change. */
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** What can be bought now: a one-size product's count, or the sum of its sizes' (kept in step with product_sizes). */
    stock: integer('stock').notNull().default(0),
    /** The sizes as a listing shows them (JSON text, smallest first), kept in step with product_sizes by a trigger. */
    sizesJson: text('sizes_json').notNull().default('[]'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Moves on with every change of the product or of its sizes' stock (holds, sales, refunds, edits), set by a trigger
     * (migration 0019), not by the review summary: an edit form sends the version it loaded, refused once it moved on.
     */
    version: integer('version').notNull().default(1),
    /**
     * The pictures in order, each { url, alt } with an empty alt for the default one (migration 0021, decision 335);
     * `image` is always the first one's url. Empty for a product that has never had more than `image`.
     */
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    /** The style it shares with the same piece in other colours, e.g. `riviera-shirt-dress` (decision 340). */
    style: text('style'),
    // What Google Merchant Center and Meta's catalogue read (decision 550); null where the owner left a field empty.
    brand: text('brand'),
    condition: text('condition', { enum: PRODUCT_CONDITIONS }).notNull().default('new'),
    gender: text('gender', { enum: PRODUCT_GENDERS }),
    ageGroup: text('age_group', { enum: AGE_GROUPS }),
    material: text('material'),
    pattern: text('pattern'),
    sizeSystem: text('size_system', { enum: SIZE_SYSTEMS }),
    sizeType: text('size_type', { enum: SIZE_TYPES }),
    /** The id of its category in Google's product taxonomy, e.g. `2271` (Dresses). */
    googleCategory: text('google_category'),
    mpn: text('mpn'),
    /** Each size's GTIN, `one-size` for a product without sizes, checked by their check digits. */
    gtins: jsonb('gtins').$type<Gtins>().notNull().default({}),
    /** Left out of every sales channel's feed. */
    hideFromChannels: boolean('hide_from_channels').notNull().default(false),
    /** Name, description and material in the shop's other languages, `{ fr: { name, … } }` (decision 600). */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    /** A gift card's amounts in minor units; null for any other product. It has no stock and no delivery (decision 680). */
    giftCard: jsonb('gift_card').$type<GiftCardOfferCents>(),
    /** Words of the name (weight A) and the description (weight B), kept by PostgreSQL for full-text search. */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B')`,
      ),
  },
  (t) => [
    // Search: whole words, their stems and their starts in name and description.
    index('products_search_idx').using('gin', t.searchDocument),
    // The same in French (decision 605), indexed rather than stored, so the table grows no wider: the French name and
    // description where written, else the English ones, read without accents (`french_unaccent`, migration 0038).
    index('products_search_fr_idx').using('gin', frenchSearchDocument(t)),
    // Newest-first listing, alone or filtered by category and/or colour, then by price range.
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_category_color_created_idx').on(t.category, t.color, t.createdAt.desc(), t.id.desc()),
    index('products_color_created_idx').on(t.color, t.createdAt.desc(), t.id.desc()),
    index('products_price_idx').on(t.priceCents),
    index('products_style_idx').on(t.style).where(sql`${t.style} is not null`),
    // Counting a listing with a price range reads only these indexes, never the table.
    index('products_category_price_idx').on(t.category, t.priceCents),
    index('products_category_color_price_idx').on(t.category, t.color, t.priceCents),
    index('products_color_price_idx').on(t.color, t.priceCents),
    check('products_price_check', sql`${t.priceCents} > 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_condition_check', sql`${t.condition} in ('new', 'refurbished', 'used')`),
  ],
);

/** The sizes of a sized product, each with its own stock; a one-size product has none. */
export const productSizes = pgTable(
  'product_sizes',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size', { enum: SIZES }).notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('product_sizes_stock_check', sql`${t.stock} >= 0`),
    check('product_sizes_size_check', sql.raw(`size in (${SIZES.map((size) => `'${size}'`).join(', ')})`)),
  ],
);

/** Width of a price bucket of `productCounts`: $10, so a listing's price range cuts through at most two of them. */
export const PRICE_BUCKET_CENTS = 1_000;

/**
 * How many products each category, colour and $10 of price holds, kept exact by statement-level triggers on
 * products (migration 0010): the listing adds these up instead of counting every matching product (decision 200).
 * A bucket with no product has no row.
 */
export const productCounts = pgTable(
  'product_counts',
  {
    category: text('category').notNull(),
    color: text('color').notNull(),
    /** floor(price_cents / PRICE_BUCKET_CENTS). */
    priceBucket: integer('price_bucket').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.color, t.priceBucket] }),
    // A listing filtered by colour alone reads only that colour's buckets.
    index('product_counts_color_idx').on(t.color, t.priceBucket),
    check('product_counts_products_check', sql`${t.products} >= 0`),
  ],
);

/**
 * Every word the catalog's names and descriptions use, kept by a trigger on products (migration 0003): search
 * turns a misspelt word into the closest of these by trigrams. Words of deleted products stay; they match nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trigram_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * The same for the French names and descriptions (migration 0038): each word as written, and `plain`, without its
 * accents, which a shopper's word is compared with, so "echarpe" is spelt right and "écharpe" is what it meant.
 */
export const searchWordsFr = pgTable(
  'search_words_fr',
  { word: text('word').primaryKey(), plain: text('plain').notNull() },
  (t) => [index('search_words_fr_trigram_idx').using('gin', t.plain.op('gin_trgm_ops'))],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    comment: text('comment').notNull().default(''),
    rating: integer('rating').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** When an admin hid it: out of its product's rating, review count and page until shown again (decision 305). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_unique').on(t.userId, t.productId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt.desc()),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const images = pgTable('images', {
  id: id(),
  data: bytea('data').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A delivery method as a checkout offers it: its price worked out for the cart when the session opened. */
export interface PricedDeliveryMethod {
  methodId: string;
  name: string;
  priceCents: number;
  minDays: number;
  maxDays: number;
}

/** A set of countries delivered the same ways (features/shipping). */
export const shippingZones = pgTable('shipping_zones', {
  id: id(),
  name: text('name').notNull(),
  /** What goods (and delivery, when taxed) pay here; a zone made by an admin starts at 0 unless given one. */
  taxRate: taxRate('tax_rate'),
  /** Another rate for some categories in this zone. */
  categoryTaxRates: jsonb('category_tax_rates').$type<Partial<Record<Category, number>>>().notNull().default({}),
  /**
   * Moved on by triggers (migration 0032) with every change of the zone, its countries or its methods: a save of the
   * zone with its methods names the version it was loaded at (decision 525).
   */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A country belongs to at most one zone: the primary key says so. */
export const shippingZoneCountries = pgTable(
  'shipping_zone_countries',
  {
    /** ISO 3166-1 alpha-2, e.g. `FR`. */
    country: text('country').primaryKey(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
  },
  (t) => [index('shipping_zone_countries_zone_idx').on(t.zoneId)],
);

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: id(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The subtotal after discounts from which the method costs nothing; null when it always costs its price. */
    freeFromCents: integer('free_from_cents'),
    /** Working days to delivery. */
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    /** Only active methods are offered; a method past orders used is deactivated instead of deleted. */
    active: boolean('active').notNull().default(true),
    /** Its name in the shop's other languages (decision 600). */
    translations: jsonb('translations').$type<ShippingMethodTranslations>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipping_methods_zone_idx').on(t.zoneId),
    check('shipping_methods_name_check', sql`char_length(${t.name}) between 1 and 60`),
    check('shipping_methods_price_check', sql`${t.priceCents} >= 0`),
    check('shipping_methods_free_from_check', sql`${t.freeFromCents} is null or ${t.freeFromCents} >= 0`),
    check('shipping_methods_days_check', sql`${t.minDays} >= 0 and ${t.minDays} <= ${t.maxDays}`),
  ],
);

/** One line of a checkout or an order, priced from the database at checkout time. */
export interface PricedLine {
  productId: string;
  name: string;
  /** Null for a one-size product. */
  size: Size | null;
  priceCents: number;
  quantity: number;
  image: string;
  /** The line's share of the order's discount, in cents; absent on sessions opened before discounts. */
  discountCents?: number;
  /** The percentage the line is taxed at where it ships; absent on sessions opened before tax settings (5 %). */
  taxRate?: number;
  /** Only on a gift card line: whom the card paying issues goes to (decision 680). */
  giftCard?: GiftCardRecipient;
}

/** A gift card product's amounts, in minor units. */
export interface GiftCardOfferCents {
  amountsCents: number[];
  customMinCents?: number;
  customMaxCents?: number;
}

/** Whom a bought gift card goes to, and when its mail goes out (ISO date and time). */
export interface GiftCardRecipient {
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  sendAt: string;
}

/** Units of a product, in a size or as a whole, that a checkout holds (decision 470). */
export interface HeldUnits {
  productId: string;
  size: Size | null;
  quantity: number;
}

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The language of the order's mails: the one the checkout was opened in, else the account's. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The provider's session id (`cs_…`), the `session_id` the browser comes back with. */
    providerSessionId: text('provider_session_id'),
    lines: jsonb('lines').$type<PricedLine[]>().notNull(),
    /**
     * The lines whose stock an open session holds: all of them, unless the caps on what one client address and all
     * checkouts together may hold left some to be taken at payment (decision 470); none once its hold has ended.
     */
    heldLines: jsonb('held_lines').$type<HeldUnits[]>().notNull().default([]),
    /** The client address that opened it (an IPv6 one by its /64), whose open checkouts share one cap. */
    clientAddress: text('client_address'),
    /** When its stock goes back to the shelf: its page's expiry, or sooner for an account opened lately. */
    holdEndsAt: timestamp('hold_ends_at', { withTimezone: true }).notNull().defaultNow(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** An open session holds the stock of its lines until it is paid, cancelled or expired (which gives it back). */
    status: text('status', { enum: ['open', 'paid', 'cancelled', 'expired'] })
      .notNull()
      .default('open'),
    /** The address the sandbox's payment page collected with the payment (Stripe keeps its own on its session). */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    /**
     * The country delivery is priced for: the cart's estimate, then the shipping address's once the payment page has
     * priced delivery for it; null when the client sent none and the first zone is offered.
     */
    shippingCountry: text('shipping_country'),
    /** The countries of the zone whose methods are offered: an address there takes those prices (decision 495). */
    shippingCountries: jsonb('shipping_countries').$type<string[]>().notNull().default([]),
    /** The delivery methods offered, priced for this cart when the session opened: what the page may charge. */
    shippingOptions: jsonb('shipping_options').$type<PricedDeliveryMethod[]>().notNull().default([]),
    /** The method chosen on the payment page; its price is in `total_cents`. */
    shippingMethod: jsonb('shipping_method').$type<PricedDeliveryMethod>(),
    /** When the hosted page stops taking payment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
    /** What gift cards and store credit hold of its total (balance_entries); the card pays the rest. */
    prepaidCents: integer('prepaid_cents').notNull().default(0),
    /** When it was cancelled or expired and its hold given back; null while open, and on sessions ended before 0026. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...discountColumns(),
    ...taxColumns(),
    /** The rate the chosen delivery pays; null when the shop does not tax delivery. */
    shippingTaxRate: numeric('shipping_tax_rate', { precision: 6, scale: 3, mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('checkout_sessions_provider_session_unique').on(t.providerSessionId),
    // The sweep of expired holds reads only the open sessions.
    index('checkout_sessions_open_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    // The reminder worker reads the sessions that ended unpaid lately.
    index('checkout_sessions_ended_idx').on(t.endedAt).where(sql`${t.endedAt} is not null`),
    // What one address holds is summed over its open sessions.
    index('checkout_sessions_open_address_idx').on(t.clientAddress).where(sql`${t.status} = 'open'`),
    // The sweep ends the holds that are due before their pages expire.
    index('checkout_sessions_hold_ends_idx').on(t.holdEndsAt).where(sql`${t.status} = 'open' and ${t.heldLines} <> '[]'::jsonb`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The payment provider's reference for the payment. */
    orderId: text('order_id').notNull(),
    /**
     * What people call the order ("#1042"): given by the database in the order orders are written, from 1001; a
     * rolled-back checkout leaves a gap (decision 320).
     */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    /** Unique: a checkout session becomes at most one order, however often it is confirmed. */
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The language its mails are written in, copied from its checkout. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    status: text('status', { enum: [...ORDER_STATUSES, ...CLOSED_ORDER_STATUSES] })
      .notNull()
      .default('pending'),
    amountCents: integer('amount_cents').notNull(),
    /** The delivery method chosen, kept as it was paid for: null on orders paid before the shop had delivery methods. */
    shippingMethodId: uuid('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
    shippingMethodName: text('shipping_method_name'),
    shippingPriceCents: integer('shipping_price_cents').notNull().default(0),
    shippingMinDays: integer('shipping_min_days'),
    shippingMaxDays: integer('shipping_max_days'),
    /** Where the order ships, as the payment page collected it; null on orders paid before addresses were asked. */
    shippingName: text('shipping_name'),
    shippingLine1: text('shipping_line1'),
    shippingLine2: text('shipping_line2'),
    shippingCity: text('shipping_city'),
    shippingPostalCode: text('shipping_postal_code'),
    /** ISO 3166-1 alpha-2, e.g. `US`. */
    shippingCountry: text('shipping_country'),
    /** The sum of the order's refunds, kept by a trigger on refunds (migration 0007); never more than was paid. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * When an admin deleted it: it leaves every list and reads 404, but the books keep it with its lines, payment and
     * refunds, and its checkout session can never make it again (decision 290).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The order a size exchange sends in place of what came back: it is paid by that order, so its amount is 0. */
    replacesOrderId: uuid('replaces_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    ...discountColumns(),
    ...taxColumns(),
    /** The rate its delivery was taxed at; null when it was not, and on orders paid before refunds kept their tax. */
    shippingTaxRate: numeric('shipping_tax_rate', { precision: 6, scale: 3, mode: 'number' }),
    /** What its gift card lines took: money taken for cards yet to be spent, not revenue (decision 680). */
    giftCardsSoldCents: integer('gift_cards_sold_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_checkout_session_unique').on(t.checkoutSessionId),
    // An identity column can still be given a used value by hand: the index is what keeps numbers unique.
    uniqueIndex('orders_number_unique').on(t.number),
    // An address is whole or absent: never a city without a street.
    check(
      'orders_shipping_address_check',
      sql`(${t.shippingName} is null) = (${t.shippingLine1} is null) and (${t.shippingName} is null) = (${t.shippingCity} is null) and (${t.shippingName} is null) = (${t.shippingPostalCode} is null) and (${t.shippingName} is null) = (${t.shippingCountry} is null)`,
    ),
    // A customer's orders, newest first: orders belong to the account, not to the email it had.
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    check('orders_status_check', sql`${t.status} in ('pending', 'processing', 'shipped', 'completed', 'refunded', 'cancelled')`),
    check('orders_refunded_check', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    size: text('size', { enum: SIZES }),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** How many of the quantity were refunded, kept by a trigger on refund_lines (migration 0007). */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /** How many of the quantity a received return exchanged for another size: neither refunded nor returned again. */
    exchangedQuantity: integer('exchanged_quantity').notNull().default(0),
    image: text('image').notNull().default(''),
    /** The line's share of the order's discount: a refund of the line gives back its price less this share. */
    discountCents: integer('discount_cents').notNull().default(0),
    taxRate: taxRate('tax_rate'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_refunded_check', sql`${t.refundedQuantity} between 0 and ${t.quantity}`),
    check('order_lines_exchanged_check', sql`${t.exchangedQuantity} between 0 and ${t.quantity} - ${t.refundedQuantity}`),
  ],
);

/**
 * Money sent back for an order, through the provider that took it. `idempotencyKey` names the request: asked twice,
 * a refund is made and stored once. Each insert adds its amount to the order's `refunded_cents` (a trigger).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    /** The provider's refund id (`re_…`). */
    providerRefundId: text('provider_refund_id'),
    /** How much of `amount_cents` gave the order's delivery back: delivery is refunded once at most. */
    shippingCents: integer('shipping_cents').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * `pending` from its recording until the provider has made it, `settled` after (decision 460). Pending, it already
     * counts in its order's `refunded_cents` and its lines' `refunded_quantity`.
     */
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('settled'),
    /** Whether its units go back to stock when it is settled (not a received return's: those went back on arrival). */
    restock: boolean('restock').notNull().default(true),
    /** Who refunded: null for a refund made at the provider, or an account deleted since. */
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The tax it gives back, one line per rate (refundTaxLinesCents); empty for a refund made at the provider. */
    taxLines: jsonb('tax_lines').$type<TaxLineCents[]>().notNull().default([]),
    /** What of `amount_cents` goes back to gift cards and store credit, not to the card (features/giftCards). */
    balanceCents: integer('balance_cents').notNull().default(0),
    /** All of it goes to the customer's store credit, as the admin chose or the customer asked. */
    toStoreCredit: boolean('to_store_credit').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_unique').on(t.idempotencyKey),
    index('refunds_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    check('refunds_status_check', sql`status in ('pending', 'settled')`),
    index('refunds_order_created_idx').on(t.orderId, t.createdAt),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
    check('refunds_reason_check', sql.raw(`reason in (${REFUND_REASONS.map((reason) => `'${reason}'`).join(', ')})`)),
  ],
);

/** The lines a refund gave back and how many of each; each insert adds to its order line's `refunded_quantity`. */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.orderLineId] }), check('refund_lines_quantity_check', sql`${t.quantity} > 0`)],
);

/**
 * Every status an order has had, written in the transaction that sets it: the first row is `pending` at payment.
 * `status` is free text on purpose: a new status (a refund, a cancellation) only adds rows, never a migration here.
 */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who set it; null when the shop did (payment) or the account is gone. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.changedAt)],
);

/**
 * The transactional outbox: a mail is written in the same transaction as the change that causes it, already rendered,
 * and the sender of any instance delivers it later (features/outbox). `nextAttemptAt` is also the claim's lease.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The body's two parts, until SMTP takes the mail: a sent mail keeps whom, what and when, not what it said. */
    html: text('html'),
    text: text('text'),
    /** The From's display name, the shop's name when the mail was written; null: MAIL_FROM's as it is. */
    senderName: text('sender_name'),
    /** Headers of its own, e.g. List-Unsubscribe on a mail that is not about an order or the account. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The numbers of the invoices and credit notes it carries as PDFs, rendered from their frozen data when sent. */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    /** `kept`: no SMTP server is configured, so the mail stays here to be read in the Outbox. */
    status: text('status', { enum: ['pending', 'sent', 'kept', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_mails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_mails_created_idx').on(t.createdAt.desc()),
    check('outbox_mails_status_check', sql`${t.status} in ('pending', 'sent', 'kept', 'failed')`),
  ],
);

/** A password reset asked for by mail: only the SHA-256 of the token is kept; it works once, within its hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * The audit trail: one row per admin action, written in the action's transaction (features/audit). Append-only: a
 * trigger refuses UPDATE, DELETE and TRUNCATE. No foreign keys, so deleting a user or product keeps its history;
 * the admin's email is kept as it was.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** What a person calls the subject at the time (a product's name, a user's email), so the trail reads without it. */
    subjectLabel: text('subject_label').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_entries_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_entries_actor_created_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_entries_kind_created_idx').on(t.kind, t.createdAt.desc()),
  ],
);

/**
 * The shop's settings (features/settings): one row, the whole document as the API answers it, checked by the domain's
 * schema on every write and read. No row: the neutral settings of a shop nobody has named yet.
 */
export const settings = pgTable(
  'settings',
  {
    /** Always true: the primary key and its check allow one row. */
    id: boolean('id').primaryKey().default(true),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('settings_one_row_check', sql`${t.id}`)],
);

/** The shop's own pages (features/pages): Markdown as its admin wrote it, rendered when read. */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** Title and body in the shop's other languages, `{ fr: { title, body } }` (decision 600). */
  translations: jsonb('translations').$type<PageTranslations>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A customer's return of some of an order's lines (features/returns): each line for its money back or for another
 * size. `history` keeps every status it took, oldest first, written with the move.
 */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    note: text('note').notNull().default(''),
    /** Where the customer asked the money to go; null: back to what paid. The admin may choose otherwise on receipt. */
    refundTo: text('refund_to', { enum: REFUND_DESTINATIONS }),
    history: jsonb('history').$type<ReturnStatusChange[]>().notNull().default([]),
    /** The order that sends the sizes asked for, made when the parcel is received. */
    replacementOrderId: uuid('replacement_order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('returns_status_created_idx').on(t.status, t.createdAt),
    index('returns_order_idx').on(t.orderId),
    check('returns_status_check', sql.raw(`status in (${RETURN_STATUSES.map((status) => `'${status}'`).join(', ')})`)),
    check('returns_note_check', sql`char_length(${t.note}) <= 500`),
  ],
);

/** One order line sent back: how many, why, the size wanted instead (null: money back), and what arrived of it. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    exchangeSize: text('exchange_size', { enum: SIZES }),
    /** Null until the parcel is received. */
    receivedQuantity: integer('received_quantity'),
    /** The part of what arrived that is not fit to sell again: it stays out of stock. */
    damagedQuantity: integer('damaged_quantity'),
  },
  (t) => [
    uniqueIndex('return_lines_return_order_line_unique').on(t.returnId, t.orderLineId),
    index('return_lines_order_line_idx').on(t.orderLineId),
    check('return_lines_quantity_check', sql`${t.quantity} > 0`),
    check('return_lines_reason_check', sql.raw(`reason in (${RETURN_REASONS.map((reason) => `'${reason}'`).join(', ')})`)),
    check('return_lines_exchange_size_check', sql.raw(`exchange_size in (${SIZES.map((size) => `'${size}'`).join(', ')})`)),
    check('return_lines_received_check', sql`${t.receivedQuantity} between 0 and ${t.quantity}`),
    check('return_lines_damaged_check', sql`${t.damagedQuantity} between 0 and ${t.receivedQuantity}`),
  ],
);

/** The products a signed-in shopper keeps for later (features/wishlist); a deleted product leaves every wishlist. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The admin's most wished-for products count by product.
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

/**
 * The stock of the size an exchange line asks for, taken when the return is asked for as a checkout's hold takes it
 * (decision 365): `held` until the return is resolved, then `released` (given back) or `sent` (the replacement order's).
 */
export const exchangeHolds = pgTable(
  'exchange_holds',
  {
    returnLineId: uuid('return_line_id')
      .primaryKey()
      .references(() => returnLines.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    size: text('size', { enum: SIZES }).notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ['held', 'released', 'sent'] })
      .notNull()
      .default('held'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('exchange_holds_quantity_check', sql`${t.quantity} > 0`),
    check('exchange_holds_status_check', sql`${t.status} in ('held', 'released', 'sent')`),
  ],
);

/**
 * "Email me when it's back" (features/stockAlerts): one address waiting for a sold-out product, or one size of it
 * (`size` null: the product as a whole). A visitor's waits unconfirmed until they open the link mailed to them; a
 * signed-in shopper's is confirmed at once. Done once its mail is written (`notifiedAt`), or ended by unsubscribing.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size', { enum: SIZES }),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** SHA-256 of the confirmation link's token, until it is used. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The language its mails and pages speak: the account's, else the page's it was asked from (decision 650). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    // One waiting alert per address and product or size: asking again answers "already subscribed".
    uniqueIndex('stock_alerts_waiting_unique')
      .on(t.productId, sql`coalesce(${t.size}, '')`, t.email)
      .where(sql`${t.notifiedAt} is null and ${t.endedAt} is null`),
    uniqueIndex('stock_alerts_confirm_token_unique').on(t.confirmTokenHash),
    index('stock_alerts_email_idx').on(t.email),
  ],
);

/**
 * Stock of a product or a size someone waits for, back from 0, whatever changed it: written by database triggers
 * (migration 0022), turned into mails by any instance's stock alert sender, then deleted.
 */
export const stockBackEvents = pgTable('stock_back_events', {
  id: id(),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  size: text('size', { enum: SIZES }),
  createdAt: createdAt(),
});

/**
 * Discount codes and automatic discounts (features/promotions); `code` null for an automatic one. `value` is whole
 * percent for `percentage`, cents for `fixed`. `used` counts paid orders that used it, kept by the server.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    code: text('code'),
    label: text('label').notNull(),
    kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
    value: integer('value').notNull().default(0),
    categories: text('categories').array().notNull().default(sql`'{}'`),
    minSubtotalCents: integer('min_subtotal_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    active: boolean('active').notNull().default(true),
    used: integer('used').notNull().default(0),
    /** Its label in the shop's other languages (decision 600). */
    translations: jsonb('translations').$type<PromotionTranslations>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Codes are matched regardless of case, so two may not differ by case alone.
    uniqueIndex('promotions_code_unique').on(sql`lower(${t.code})`),
    check('promotions_kind_check', sql`${t.kind} in ('percentage', 'fixed', 'free_shipping')`),
    check(
      'promotions_value_check',
      sql`(${t.kind} <> 'percentage' or ${t.value} between 1 and 90) and (${t.kind} <> 'fixed' or ${t.value} > 0)`,
    ),
    check('promotions_dates_check', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check('promotions_used_check', sql`${t.used} >= 0`),
  ],
);

/** Every price a product has had, from when it took effect: written by a trigger on products (migration 0023) only. */
export const productPriceChanges = pgTable(
  'product_price_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_price_changes_product_idx').on(t.productId, t.id)],
);

/** Every change of a customer's "Email me about my cart and new arrivals", with its time and where it was made. */
export const marketingConsentChanges = pgTable(
  'marketing_consent_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consented: boolean('consented').notNull(),
    /** The register form, the profile form, or an unsubscribe link in a mail. */
    source: text('source', { enum: ['register', 'profile', 'unsubscribe'] }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('marketing_consent_changes_user_idx').on(t.userId, t.id),
    check('marketing_consent_changes_source_check', sql`${t.source} in ('register', 'profile', 'unsubscribe')`),
  ],
);

/** Why a checkout that ended unpaid got its reminder, or did not (decision 350). */
export const CHECKOUT_REMINDER_OUTCOMES = ['sent', 'no_consent', 'paid_since', 'superseded', 'reminded_recently'] as const;

/**
 * What the reminder worker decided for a checkout that ended unpaid (features/checkoutReminders, decision 350): one row
 * per session, its key the claim, so two instances never remind of one checkout twice; `sent` when its mail was written.
 */
export const checkoutReminders = pgTable(
  'checkout_reminders',
  {
    checkoutSessionId: uuid('checkout_session_id')
      .primaryKey()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: CHECKOUT_REMINDER_OUTCOMES }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "No reminder in the last 7 days" reads a customer's sent reminders.
    index('checkout_reminders_sent_idx').on(t.userId, t.decidedAt).where(sql`${t.outcome} = 'sent'`),
    check(
      'checkout_reminders_outcome_check',
      sql`${t.outcome} in ('sent', 'no_consent', 'paid_since', 'superseded', 'reminded_recently')`,
    ),
  ],
);

/**
 * The last number each series of documents took in a calendar year (decision 540): the transaction that issues a
 * document takes the next one by updating this row, which locks it until that transaction ends, so numbers follow
 * each other with no gap and no duplicate whichever instance issues them, and a rolled-back issue gives its number back.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year] }),
    check('document_counters_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('document_counters_last_number_check', sql`${t.lastNumber} > 0`),
  ],
);

/**
 * Invoices and credit notes (features/invoices): issued in the transaction that records the payment or settles the
 * refund, and never changed after: `data` holds everything the document prints, its PDF is rendered from it alone.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    /** `INV-2026-00001`. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    // Orders are only ever deleted for good with the demo shop; an admin's delete keeps them and their documents.
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The customer who may read it; null for an account deleted since. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A credit note: the invoice it corrects. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => documents.id, { onDelete: 'cascade' }),
    /** A credit note: the refund it records. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    /** What it totals, in minor units: negative for a credit note. */
    totalCents: integer('total_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Whom it is made out to, as printed, for the admin's list. */
    buyerName: text('buyer_name').notNull(),
    data: jsonb('data').$type<DocumentData>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('documents_number_unique').on(t.number),
    uniqueIndex('documents_kind_year_sequence_unique').on(t.kind, t.year, t.sequence),
    // One invoice per order, one credit note per refund.
    uniqueIndex('documents_order_invoice_unique').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('documents_refund_unique').on(t.refundId),
    index('documents_order_idx').on(t.orderId),
    index('documents_issued_idx').on(t.issuedAt.desc(), t.id.desc()),
    check('documents_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('documents_sequence_check', sql`${t.sequence} > 0`),
  ],
);

/** What the storefront's beacons and the server count (decision 560); `order_paid` is written by the server alone. */
export const ANALYTICS_EVENT_TYPES = [
  'pageview',
  'product_view',
  'add_to_cart',
  'checkout_started',
  'search',
  'wishlist_add',
  'alert_asked',
  'code_applied',
  'code_refused',
  'order_paid',
] as const;

/**
 * One counted page view or storefront event, kept ANALYTICS_RETENTION_DAYS. No IP, no cookie: the visitor is a hash of
 * the day's salt, IP, User-Agent and host, which cannot be linked to another day's once that salt is deleted.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: ANALYTICS_EVENT_TYPES }).notNull(),
    path: text('path'),
    pageType: text('page_type'),
    referrerDomain: text('referrer_domain'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    deviceClass: text('device_class'),
    /** ISO 3166-1 alpha-2, from Accept-Language's region. */
    country: text('country'),
    visitorHash: text('visitor_hash'),
    productId: uuid('product_id'),
    size: text('size'),
    quantity: integer('quantity'),
    valueCents: integer('value_cents'),
    query: text('query'),
    resultCount: integer('result_count'),
    /** The paid order an `order_paid` counts: unique, so an order is counted once however often its page is reloaded. */
    orderId: uuid('order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_created_idx').on(t.createdAt), uniqueIndex('analytics_events_order_unique').on(t.orderId)],
);

/** One day's figures, rolled up from the raw events once the day is over, and kept for good. */
export const analyticsDays = pgTable('analytics_days', {
  day: text('day').primaryKey(),
  visitors: integer('visitors').notNull(),
  pageviews: integer('pageviews').notNull(),
  productViewers: integer('product_viewers').notNull(),
  cartAdders: integer('cart_adders').notNull(),
  checkoutStarters: integer('checkout_starters').notNull(),
  orders: integer('orders').notNull(),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
});

/** The reports whose rows are rolled up per day and per month; `day` marks a day (or a month) whose rows are all written. */
export const ANALYTICS_DAY_REPORTS = [
  'day',
  'page',
  'product_view',
  'add_to_cart',
  'referrer',
  'search',
  'device',
  'country',
  'code',
] as const;

/**
 * One day's count of one row of a report (a page, a product's views or adds, a source and campaign, a search, a device
 * class, a country, a discount code applied or refused), rolled up from the raw events with the day and kept for good,
 * so a year's tables read a few rows a day instead of every event.
 */
export const analyticsDayCounts = pgTable(
  'analytics_day_counts',
  {
    day: text('day').notNull(),
    report: text('report', { enum: ANALYTICS_DAY_REPORTS }).notNull(),
    key: text('key').notNull(),
    /** A second key: a source's campaign, a code's `code_applied` or `code_refused`; '' for none. */
    detail: text('detail').notNull().default(''),
    events: integer('events').notNull(),
    visitors: integer('visitors').notNull(),
    /** A search's largest result count that day. */
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.report, t.day, t.key, t.detail] })],
);

/**
 * One month's count of one row of a report, summed from `analytics_day_counts` once every day of the month is rolled up
 * (visitors summed over the days, `value` the largest), and kept for good, so a year's tables read a dozen rows per key
 * rather than 365. `month` is `YYYY-MM`; its `day` row marks a month whose rows are all written.
 */
export const analyticsMonthCounts = pgTable(
  'analytics_month_counts',
  {
    month: text('month').notNull(),
    report: text('report', { enum: ANALYTICS_DAY_REPORTS }).notNull(),
    key: text('key').notNull(),
    detail: text('detail').notNull().default(''),
    events: integer('events').notNull(),
    visitors: integer('visitors').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.report, t.month, t.key, t.detail] })],
);

/** The day's random salt of visitor hashes, shared by every instance; deleted once its day is over. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * A gift card (features/giftCards): known by the SHA-256 of its code, never the code itself; its last 4 characters
 * are kept to show. `balance_cents` is what it still carries and `held_cents` what open checkouts hold of it: both are
 * kept by the trigger on `balance_entries` (migration 0036) and never written otherwise; the checks refuse a balance
 * below 0 or below what is held.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: id(),
    codeHash: text('code_hash').notNull(),
    last4: text('last4').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('USD'),
    balanceCents: integer('balance_cents').notNull().default(0),
    heldCents: integer('held_cents').notNull().default(0),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    /** The order that bought it; null for a card the owner issued by hand. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order's line that bought it, whose buyer may change its recipient's email until its mail is sent. */
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    /** When its mail goes out: the outbox holds it until then, and its addressee may change until it is sent. */
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    mailId: uuid('mail_id').references(() => outboxMails.id, { onDelete: 'set null' }),
    /** Off by default: many places forbid gift cards expiring. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_hash_unique').on(t.codeHash),
    index('gift_cards_last4_idx').on(t.last4),
    index('gift_cards_created_idx').on(t.createdAt.desc()),
    check('gift_cards_balance_check', sql`${t.heldCents} >= 0 and ${t.balanceCents} >= ${t.heldCents}`),
  ],
);

/** A customer's store credit: kept, like a gift card's balance, by the trigger on `balance_entries`. */
export const storeCreditAccounts = pgTable(
  'store_credit_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceCents: integer('balance_cents').notNull().default(0),
    heldCents: integer('held_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('store_credit_accounts_balance_check', sql`${t.heldCents} >= 0 and ${t.balanceCents} >= ${t.heldCents}`)],
);

/**
 * The ledger of gift cards and store credit: every change to either is one row, append-only (a trigger refuses UPDATE
 * and DELETE), and inserting it moves the balance and the held amount of its card or account in the same statement.
 * `amount_cents` changes the balance, `held_cents` what is held: a hold is (0, +x), a release (0, −x), a spend
 * (−x, −x). Who (`actor_id`, null for the shop itself), why (`reason`) and when are kept.
 */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: id(),
    /** The order rows were written in, within one transaction too: gift cards are given back in reverse order of use. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    giftCardId: uuid('gift_card_id').references(() => giftCards.id, { onDelete: 'restrict' }),
    storeCreditUserId: uuid('store_credit_user_id').references(() => storeCreditAccounts.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BALANCE_ENTRY_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    heldCents: integer('held_cents').notNull().default(0),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_entries_gift_card_idx').on(t.giftCardId, t.createdAt),
    index('balance_entries_store_credit_idx').on(t.storeCreditUserId, t.createdAt),
    index('balance_entries_checkout_idx').on(t.checkoutSessionId),
    index('balance_entries_order_idx').on(t.orderId),
    check('balance_entries_one_account_check', sql`(${t.giftCardId} is null) <> (${t.storeCreditUserId} is null)`),
    check(
      'balance_entries_kind_check',
      sql`${t.kind} in ('issue', 'hold', 'release', 'spend', 'refund', 'adjustment', 'expiry')`,
    ),
  ],
);
