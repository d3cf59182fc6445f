// The shop's tables. Money is integer cents; ids are UUIDs (shown as `_id`).
import { CLOSED_ORDER_STATUSES, ORDER_STATUSES, REFUND_REASONS, type ShippingAddress, SIZES, type Size } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
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
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
    // Newest-first listing, alone or filtered by category and/or colour, then by price range.
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_category_color_created_idx').on(t.category, t.color, t.createdAt.desc(), t.id.desc()),
    index('products_color_created_idx').on(t.color, t.createdAt.desc(), t.id.desc()),
    index('products_price_idx').on(t.priceCents),
    // Counting a listing with a price range reads only these indexes, never the table.
    index('products_category_price_idx').on(t.category, t.priceCents),
    index('products_category_color_price_idx').on(t.category, t.color, t.priceCents),
    index('products_color_price_idx').on(t.color, t.priceCents),
    check('products_price_check', sql`${t.priceCents} > 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
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

/** One line of a checkout or an order, priced from the database at checkout time. */
export interface PricedLine {
  productId: string;
  name: string;
  /** Null for a one-size product. */
  size: Size | null;
  priceCents: number;
  quantity: number;
  image: string;
}

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The provider's session id (`cs_…`), the `session_id` the browser comes back with. */
    providerSessionId: text('provider_session_id'),
    lines: jsonb('lines').$type<PricedLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** An open session holds the stock of its lines until it is paid, cancelled or expired (which gives it back). */
    status: text('status', { enum: ['open', 'paid', 'cancelled', 'expired'] })
      .notNull()
      .default('open'),
    /** The address the sandbox's payment page collected with the payment (Stripe keeps its own on its session). */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    /** When the hosted page stops taking payment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('checkout_sessions_provider_session_unique').on(t.providerSessionId),
    // The sweep of expired holds reads only the open sessions.
    index('checkout_sessions_open_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The payment provider's reference for the payment. */
    orderId: text('order_id').notNull(),
    /** Unique: a checkout session becomes at most one order, however often it is confirmed. */
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status', { enum: [...ORDER_STATUSES, ...CLOSED_ORDER_STATUSES] })
      .notNull()
      .default('pending'),
    amountCents: integer('amount_cents').notNull(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_checkout_session_unique').on(t.checkoutSessionId),
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
    image: text('image').notNull().default(''),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_refunded_check', sql`${t.refundedQuantity} between 0 and ${t.quantity}`),
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
    idempotencyKey: text('idempotency_key').notNull(),
    /** Who refunded: null for a refund made at the provider, or an account deleted since. */
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_unique').on(t.idempotencyKey),
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
    html: text('html').notNull(),
    text: text('text').notNull(),
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
