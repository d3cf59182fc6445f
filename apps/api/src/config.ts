// Every environment variable the server reads, parsed once.
import { z } from 'zod';

const DEV_JWT_SECRET = 'atelier-local-development-secret-change-me';
export const DEV_ADMIN_EMAIL = 'admin@atelier.test';
export const DEV_ADMIN_PASSWORD = 'atelier-admin';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  SEED_ADMIN_EMAIL: z.string().email().optional(),
  SEED_ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Who takes the payments; unset: Stripe when STRIPE_SECRET_KEY is set, else the sandbox (outside production only). */
  PAYMENTS: z.enum(['stripe', 'sandbox']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Points the Stripe SDK at another API host, e.g. a local fake in tests: `http://127.0.0.1:12111`. */
  STRIPE_API_BASE: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  /** Sign-in and registration attempts allowed per minute, per IP address and per email. */
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Prefix of every Redis key this shop writes, so several shops can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('atelier:'),
  /** Answer 503 while the event loop lags more than this; 0 turns the check off (the default in tests). */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: z.string().optional(),
});

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  apiBase: string | null;
}

/** The one decision of who takes the payments. `demo`: the sandbox runs in production, so no real payment is taken. */
export type PaymentsConfig = { provider: 'stripe'; stripe: StripeSettings } | { provider: 'sandbox'; demo: boolean };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  publicUrl: string;
  seedAdmin: { email: string; password: string };
  payments: PaymentsConfig;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  authAttemptsPerMinute: number;
  maxEventLoopDelayMs: number;
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
  // Development defaults must never reach production.
  if (production) {
    const missing = ['JWT_SECRET', 'SEED_ADMIN_EMAIL', 'SEED_ADMIN_PASSWORD', 'PUBLIC_URL'].filter((k) => !env[k]);
    if (missing.length > 0) throw new Error(`Missing in production: ${missing.join(', ')}`);
  }
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    seedAdmin: { email: e.SEED_ADMIN_EMAIL ?? DEV_ADMIN_EMAIL, password: e.SEED_ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD },
    payments: paymentsConfig(e),
    redisUrl: e.REDIS_URL || undefined,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    authAttemptsPerMinute: e.AUTH_ATTEMPTS_PER_MINUTE,
    // A busy test machine lags; that must not turn test requests into 503s.
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 1_000),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: e.WEB_DIST_DIR,
  };
}
