// The provider the shop uses: Stripe when STRIPE_SECRET_KEY is set, the built-in sandbox otherwise.
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createStripeProvider } from './stripe.ts';

export function paymentProviderFor(config: Config, db: Db): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe, config.publicUrl) : createSandboxProvider(db, config.publicUrl);
}
