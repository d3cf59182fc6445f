// The built-in payment provider: the API serves the hosted checkout page itself and keeps the payment state
// in the checkout session row, so the whole card flow works offline, in development and in tests.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { checkoutSessions } from '../../../db/schema.ts';
import { NotFound } from '../../../shared/errors.ts';
import type { PaymentProvider } from './provider.ts';

export const SANDBOX_PATH = '/checkout/sandbox';

export function createSandboxProvider(db: Db, publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async createHostedCheckout() {
      const providerSessionId = `cs_sandbox_${randomBytes(16).toString('hex')}`;
      return { providerSessionId, url: `${publicUrl}${SANDBOX_PATH}/${providerSessionId}` };
    },
    // The sandbox page takes payment only while its session is open: cancelling the session stops it.
    async cancelHostedCheckout() {
      return true;
    },
    async retrievePayment(providerSessionId) {
      const [session] = await db
        .select({ status: checkoutSessions.status, shippingAddress: checkoutSessions.shippingAddress })
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.providerSessionId, providerSessionId), eq(checkoutSessions.provider, 'sandbox')))
        .limit(1);
      const paid = session?.status === 'paid';
      return {
        paid,
        paymentReference: paid ? sandboxPaymentReference(providerSessionId) : null,
        shippingAddress: session?.shippingAddress ?? null,
        // The sandbox's page keeps the chosen method on the session itself.
        shippingChoice: null,
      };
    },
    // Nothing to move: the refund the shop records is the sandbox's only record of it.
    async refundPayment({ idempotencyKey }) {
      return `re_sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    },
    parseWebhook() {
      throw new NotFound('Payment notifications are only sent by Stripe');
    },
  };
}

/** Derived from the session id so that every read of a paid session names the same payment. */
export function sandboxPaymentReference(providerSessionId: string): string {
  return `pi_sandbox_${createHash('sha256').update(providerSessionId).digest('hex').slice(0, 24)}`;
}
