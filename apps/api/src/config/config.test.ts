import { describe, expect, it } from 'vitest';
import { PUBLISHED_PASSWORDS } from '../passwords/demoLogins.ts';
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

  it('takes payments through Stripe in production once its keys are set', () => {
    const { payments } = loadConfig({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(payments).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk_live_x', publishableKey: 'pk_live_x', webhookSecret: 'whsec_x', apiBase: null },
    });
  });

  it("refuses to start in production with Stripe but without its webhook's secret, and says what to set", () => {
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      'Missing in production: STRIPE_WEBHOOK_SECRET (the signing secret of the Stripe webhook endpoint https://shop.example/api/orders/webhook',
    );
  });

  it("starts Stripe outside production without its webhook's secret", () => {
    expect(loadConfig({ NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_x' }).payments.provider).toBe('stripe');
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

describe('the first admin in production', () => {
  it.each(PUBLISHED_PASSWORDS)('refuses to start with the published password %s as SEED_ADMIN_PASSWORD', (password) => {
    expect(() => loadConfig({ ...production, PAYMENTS: 'sandbox', SEED_ADMIN_PASSWORD: password })).toThrow(
      'SEED_ADMIN_PASSWORD: must not be a password published with the demo shop',
    );
  });

  it('refuses a SEED_ADMIN_PASSWORD that is easy to guess', () => {
    expect(() => loadConfig({ ...production, PAYMENTS: 'sandbox', SEED_ADMIN_PASSWORD: 'abcdabcd' })).toThrow(
      'SEED_ADMIN_PASSWORD: is too easy to guess',
    );
  });

  it('lets development name the demo admin password, its default there', () => {
    expect(loadConfig({ NODE_ENV: 'development', SEED_ADMIN_PASSWORD: 'atelier-admin' }).seedAdmin.password).toBe(
      'atelier-admin',
    );
  });
});

describe('the API docs', () => {
  it('are served in production only when API_DOCS=true, and everywhere else unless API_DOCS=false', () => {
    expect(loadConfig({ ...production, PAYMENTS: 'sandbox' }).apiDocs).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS: 'sandbox', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});

describe('how long customers may send an order back', () => {
  it('is 30 days when RETURN_WINDOW_DAYS is unset, and what it says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).returnWindowDays).toBe(30);
    expect(loadConfig({ NODE_ENV: 'development', RETURN_WINDOW_DAYS: '14' }).returnWindowDays).toBe(14);
  });

  it('refuses a RETURN_WINDOW_DAYS that is not a whole number of days from 1', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', RETURN_WINDOW_DAYS: '0' })).toThrow(
      /Invalid configuration: RETURN_WINDOW_DAYS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', RETURN_WINDOW_DAYS: 'a month' })).toThrow(
      /Invalid configuration: RETURN_WINDOW_DAYS/,
    );
  });
});

describe('when an unpaid checkout is reminded of', () => {
  it('is 60 minutes after it ended when CHECKOUT_REMINDER_AFTER_MINUTES is unset, and what it says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).checkoutReminderAfterMs).toBe(60 * 60_000);
    expect(loadConfig({ NODE_ENV: 'development', CHECKOUT_REMINDER_AFTER_MINUTES: '90' }).checkoutReminderAfterMs).toBe(
      90 * 60_000,
    );
  });

  it('refuses a CHECKOUT_REMINDER_AFTER_MINUTES that is not a whole number of minutes from 1 to a week', () => {
    for (const minutes of ['0', '10081', 'soon']) {
      expect(() => loadConfig({ NODE_ENV: 'development', CHECKOUT_REMINDER_AFTER_MINUTES: minutes })).toThrow(
        /Invalid configuration: CHECKOUT_REMINDER_AFTER_MINUTES/,
      );
    }
  });
});
