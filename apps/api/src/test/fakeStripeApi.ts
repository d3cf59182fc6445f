// A tiny stand-in for Stripe's Checkout Sessions and Refunds APIs on 127.0.0.1, so the Stripe provider is tested without the internet.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  shipping_address_collection: { allowed_countries: string[] } | null;
  /** The address the customer gave on the page, where the API version the SDK pins puts it. */
  collected_information: { shipping_details: FakeShippingDetails | null } | null;
  /** Where older API versions put it. */
  shipping_details: FakeShippingDetails | null;
  /** The delivery methods offered, as `shipping_options[i][shipping_rate_data]` sent them. */
  shipping_options: FakeShippingOption[];
  /** The delivery chosen on the page, its rate expanded as the shop asks. */
  shipping_cost: {
    amount_total: number;
    shipping_rate: { id: string; object: 'shipping_rate'; metadata: Record<string, string> };
  } | null;
  /** What the line items come to before any discount, as Stripe works it out. */
  amount_subtotal: number;
  /** What the page charges: the line items, less the coupon, plus the delivery chosen once paid. */
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number };
}

export interface FakeCoupon {
  id: string;
  object: 'coupon';
  amount_off: number;
  currency: string;
  duration: string;
  max_redemptions: number | null;
  name: string | null;
}

export interface FakeShippingOption {
  amount: number;
  displayName: string;
  minimumDays: number;
  maximumDays: number;
  metadata: Record<string, string>;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
}

/** What a `charge.refunded` notification carries: the charge with everything refunded from it so far. */
export interface FakeCharge {
  id: string;
  object: 'charge';
  payment_intent: string;
  amount_refunded: number;
  refunded: boolean;
}

export interface FakeShippingDetails {
  name: string;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    postal_code: string;
    country: string;
    state: string | null;
  };
}

/** What a customer types on Stripe's page unless a test says otherwise. */
export const FAKE_SHIPPING: FakeShippingDetails = {
  name: 'Grace Hopper',
  address: { line1: '1 Harbour Road', line2: 'Flat 2', city: 'Dublin', postal_code: 'D02 X285', country: 'IE', state: null },
};

export interface FakeStripeApi {
  url: string;
  /** The form fields of every session creation, as the SDK encoded them (`line_items[0][quantity]`). */
  createRequests: Array<Record<string, string>>;
  sessions: Map<string, FakeCheckoutSession>;
  /** Every coupon created, by id; one per idempotency key, as Stripe keeps them. */
  coupons: Map<string, FakeCoupon>;
  /** Every refund made, in order; one per idempotency key, as Stripe keeps them. */
  refunds: FakeRefund[];
  /** Every refund request that arrived, repeats with the same idempotency key included. */
  refundRequests: Array<{ fields: Record<string, string>; idempotencyKey: string | null }>;
  /**
   * What becomes of the next refund requests: `answered` (the default); `lost`: the refund is made but the connection
   * drops before its answer, as when a request times out; `refused`: the charge is refunded already.
   */
  refundOutcome: 'answered' | 'lost' | 'refused';
  /** A refund made by hand in Stripe's own dashboard: answers the charge a `charge.refunded` event would carry. */
  refundInDashboard(paymentIntent: string, amount: number): FakeCharge;
  chargeOf(paymentIntent: string): FakeCharge;
  /**
   * What the customer paying on Stripe's page does to the session; the page asks for an address only when the
   * session collects one, and offers only its allowed countries.
   */
  pay(sessionId: string, shipping?: FakeShippingDetails, optionIndex?: number): FakeCheckoutSession;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** `shipping_address_collection[allowed_countries][0]=US&…` as the SDK encodes it; null when not asked for. */
function allowedCountriesOf(fields: Record<string, string>): { allowed_countries: string[] } | null {
  const countries = Object.entries(fields)
    .filter(([key]) => key.startsWith('shipping_address_collection[allowed_countries]'))
    .map(([, value]) => value);
  return countries.length > 0 ? { allowed_countries: countries } : null;
}

/** `shipping_options[0][shipping_rate_data][fixed_amount][amount]=595&…` back into the options it sent. */
function shippingOptionsOf(fields: Record<string, string>): FakeShippingOption[] {
  const options: FakeShippingOption[] = [];
  for (let i = 0; fields[`shipping_options[${i}][shipping_rate_data][display_name]`] !== undefined; i++) {
    const field = (name: string) => fields[`shipping_options[${i}][shipping_rate_data]${name}`] ?? '';
    options.push({
      amount: Number(field('[fixed_amount][amount]')),
      displayName: field('[display_name]'),
      minimumDays: Number(field('[delivery_estimate][minimum][value]')),
      maximumDays: Number(field('[delivery_estimate][maximum][value]')),
      metadata: { methodId: field('[metadata][methodId]') },
    });
  }
  return options;
}

/** What the line items of a creation request come to: `line_items[i][price_data][unit_amount]` times its quantity. */
function lineItemsTotalOf(fields: Record<string, string>): number {
  let total = 0;
  for (let i = 0; fields[`line_items[${i}][quantity]`] !== undefined; i++) {
    total += Number(fields[`line_items[${i}][quantity]`]) * Number(fields[`line_items[${i}][price_data][unit_amount]`]);
  }
  return total;
}

export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const createRequests: Array<Record<string, string>> = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const coupons = new Map<string, FakeCoupon>();
  const couponsByKey = new Map<string, FakeCoupon>();
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, FakeRefund>();
  const refundRequests: FakeStripeApi['refundRequests'] = [];
  let refundOutcome: FakeStripeApi['refundOutcome'] = 'answered';

