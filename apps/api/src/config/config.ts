// Every environment variable the server reads, parsed once.
import {
  DEFAULT_RETURN_WINDOW_DAYS,
  DEFAULT_SHIP_TO_COUNTRIES,
  isCountryCode,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  MAX_LINES_PER_CHECKOUT,
  MAX_QUANTITY_PER_LINE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@atelier/domain';
import { z } from 'zod';
import { DEMO_ADMIN } from '../passwords/demoLogins.ts';
import { type PasswordProblem, passwordProblem } from '../passwords/passwordRules.ts';
import { parseTrustProxy } from './trustedProxies.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  SEED_ADMIN_EMAIL: z.string().email().optional(),
  /** Held to the rules of a new password (seedAdminPasswordProblem). */
  SEED_ADMIN_PASSWORD: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
  /** `true` seeds the demo customer, shoppers, catalog, orders and reviews in production too (always seeded outside it). */
  SEED_DEMO: z.enum(['true', 'false'], { error: 'SEED_DEMO must be true or false' }).optional(),
  /** Proxies whose X-Forwarded-For is believed: addresses or CIDRs (trustedProxies.ts). Unset: none. */
  TRUST_PROXY: z.string().optional(),
  /** Who takes the payments; unset: Stripe when STRIPE_SECRET_KEY is set, else the sandbox (outside production only). */
  PAYMENTS: z.enum(['stripe', 'sandbox']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Points the Stripe SDK at another API host, e.g. a local fake in tests: `http://127.0.0.1:12111`. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** The countries the checkout ships to: ISO 3166-1 alpha-2 codes separated by commas, e.g. `US, CA, GB`. */
  SHIP_TO_COUNTRIES: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .refine((codes) => codes.length > 0 && codes.every(isCountryCode), 'SHIP_TO_COUNTRIES must list two-letter country codes')
    .optional(),
  REDIS_URL: z.string().optional(),
  /** Where mails leave the shop, e.g. `smtp://user:pass@host:587`; unset: mails are kept for the Outbox, never sent. */
  SMTP_URL: z.string().url().optional(),
  /** The sender of every mail, e.g. `Atelier <shop@example.com>`. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Sign-in and registration attempts allowed per minute, per IP address and per email. */
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** How many of one product (in one size) a checkout may hold. */
  MAX_QUANTITY_PER_LINE: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(MAX_QUANTITY_PER_LINE),
  /** How many lines (products, or sizes of one) a checkout may hold. */
  MAX_LINES_PER_CHECKOUT: z.coerce.number().int().min(1).max(MAX_CART_LINES).default(MAX_LINES_PER_CHECKOUT),
  /** How many days after an order is completed (or shipped) its customer may ask to return or exchange it. */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_RETURN_WINDOW_DAYS),
  /** How long after a checkout ended unpaid its customer gets the one reminder (if they agreed to it): 1 minute to 7 days. */
  CHECKOUT_REMINDER_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  /** Checkouts one account may open in an hour; and, separately, one IP address. */
  CHECKOUTS_PER_HOUR_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  CHECKOUTS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(120),
  /** The share of a product's (or size's) stock that open checkouts may hold together, in percent (decision 470). */
  HOLD_PERCENT_OF_STOCK: z.coerce.number().int().min(0).max(100).default(50),
  /** Units of a product (or size) that open checkouts may hold together whatever the share: its last few. */
  HOLD_UNITS_ALWAYS: z.coerce.number().int().min(0).max(MAX_LINE_QUANTITY).default(5),
  /** Units that the open checkouts from one client address (an IPv6 /64) may hold together. */
  HOLD_UNITS_PER_ADDRESS: z.coerce.number().int().min(0).default(100),
  /** An account younger than this many hours holds its checkout's stock for NEW_ACCOUNT_HOLD_MINUTES only. */
  NEW_ACCOUNT_HOURS: z.coerce.number().int().min(0).default(24),
  NEW_ACCOUNT_HOLD_MINUTES: z.coerce.number().int().min(1).max(30).default(10),
  /** Prefix of every Redis key this shop writes, so several shops can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('atelier:'),
  /** Answer 503 while the event loop lags more than this; 0 turns the check off (the default in tests). */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  /** Bearer token that opens GET /metrics on the shop's port; unset, the metrics are not served there. */
  /** `true` serves the API's documentation at /api/docs in production too (always served outside it). */
  API_DOCS: z.enum(['true', 'false'], { error: 'API_DOCS must be true or false' }).optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** A port of its own for GET /metrics, meant to be reachable from the monitoring network only. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** How many daily backups the embedded database keeps in DATA_DIR/backups; 0 turns them off. */
  BACKUP_KEEP: z.coerce.number().int().min(0).default(7),
  /** On SIGTERM, how long the instance keeps serving while failing /api/ready, so its balancer stops sending it requests. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Days raw analytics events are kept; their daily roll-ups are kept for good. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3660).default(90),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: z.string().optional(),
});

const SEED_ADMIN_PASSWORD_PROBLEMS: Record<PasswordProblem, string> = {
  invisible: 'must not contain control or invisible characters',
  common: 'must not be one of the 10,000 most used passwords',
  published: 'must not be a password published with the demo shop',
  guessable: 'is too easy to guess: choose a longer one, for example a few unrelated words',
};

/** SEED_ADMIN_PASSWORD as a new password; a published one serves development (it is the default there), never production. */
function seedAdminPasswordProblem(e: z.infer<typeof envSchema>): string | null {
  if (!e.SEED_ADMIN_PASSWORD) return null;
  const owner = { email: e.SEED_ADMIN_EMAIL ?? DEMO_ADMIN.email, username: DEMO_ADMIN.username };
  const problem = passwordProblem(e.SEED_ADMIN_PASSWORD, owner);
  if (!problem || (problem === 'published' && e.NODE_ENV !== 'production')) return null;
  return `SEED_ADMIN_PASSWORD: ${SEED_ADMIN_PASSWORD_PROBLEMS[problem]}`;
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  apiBase: string | null;
}

export interface MailConfig {
  /** Unset: nothing leaves the machine; mails are kept and read in the Outbox. */
  smtpUrl: string | undefined;
  from: string;
  /** How often each instance looks for mails due to be sent. */
  pollMs: number;
}

/** What one account may hold and how often it may open a checkout (docs/decisions/280). */
export interface CheckoutLimits {
  maxQuantityPerLine: number;
  maxLinesPerCheckout: number;
  perAccountPerHour: number;
  perIpPerHour: number;
}

/** Past `afterFailures` in an hour, each failure adds `stepMs` to every sign-in's answer on the account, up to `maxMs`. */
export interface SignInDelay {
  afterFailures: number;
  stepMs: number;
  maxMs: number;
}

/** What open checkouts may hold together: of one product, from one client address, and for how long (decision 470). */
export interface HoldLimits {
  percentOfStock: number;
  unitsAlways: number;
  unitsPerAddress: number;
  newAccountMs: number;
  newAccountHoldMs: number;
}

/** The one decision of who takes the payments. `demo`: the sandbox runs in production, so no real payment is taken. */
export type PaymentsConfig = { provider: 'stripe'; stripe: StripeSettings } | { provider: 'sandbox'; demo: boolean };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Unset: the shop makes its own secret on first start and keeps it (features/sessions/signingSecret.ts). */
  jwtSecret: string | undefined;
  publicUrl: string;
  seedAdmin: { email: string; password: string };
  /** Whether the demo customer, shoppers and catalog are seeded besides the admin. */
  seedDemo: boolean;
  trustProxy: string | false;
  payments: PaymentsConfig;
  /** ISO 3166-1 alpha-2 codes of the countries the checkout ships to, in the order the payment page lists them. */
  shipToCountries: string[];
  redisUrl: string | undefined;
  mail: MailConfig;
  redisKeyPrefix: string;
  authAttemptsPerMinute: number;
  /** Failed sign-ins allowed per account from one address in an hour; then that address gets 429 until the hour ends. */
  failedSignInsPerHour: number;
  /** Failed sign-ins allowed from one address, on whatever accounts, in an hour; then that address gets 429. */
  failedSignInsPerHourPerAddress: number;
  /** How an account's failed sign-ins of the hour slow every sign-in on it, from wherever: never a refusal. */
  signInDelay: SignInDelay;
  /** The least time a forgot-password answer takes, account or not, so its timing tells nobody which; 0 in tests. */
  forgotPasswordAnswerMs: number;
  checkoutLimits: CheckoutLimits;
  holdLimits: HoldLimits;
  /** Days after an order is completed (or shipped, if never completed) that its customer may still send it back. */
  returnWindowDays: number;
  /** How long after a checkout ended unpaid the reminder of it is due (decision 350). */
  checkoutReminderAfterMs: number;
  maxEventLoopDelayMs: number;
  /**
   * How long a copy of a cached answer or page is served as it is; past that it is served stale once while the next is
   * built. A change in the database drops it at once (caching/); 0: nothing is copied.
   */
  copyFreshMs: number;
  /** Whether an answer this request did not build (a copy) says so in `x-cache: hit`: for tests, off otherwise. */
  cacheHitHeader: boolean;
  /** GET /metrics on the shop's port needs this bearer token; null: not served there. */
  /** Whether /api/docs (Swagger UI and the OpenAPI document) is served. */
  apiDocs: boolean;
  metricsToken: string | null;
  /** GET /metrics on a port of its own, without a token; null: none. */
  metricsPort: number | null;
  /** Daily backups of the embedded database kept in DATA_DIR/backups; 0: none are taken. */
  backupKeep: number;
  /** On SIGTERM: how long /api/ready fails while everything else is still served, before the instance stops listening. */
  shutdownDelayMs: number;
  /** Days raw analytics events are kept before the sweeper deletes them (their daily roll-ups stay). */
  analyticsRetentionDays: number;
  logLevel: string;
  webDistDir: string | undefined;
}

