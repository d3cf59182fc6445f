// The sandbox hosted checkout: find the session a page is for, and take a (test) card payment with its shipping address,
// making its order in the same step, as Stripe's notification does for a real payment.
import { countryName, shippingAddressSchema } from '@atelier/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, type PricedDeliveryMethod } from '../../db/schema.ts';
import { NotFound } from '../../shared/errors.ts';
import { amountDueCents } from './amountDue.ts';
import type { TakenPayment } from './providers/provider.ts';
import { sandboxPaymentReference } from './providers/sandbox.ts';
import { type CardForm, checkCard } from './providers/sandboxCards.ts';
import type { AddressErrors, AddressField } from './sandboxAddressForm.ts';

export const CHECKOUT_EXPIRED = 'This checkout has expired and nothing was charged. Return to the shop to check out again.';

export type SandboxSession = typeof checkoutSessions.$inferSelect;

/** Makes the order of a session the page has just marked paid, in the transaction that marked it. */
export type PlaceOrder = (tx: Db, session: SandboxSession, payment: TakenPayment) => Promise<unknown>;

export const CHECKOUT_CANCELLED = 'This checkout was cancelled and nothing was charged. Return to the shop to check out again.';

export const CHECK_ADDRESS = 'Please check your shipping address.';

/** Prices an open session's delivery for another country, or says why it cannot (the checkout feature's rule). */
export type Redeliver = (db: Db, session: SandboxSession, country: string) => Promise<SandboxSession | string>;

/** What the shop hands its sandbox payment site besides the database: it makes orders and prices delivery. */
export interface SandboxShop {
  placeOrder: PlaceOrder;
  redeliver: Redeliver;
}

export type SandboxPayment =
  | { paid: true }
  | { paid: false; declined: boolean; message: string; addressErrors?: AddressErrors; session: SandboxSession };

/** What the payment page posts: the delivery method, the card and the shipping address, as typed. */
export interface SandboxPaymentForm extends CardForm {
  address: Record<AddressField, string>;
  /** `<method id>@<price in cents>`: the method chosen and the price the page showed for it. */
  shippingMethod: string;
}

export const CHOOSE_DELIVERY = 'Please choose one of the delivery methods offered.';
export const DELIVERY_PRICE_CHANGED =
  'The delivery price is not the one this checkout offers. Please choose a delivery method again.';

/**
 * The option the form names, at the price the page showed; a method offered elsewhere or a price changed is refused.
 * A form that names none gets the one the page preselects, the cheapest.
 */
function chosenOption(session: SandboxSession, posted: string): PricedDeliveryMethod | string | null {
  if (session.shippingOptions.length === 0) return null;
  if (posted === '') return session.shippingOptions[0] ?? null;
  const [methodId = '', priceText = ''] = posted.split('@');
  const option = session.shippingOptions.find((offered) => offered.methodId === methodId);
  if (!option) return CHOOSE_DELIVERY;
  if (priceText !== String(option.priceCents)) return DELIVERY_PRICE_CHANGED;
  return option;
}

export async function findSandboxSession(db: Db, providerSessionId: string): Promise<SandboxSession> {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.providerSessionId, providerSessionId), eq(checkoutSessions.provider, 'sandbox')))
    .limit(1);
  if (!session) throw new NotFound('This checkout link is not valid.');
  return session;
}

/** Each field's first problem, named by the field, as the page shows it beside that field. */
function addressErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): AddressErrors {
  const errors: AddressErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as AddressField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The shipping address's country decides delivery (decision 495): when it is one the shop serves but the offered
 * methods are another zone's (the cart's estimate was for elsewhere), the session is priced again for it, and `note`
 * says so; otherwise the session is as it was and `note` is null.
 */
export async function deliveryForAddress(
  db: Db,
  session: SandboxSession,
  typedCountry: string | undefined,
  served: readonly string[],
  redeliver: Redeliver,
): Promise<{ session: SandboxSession; note: string | null }> {
  const country = (typedCountry ?? '').trim().toUpperCase();
  const pricedElsewhere = session.shippingCountries.length > 0 && !session.shippingCountries.includes(country);
  if (session.status !== 'open' || !pricedElsewhere || !served.includes(country)) return { session, note: null };
  const repriced = await redeliver(db, session, country);
  if (typeof repriced === 'string') return { session, note: repriced };
  const estimate = session.shippingCountry
    ? `Your cart’s delivery estimate was for ${countryName(session.shippingCountry)}. `
    : '';
  const note = `${estimate}Delivery is now priced for ${countryName(country)}, the country of your shipping address: please check the delivery method and the total before paying.`;
  return { session: repriced, note };
}

/**
 * The address is checked before the card: with a bad field nothing is charged. Paying twice (a double click, a
 * resubmitted form) changes nothing and still ends on the success page. The charge and the order are one step, so a
 * customer who never loads the success page still has their order, and a cancel racing the payment either comes first
 * (nothing is charged) or finds the checkout paid.
 */
export async function payWithCard(
  db: Db,
  providerSessionId: string,
  form: SandboxPaymentForm,
  countries: readonly string[],
  { placeOrder, redeliver }: SandboxShop,
): Promise<SandboxPayment> {
  const found = await findSandboxSession(db, providerSessionId);
  if (found.status === 'paid') return { paid: true };
  // A method the page offered for another zone than the address's is never charged: the page shows this zone's.
  const { session, note } = await deliveryForAddress(db, found, form.address.country, countries, redeliver);
  if (note) return { paid: false, declined: false, message: note, session };
  const delivery = chosenOption(session, form.shippingMethod);
  if (typeof delivery === 'string') return { paid: false, declined: false, message: delivery, session };
  // Only the countries of the zone whose methods are offered; sessions opened before zones, anywhere served.
  const shipsTo = session.shippingCountries.length > 0 ? session.shippingCountries : countries;
  const address = shippingAddressSchema(shipsTo).safeParse(form.address);
  if (!address.success) {
    return {
      paid: false,
      declined: false,
      message: CHECK_ADDRESS,
      addressErrors: addressErrorsOf(address.error.issues),
      session,
    };
  }
  const result = checkCard(form);
  if (!result.ok) return { paid: false, declined: result.declined, message: result.message, session };
  const charged = await db.transaction(async (tx) => {
    // Only while the page takes payment: not after 30 minutes, nor once cancelled. What it does not hold, placeOrder takes.
    const [paid] = await tx
      .update(checkoutSessions)
      .set({
        status: 'paid',
        shippingAddress: address.data,
        shippingMethod: delivery,
        totalCents: amountDueCents(session, delivery?.priceCents ?? 0),
      })
      .where(
        and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open'), gt(checkoutSessions.expiresAt, sql`now()`)),
      )
      .returning();
    if (!paid) return false;
    const payment = {
      paymentReference: sandboxPaymentReference(providerSessionId),
      shippingAddress: address.data,
      shippingChoice: null,
    };
    await placeOrder(tx, paid, payment);
    return true;
  });
  if (charged) return { paid: true };
  // Whoever changed the session first: a cancel, the hold's expiry, or this same form posted twice.
  const now = await findSandboxSession(db, providerSessionId);
  if (now.status === 'paid') return { paid: true };
  const message = now.status === 'cancelled' ? CHECKOUT_CANCELLED : CHECKOUT_EXPIRED;
  return { paid: false, declined: false, message, session: now };
}
