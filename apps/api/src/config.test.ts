import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

/** Everything else production asks for, so that only the payment settings differ between tests. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-some-length',
  SEED_ADMIN_EMAIL: 'owner@shop.example',
  SEED_ADMIN_PASSWORD: 'a-long-admin-password',
  PUBLIC_URL: 'https://shop.example',
};

describe('who takes the payments', () => {
  it('refuses to start in production without Stripe, and says what to set', () => {
    expect(() => loadConfig(production)).toThrow(
      'Missing in production: STRIPE_SECRET_KEY (or PAYMENTS=sandbox for a demo shop that takes no real payment)',
    );
  });

  it('runs the sandbox in production only when asked, as a demo', () => {
    expect(loadConfig({ ...production, PAYMENTS: 'sandbox' }).payments).toEqual({ provider: 'sandbox', demo: true });
  });

  it('takes payments through Stripe in production once its key is set', () => {
    const { payments } = loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' });
    expect(payments).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk_live_x', publishableKey: 'pk_live_x', webhookSecret: null, apiBase: null },
    });
  });

  it('uses the sandbox outside production when no Stripe key is set, without calling it a demo', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).payments).toEqual({ provider: 'sandbox', demo: false });
  });

  it('uses the sandbox when asked even with a Stripe key', () => {
    expect(loadConfig({ NODE_ENV: 'development', PAYMENTS: 'sandbox', STRIPE_SECRET_KEY: 'sk_test_x' }).payments.provider).toBe(
      'sandbox',
    );
  });

  it('refuses PAYMENTS=stripe without a Stripe key', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PAYMENTS: 'stripe' })).toThrow('PAYMENTS=stripe needs STRIPE_SECRET_KEY');
  });

  it('refuses a PAYMENTS value it does not know', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PAYMENTS: 'paypal' })).toThrow(/Invalid configuration: PAYMENTS/);
  });
});

describe('where the shop ships', () => {
  it('ships to a list of common countries when SHIP_TO_COUNTRIES is unset', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).shipToCountries).toEqual(expect.arrayContaining(['US', 'GB', 'FR']));
  });

  it('reads SHIP_TO_COUNTRIES as comma-separated codes, spaces and case forgiven', () => {
    expect(loadConfig({ NODE_ENV: 'development', SHIP_TO_COUNTRIES: 'us, ca ,GB' }).shipToCountries).toEqual(['US', 'CA', 'GB']);
  });

  it('refuses a SHIP_TO_COUNTRIES entry that is not a two-letter code', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', SHIP_TO_COUNTRIES: 'US,France' })).toThrow(
      /SHIP_TO_COUNTRIES must list two-letter country codes/,
    );
  });
});