/** Production never falls back to the sandbox: a shop that cannot take real payments must say it is a demo. */
function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  const production = e.NODE_ENV === 'production';
  const provider = e.PAYMENTS ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (provider === 'sandbox') {
    if (production && !e.PAYMENTS) {
      throw new Error(
        'Missing in production: STRIPE_SECRET_KEY (or PAYMENTS=sandbox for a demo shop that takes no real payment)',
      );
    }
    return { provider, demo: production };
  }
  if (!e.STRIPE_SECRET_KEY) throw new Error('PAYMENTS=stripe needs STRIPE_SECRET_KEY');
  // Without the webhook, a customer who pays and never comes back to the shop leaves a payment that makes no order.
  if (production && !e.STRIPE_WEBHOOK_SECRET) {
    const endpoint = `${(e.PUBLIC_URL ?? '').replace(/\/$/, '')}/api/orders/webhook`;
    throw new Error(
      `Missing in production: STRIPE_WEBHOOK_SECRET (the signing secret of the Stripe webhook endpoint ${endpoint}, for the events checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.expired and charge.refunded)`,
    );
  }
  return {
    provider,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
      apiBase: e.STRIPE_API_BASE ?? null,
    },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const adminPasswordProblem = seedAdminPasswordProblem(e);
  if (adminPasswordProblem) throw new Error(`Invalid configuration: ${adminPasswordProblem}`);
  // Development defaults must never reach production.
  if (production) {
    const missing = ['SEED_ADMIN_EMAIL', 'SEED_ADMIN_PASSWORD', 'PUBLIC_URL'].filter((k) => !env[k]);
    if (missing.length > 0) throw new Error(`Missing in production: ${missing.join(', ')}`);
  }
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    publicUrl,
    seedAdmin: { email: e.SEED_ADMIN_EMAIL ?? DEMO_ADMIN.email, password: e.SEED_ADMIN_PASSWORD ?? DEMO_ADMIN.password },
    // The demo customer's password is published: in production it exists only when asked for.
    seedDemo: production ? e.SEED_DEMO === 'true' : e.SEED_DEMO !== 'false',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    payments: paymentsConfig(e),
    shipToCountries: e.SHIP_TO_COUNTRIES ?? [...DEFAULT_SHIP_TO_COUNTRIES],
    redisUrl: e.REDIS_URL || undefined,
    mail: {
      smtpUrl: e.SMTP_URL || undefined,
      from: e.MAIL_FROM ?? `Atelier <shop@${new URL(publicUrl).hostname}>`,
      pollMs: 5_000,
    },
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    authAttemptsPerMinute: e.AUTH_ATTEMPTS_PER_MINUTE,
    failedSignInsPerHour: 100,
    failedSignInsPerHourPerAddress: 300,
    signInDelay: { afterFailures: 10, stepMs: 200, maxMs: 2_000 },
    // Far above the ~10 ms of writing a reset mail, so a busy shop still answers both in the same time.
    forgotPasswordAnswerMs: e.NODE_ENV === 'test' ? 0 : 500,
    checkoutLimits: {
      maxQuantityPerLine: e.MAX_QUANTITY_PER_LINE,
      maxLinesPerCheckout: e.MAX_LINES_PER_CHECKOUT,
      perAccountPerHour: e.CHECKOUTS_PER_HOUR_PER_ACCOUNT,
      perIpPerHour: e.CHECKOUTS_PER_HOUR_PER_IP,
    },
    holdLimits: {
      percentOfStock: e.HOLD_PERCENT_OF_STOCK,
      unitsAlways: e.HOLD_UNITS_ALWAYS,
      unitsPerAddress: e.HOLD_UNITS_PER_ADDRESS,
      newAccountMs: e.NEW_ACCOUNT_HOURS * 60 * 60_000,
      newAccountHoldMs: e.NEW_ACCOUNT_HOLD_MINUTES * 60_000,
    },
    returnWindowDays: e.RETURN_WINDOW_DAYS,
    checkoutReminderAfterMs: e.CHECKOUT_REMINDER_AFTER_MINUTES * 60_000,
    // A busy test machine lags; that must not turn test requests into 503s.
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 1_000),
    // Off in tests unless a test turns it on: most check the database, not the copies (docs/decisions/265).
    copyFreshMs: e.NODE_ENV === 'test' ? 0 : 60_000,
    // Tests that prove a copy answered turn it on; production answers carry nothing more.
    cacheHitHeader: false,
    // The documentation maps every route for whoever asks: in production only when asked for.
    apiDocs: e.NODE_ENV === 'production' ? e.API_DOCS === 'true' : e.API_DOCS !== 'false',
    metricsToken: e.METRICS_TOKEN ?? null,
    metricsPort: e.METRICS_PORT ?? null,
    backupKeep: e.BACKUP_KEEP,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: e.WEB_DIST_DIR,
  };
}
