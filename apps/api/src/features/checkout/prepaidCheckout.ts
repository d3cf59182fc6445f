// A checkout whose total gift cards and store credit pay in full asks no card: no page to pay on, its order placed at
// once with the cheapest delivery, under a payment reference of its own (decision 615). And what a page that does take
// a card shows as taken off: the promotion's discount and what gift cards and store credit pay.
import { countryName, type ShippingAddress } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema.ts';
import { Invalid, NotFound } from '../../shared/errors.ts';
import { refusal } from '../../shared/refusals.ts';
import type { OrderWithLines } from '../orders/index.ts';
import { type HostedCheckout, type PaymentProvider, successUrl } from '../payments/index.ts';
import { cheapestOption } from './delivery.ts';
import { placePaidOrder } from './placePaidOrder.ts';

type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

const PREPAID_PREFIX = 'prepaid_';

/** Whether no card pays the session: gift cards and store credit paid it in full when it opened. */
export const isPrepaidInFull = (session: Pick<CheckoutSessionRow, 'providerSessionId'>) =>
  session.providerSessionId?.startsWith(PREPAID_PREFIX) ?? false;

/** Places the order of a session gift cards and store credit pay in full, and answers where its customer lands. */
export async function placePrepaidOrder(
  db: Db,
  payments: PaymentProvider,
  session: CheckoutSessionRow,
  publicUrl: string,
): Promise<HostedCheckout> {
  const providerSessionId = `${PREPAID_PREFIX}${session.id}`;
  const shippingMethod = session.shippingMethod ?? cheapestOption(session.shippingOptions);
  await db.update(checkoutSessions).set({ providerSessionId, shippingMethod }).where(eq(checkoutSessions.id, session.id));
  await prepaidOrder(db, payments, { ...session, providerSessionId, shippingMethod }, publicUrl);
  return { providerSessionId, url: successUrl(publicUrl, providerSessionId, session.language) };
}

/** The order of a session paid in full without a card; idempotent, as every payment's news is. */
export async function prepaidOrder(
  db: Db,
  payments: PaymentProvider,
  session: CheckoutSessionRow,
  publicUrl: string,
): Promise<OrderWithLines> {
  const payment = {
    paymentReference: session.providerSessionId ?? session.id,
    shippingAddress: session.shippingAddress,
    shippingChoice: null,
  };
  const order = await placePaidOrder(db, payments, session, payment, publicUrl);
  if (!order) throw new NotFound('Order not found');
  return order;
}

const ADDRESS_NEEDED = refusal('checkout.addressNeeded');

/**
 * The address a checkout that gift cards and store credit pay in full ships to (decision 680): required then, when it
 * has goods to deliver, and in a country of the zone delivery was priced for, as a payment page would have asked; null
 * when something is left to pay on the page, which asks for it, or when nothing is delivered (gift cards alone).
 */
export function shippingAddressWhenPrepaid(
  address: ShippingAddress | undefined,
  { dueCents, delivered, countries }: { dueCents: number; delivered: boolean; countries: readonly string[] },
): ShippingAddress | null {
  if (dueCents > 0 || !delivered) return null;
  // The field is named so that the cart knows to ask the address by what is missing, not by how it is worded.
  if (!address) throw new Invalid(ADDRESS_NEEDED, { fields: { shippingAddress: ADDRESS_NEEDED } });
  if (countries.length > 0 && !countries.includes(address.country)) {
    const names = countries.map((code) => countryName(code)).join(', ');
    throw new Invalid(`Delivery was priced for ${names}: choose your address's country in the cart first`);
  }
  return address;
}

/** What the hosted page takes off the goods: the promotion's discount and what is prepaid, under one label. */
export function withPrepaid(
  session: Pick<CheckoutSessionRow, 'promotionLabel' | 'discountCents' | 'prepaidCents'>,
): { label: string; cents: number } | null {
  const labels = [session.promotionLabel, session.prepaidCents > 0 ? 'Gift cards and store credit' : null].filter(
    (label): label is string => label !== null,
  );
  if (labels.length === 0) return null;
  return { label: labels.join(' + '), cents: (session.promotionLabel ? session.discountCents : 0) + session.prepaidCents };
}
