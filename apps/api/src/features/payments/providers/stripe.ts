// Stripe Checkout through the official SDK: the hosted page, the session's payment state and signed webhooks.
import type { Currency, ShippingAddress } from '@atelier/domain';
import Stripe from 'stripe';
import type { StripeSettings } from '../../../config/config.ts';
import type { PricedDeliveryMethod, PricedLine } from '../../../db/schema.ts';
import { Conflict, Invalid, NotFound, Unavailable } from '../../../shared/errors.ts';
import { cancelUrl, type PaymentEvent, type PaymentProvider, type ShippingChoice, successUrl } from './provider.ts';

/**
 * Stripe refuses an `expires_at` less than 30 minutes after it receives the request; a minute more keeps a slow request or
 * a skewed clock from failing checkout. A payment in that last minute comes after the hold ended: it takes its stock again
 * or is refunded (decision 375).
 */
const STRIPE_CLOCK_MARGIN_S = 60;

const FULFILLING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** STRIPE_API_BASE points the SDK at another host (a local fake in tests). */
function hostOptions(apiBase: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe wants absolute image URLs; images stored by the shop are paths on its own address. */
function absoluteImage(image: string, publicUrl: string): string[] | undefined {
  if (image === '') return undefined;
  return [image.startsWith('/') ? `${publicUrl}${image}` : image];
}

/** Stripe names currencies in lower case; its amounts are minor units, as the shop's (yen for JPY, never × 100). */
const stripeCurrency = (currency: Currency) => currency.toLowerCase();

function lineItem(line: PricedLine, currency: string, publicUrl: string): Stripe.Checkout.SessionCreateParams.LineItem {
  const images = absoluteImage(line.image, publicUrl);
  return {
    quantity: line.quantity,
    price_data: {
      currency,
      unit_amount: line.priceCents,
      product_data: { name: line.name, ...(images ? { images } : {}) },
    },
  };
}

function taxLineItem(taxCents: number, label: string, currency: string): Stripe.Checkout.SessionCreateParams.LineItem {
  return { quantity: 1, price_data: { currency, unit_amount: taxCents, product_data: { name: label } } };
}

/** Stripe shows at most this many characters of a coupon's name. */
const STRIPE_COUPON_NAME_LENGTH = 40;

/** Stripe Checkout offers at most this many delivery methods: the cheapest are offered. */
const STRIPE_MAX_SHIPPING_OPTIONS = 5;

/** Stripe counts business days from 1; a same-day method is told as one day. */
const businessDays = (days: number) => ({ unit: 'business_day' as const, value: Math.max(1, days) });

function shippingOption(option: PricedDeliveryMethod, currency: string): Stripe.Checkout.SessionCreateParams.ShippingOption {
  return {
    shipping_rate_data: {
      type: 'fixed_amount',
      fixed_amount: { amount: option.priceCents, currency },
      display_name: option.name,
      delivery_estimate: { minimum: businessDays(option.minDays), maximum: businessDays(option.maxDays) },
      // Read back from the chosen rate, so the order names the method the shop priced.
      metadata: { methodId: option.methodId },
    },
  };
}

/** The delivery chosen on Stripe's page: its rate names our method when it was expanded, and says what it charged. */
function shippingChoiceOf(session: Stripe.Checkout.Session): ShippingChoice | null {
  const cost = session.shipping_cost;
  if (!cost) return null;
  const rate = cost.shipping_rate;
  const methodId = rate && typeof rate === 'object' ? (rate.metadata?.methodId ?? null) : null;
  return { methodId, amountCents: cost.amount_total };
}

function paymentReferenceOf(session: Stripe.Checkout.Session): string {
  const intent = session.payment_intent;
  if (typeof intent === 'string') return intent;
  return intent?.id ?? session.id;
}

type ShippingDetails = Stripe.Checkout.Session.CollectedInformation.ShippingDetails;

/**
 * The address the customer gave on Stripe's page; null when the session collected none. A webhook endpoint set to an
 * API version older than the SDK's sends it as `shipping_details` at the top of the session.
 */
function shippingAddressOf(session: Stripe.Checkout.Session): ShippingAddress | null {
  const older = session as { shipping_details?: ShippingDetails | null };
  const details = session.collected_information?.shipping_details ?? older.shipping_details;
  if (!details) return null;
  const { address } = details;
  return {
    name: details.name,
    line1: address.line1 ?? '',
    line2: address.line2 ?? '',
    city: address.city ?? '',
    postalCode: address.postal_code ?? '',
    country: address.country ?? '',
  };
}

function checkoutIdOf(session: Stripe.Checkout.Session): string | null {
  return session.metadata?.checkoutId ?? session.client_reference_id ?? null;
}

/** Network faults and Stripe outages are the provider's, not the customer's: answer 503. */
async function askStripe<T>(call: () => Promise<T>, notFound = 'Checkout session not found'): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      throw new NotFound(notFound);
    }
    // Stripe refuses to refund more than the charge has left (refunded in its own dashboard meanwhile, say).
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') {
      throw new Conflict('This payment has already been refunded at the payment service');
    }
    throw new Unavailable('The payment service is unavailable, please try again shortly');
  }
}

