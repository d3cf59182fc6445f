// The one place that picks who takes the payments, as the configuration decided (config.ts): Stripe or the sandbox.
import type { Config } from '../../../config/config.ts';
import type { Db } from '../../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createStripeProvider } from './stripe.ts';

export function paymentProviderFor(config: Config, db: Db): PaymentProvider {
  const { payments, publicUrl } = config;
  return payments.provider === 'stripe' ? createStripeProvider(payments.stripe, publicUrl) : createSandboxProvider(db, publicUrl);
}
