// What the shop needs from a card payment provider: a hosted checkout page, the state of a payment, refunds and signed
// notifications.
import { type Currency, DEFAULT_LANGUAGE, type Language, pathInLanguage, type ShippingAddress } from '@atelier/domain';
import type { PricedDeliveryMethod, PricedLine } from '../../../db/schema.ts';

export type ProviderName = 'sandbox' | 'stripe';

export interface HostedCheckoutRequest {
  /** Our checkout session id, echoed back by the provider so a notification can name it. */
  checkoutId: string;
  /** Priced before the discount: each line's share of it is in `discountCents`. */
  lines: PricedLine[];
  /** Every amount is in minor units of this currency. */
  currency: Currency;
  /** Tax added to the lines (0 when their prices hold it), named by `taxLabel` ("Tax (5%)"). */
  taxCents: number;
  taxLabel: string;
  /** What the promotion takes off the lines, named by its label; null without one. */
  discount: { label: string; cents: number } | null;
  /** The delivery methods the page offers, priced when the session opened. */
  shippingOptions: PricedDeliveryMethod[];
  /** The countries the page may ship to. */
  shippingCountries: string[];
  customerEmail: string;
  /** The checkout's language: the page and the shop's success and cancel pages the customer lands on speak it. */
  language: Language;
  /** When the page stops taking payment: the stock is held until then. */
  expiresAt: Date;
}

export interface HostedCheckout {
  providerSessionId: string;
  url: string;
}

export interface PaymentState {
  paid: boolean;
  /** The provider's reference for the payment, shown as the order's `orderId`. */
  paymentReference: string | null;
  /** Where the order ships, as the hosted page collected it with the payment. */
  shippingAddress: ShippingAddress | null;
  /** The delivery the customer chose on the provider's page; null when it offered none. */
  shippingChoice: ShippingChoice | null;
}

/** The delivery chosen on a provider's page: the method it names when it says, and what it charged for it. */
export interface ShippingChoice {
  methodId: string | null;
  amountCents: number;
}

/** A payment taken: what its order is made of besides the checkout session. */
export interface TakenPayment {
  paymentReference: string;
  shippingAddress: ShippingAddress | null;
  /** Null for the sandbox, whose page stores the choice on the session itself. */
  shippingChoice: ShippingChoice | null;
}

export interface RefundRequest {
  /** The payment to refund: the order's `orderId`. */
  paymentReference: string;
  amountCents: number;
  /** The same key always names the same refund: the provider makes it once, however often it is asked. */
  idempotencyKey: string;
}

/**
 * A verified notification: a paid checkout to fulfil, an expired one whose stock comes back, a payment refunded
 * (`refundedCents` in all, whoever made the refunds), or nothing to act on.
 */
export type PaymentEvent =
  | ({ kind: 'paid'; checkoutId: string | null; providerSessionId: string } & TakenPayment)
  | { kind: 'expired'; checkoutId: string | null; providerSessionId: string }
  | { kind: 'refunded'; paymentReference: string; refundedCents: number }
  | { kind: 'ignored' };

export interface PaymentProvider {
  readonly name: ProviderName;
  createHostedCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout>;
  retrievePayment(providerSessionId: string): Promise<PaymentState>;
  /** Stops the hosted page taking payment; false when it can no longer be stopped (already paid). */
  cancelHostedCheckout(providerSessionId: string): Promise<boolean>;
  /** Sends `amountCents` of a payment back to the card that paid it; answers the provider's refund id. */
  refundPayment(request: RefundRequest): Promise<string>;
  /** Verifies the signature over the raw body; throws `Invalid` when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/**
 * Where the customer lands after paying, in the checkout's `language` (`/fr/success`); `{CHECKOUT_SESSION_ID}` is
 * filled in by the provider.
 */
export function successUrl(
  publicUrl: string,
  sessionId = '{CHECKOUT_SESSION_ID}',
  language: Language = DEFAULT_LANGUAGE,
): string {
  return `${publicUrl}${pathInLanguage('/success', language)}?session_id=${sessionId}`;
}

/** Where the customer lands after leaving the hosted page unpaid: the shop, which then cancels the checkout at once. */
export function cancelUrl(publicUrl: string, language: Language = DEFAULT_LANGUAGE): string {
  return `${publicUrl}${pathInLanguage('/?checkout=cancelled', language)}`;
}