  function makeRefund(paymentIntent: string, amount: number): FakeRefund {
    const refund: FakeRefund = {
      id: `re_test_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      payment_intent: paymentIntent,
      status: 'succeeded',
    };
    refunds.push(refund);
    return refund;
  }

  function chargeOf(paymentIntent: string): FakeCharge {
    const amountRefunded = refunds.filter((r) => r.payment_intent === paymentIntent).reduce((sum, r) => sum + r.amount, 0);
    return {
      id: `ch_${paymentIntent}`,
      object: 'charge',
      payment_intent: paymentIntent,
      amount_refunded: amountRefunded,
      refunded: false,
    };
  }

  const server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (request.method === 'POST' && path === '/v1/coupons') {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? couponsByKey.get(key) : undefined;
      if (earlier) return answer(response, 200, earlier);
      const coupon: FakeCoupon = {
        id: `coupon_test_${randomBytes(8).toString('hex')}`,
        object: 'coupon',
        amount_off: Number(fields.amount_off),
        currency: fields.currency ?? '',
        duration: fields.duration ?? '',
        max_redemptions: fields.max_redemptions ? Number(fields.max_redemptions) : null,
        name: fields.name ?? null,
      };
      coupons.set(coupon.id, coupon);
      if (typeof key === 'string') couponsByKey.set(key, coupon);
      return answer(response, 200, coupon);
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
      createRequests.push(fields);
      const couponId = fields['discounts[0][coupon]'];
      const coupon = couponId ? coupons.get(couponId) : undefined;
      if (couponId && !coupon) {
        return answer(response, 400, { error: { type: 'invalid_request_error', message: `No such coupon: '${couponId}'` } });
      }
      const subtotal = lineItemsTotalOf(fields);
      const discount = Math.min(coupon?.amount_off ?? 0, subtotal);
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const metadata = Object.fromEntries(
        Object.entries(fields)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      );
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        client_reference_id: fields.client_reference_id ?? null,
        customer_email: fields.customer_email ?? null,
        metadata,
        shipping_address_collection: allowedCountriesOf(fields),
        collected_information: null,
        shipping_details: null,
        shipping_options: shippingOptionsOf(fields),
        shipping_cost: null,
        amount_subtotal: subtotal,
        amount_total: subtotal - discount,
        total_details: { amount_discount: discount, amount_shipping: 0 },
      };
      sessions.set(id, session);
      return answer(response, 200, session);
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
      const key = request.headers['idempotency-key'];
      refundRequests.push({ fields, idempotencyKey: typeof key === 'string' ? key : null });
      if (refundOutcome === 'refused') {
        const error = {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge has already been refunded.',
        };
        return answer(response, 400, { error });
      }
      const earlier = typeof key === 'string' ? refundsByKey.get(key) : undefined;
      if (!earlier && !fields.payment_intent?.startsWith('pi_')) {
        return answer(response, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      }
      const refund = earlier ?? makeRefund(fields.payment_intent ?? '', Number(fields.amount));
      if (typeof key === 'string') refundsByKey.set(key, refund);
      if (refundOutcome === 'lost') return void request.socket.destroy();
      return answer(response, 200, refund);
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    const toExpire = expire && request.method === 'POST' ? sessions.get(decodeURIComponent(expire[1] ?? '')) : undefined;
    if (toExpire?.status === 'open') {
      toExpire.status = 'expired';
      return answer(response, 200, toExpire);
    }
    if (toExpire) {
      return answer(response, 400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } });
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    const found = retrieve && request.method === 'GET' ? sessions.get(decodeURIComponent(retrieve[1] ?? '')) : undefined;
    if (found) return answer(response, 200, found);
    return answer(response, 404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${path}'` } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    createRequests,
    sessions,
    coupons,
    refunds,
    refundRequests,
    get refundOutcome() {
      return refundOutcome;
    },
    set refundOutcome(outcome) {
      refundOutcome = outcome;
    },
    refundInDashboard(paymentIntent, amount) {
      makeRefund(paymentIntent, amount);
      return chargeOf(paymentIntent);
    },
    chargeOf,
    pay(sessionId, shipping = FAKE_SHIPPING, optionIndex = 0) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      const allowed = session.shipping_address_collection?.allowed_countries;
      if (allowed && !allowed.includes(shipping.address.country)) {
        throw new Error(`Stripe's page does not offer ${shipping.address.country}`);
      }
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_test_${randomBytes(12).toString('hex')}`,
        collected_information: { shipping_details: allowed ? shipping : null },
        shipping_details: allowed ? shipping : null,
      });
      const option = session.shipping_options[optionIndex];
      if (option) {
        session.shipping_cost = {
          amount_total: option.amount,
          shipping_rate: { id: `shr_test_${randomBytes(8).toString('hex')}`, object: 'shipping_rate', metadata: option.metadata },
        };
        session.amount_total += option.amount;
        session.total_details.amount_shipping = option.amount;
      }
      return session;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