type AllowedCountry = Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry;

export function createStripeProvider(settings: StripeSettings, publicUrl: string): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...hostOptions(settings.apiBase),
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  });

  return {
    name: 'stripe',
    async createHostedCheckout(request) {
      const {
        checkoutId,
        lines,
        taxCents,
        taxLabel,
        discount,
        shippingOptions,
        shippingCountries,
        customerEmail,
        language,
        expiresAt,
      } = request;
      const currency = stripeCurrency(request.currency);
      const items = lines.map((line) => lineItem(line, currency, publicUrl));
      if (taxCents > 0) items.push(taxLineItem(taxCents, taxLabel, currency));
      // The shop's discount as a one-off coupon, so the page charges the shop's total to the cent.
      const coupon =
        discount && discount.cents > 0
          ? await askStripe(() =>
              stripe.coupons.create(
                {
                  amount_off: discount.cents,
                  currency,
                  duration: 'once',
                  max_redemptions: 1,
                  name: discount.label.slice(0, STRIPE_COUPON_NAME_LENGTH),
                },
                { idempotencyKey: `coupon-${checkoutId}` },
              ),
            )
          : null;
      const session = await askStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: items,
            success_url: successUrl(publicUrl, undefined, language),
            cancel_url: cancelUrl(publicUrl, language),
            locale: language,
            customer_email: customerEmail,
            // Gift cards alone are not delivered: no address to collect.
            ...(shippingCountries.length > 0
              ? { shipping_address_collection: { allowed_countries: shippingCountries as AllowedCountry[] } }
              : {}),
            shipping_options: shippingOptions
              .slice(0, STRIPE_MAX_SHIPPING_OPTIONS)
              .map((option) => shippingOption(option, currency)),
            ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
            expires_at: Math.ceil(expiresAt.getTime() / 1000) + STRIPE_CLOCK_MARGIN_S,
            client_reference_id: checkoutId,
            metadata: { checkoutId },
          },
          { idempotencyKey: `checkout-${checkoutId}` },
        ),
      );
      if (!session.url) throw new Unavailable('The payment service returned no checkout page');
      return { providerSessionId: session.id, url: session.url };
    },

    async retrievePayment(providerSessionId) {
      const session = await askStripe(() =>
        stripe.checkout.sessions.retrieve(providerSessionId, { expand: ['shipping_cost.shipping_rate'] }),
      );
      const paid = session.payment_status === 'paid';
      return {
        paid,
        paymentReference: paid ? paymentReferenceOf(session) : null,
        shippingAddress: shippingAddressOf(session),
        shippingChoice: shippingChoiceOf(session),
      };
    },

    async cancelHostedCheckout(providerSessionId) {
      const session = await askStripe(() => stripe.checkout.sessions.retrieve(providerSessionId));
      if (session.status === 'expired') return true;
      if (session.status !== 'open') return false;
      await askStripe(() => stripe.checkout.sessions.expire(providerSessionId));
      return true;
    },

    async refundPayment({ paymentReference, amountCents, idempotencyKey }) {
      const refund = await askStripe(
        () => stripe.refunds.create({ payment_intent: paymentReference, amount: amountCents }, { idempotencyKey }),
        'Payment not found at the payment service',
      );
      return refund.id;
    },

    parseWebhook(rawBody, signature): PaymentEvent {
      if (!settings.webhookSecret) throw new NotFound('Payment notifications are not configured');
      if (!signature) throw new Invalid('Missing Stripe signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new Invalid('Invalid Stripe signature');
      }
      if (event.type === 'checkout.session.expired') {
        const session = event.data.object;
        return { kind: 'expired', checkoutId: checkoutIdOf(session), providerSessionId: session.id };
      }
      if (event.type === 'charge.refunded') {
        const charge = event.data.object;
        const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
        if (!intent) return { kind: 'ignored' };
        return { kind: 'refunded', paymentReference: intent, refundedCents: charge.amount_refunded };
      }
      if (!FULFILLING_EVENTS.has(event.type)) return { kind: 'ignored' };
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.payment_status !== 'paid') return { kind: 'ignored' };
      return {
        kind: 'paid',
        checkoutId: checkoutIdOf(session),
        providerSessionId: session.id,
        paymentReference: paymentReferenceOf(session),
        shippingAddress: shippingAddressOf(session),
        shippingChoice: shippingChoiceOf(session),
      };
    },
  };
}
