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
import type { SandboxMessageId } from './sandboxCatalogues/en.ts';
import type { SandboxSpeaking } from './sandboxText.ts';

export type SandboxSession = typeof checkoutSessions.$inferSelect;

/** Makes the order of a session the page has just marked paid, in the transaction that marked it. */
export type PlaceOrder = (tx: Db, session: SandboxSession, payment: TakenPayment) => Promise<unknown>;

/** Why delivery cannot be priced for a country: no zone holds it, or its zone offers no method. */
export type Undeliverable = 'no zone' | 'no method';

/** Prices an open session's delivery for another country, or says why it cannot (the checkout feature's rule). */
export type Redeliver = (db: Db, session: SandboxSession, country: string) => Promise<SandboxSession | Undeliverable>;

/** Who reads the page: the countries the shop serves, and the words of the checkout's language. */
export interface SandboxReader {
  countries: readonly string[];
  speaking: SandboxSpeaking;
}

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

/**
 * The option the form names, at the price the page showed; a method offered elsewhere or a price changed is refused.
 * A form that names none gets the one the page preselects, the cheapest.
 */
function chosenOption(session: SandboxSession, posted: string): PricedDeliveryMethod | SandboxMessageId | null {
  if (session.shippingOptions.length === 0) return null;
  if (posted === '') return session.shippingOptions[0] ?? null;
  const [methodId = '', priceText = ''] = posted.split('@');
  const option = session.shippingOptions.find((offered) => offered.methodId === methodId);
  if (!option) return 'refusal.chooseDelivery';
  if (priceText !== String(option.priceCents)) return 'refusal.deliveryPriceChanged';
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

type AddressIssue = { path: PropertyKey[]; code: string; maximum?: unknown };

/** A field's problem in the reader's words: the country is not served, the text is too long, or it is missing. */
function addressErrorOf(field: AddressField, issue: AddressIssue, { t }: SandboxSpeaking): string {
  if (field === 'country') return t('addressError.country');
  const named = t(`addressError.${field}`);
  return issue.code === 'too_big'
    ? t('addressError.tooLong', { field: named, max: Number(issue.maximum) })
    : t('addressError.required', { field: named });
}

/** Each field's first problem, named by the field, as the page shows it beside that field. */
function addressErrorsOf(issues: readonly AddressIssue[], speaking: SandboxSpeaking): AddressErrors {
  const errors: AddressErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as AddressField;
    errors[field] ??= addressErrorOf(field, issue, speaking);
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
  { countries, speaking: { t, locale } }: SandboxReader,
  redeliver: Redeliver,
): Promise<{ session: SandboxSession; note: string | null }> {
  const country = (typedCountry ?? '').trim().toUpperCase();
  const pricedElsewhere = session.shippingCountries.length > 0 && !session.shippingCountries.includes(country);
  if (session.status !== 'open' || !pricedElsewhere || !countries.includes(country)) return { session, note: null };
  const named = { country: countryName(country, locale) };
  const repriced = await redeliver(db, session, country);
  if (repriced === 'no zone') return { session, note: t('refusal.notDelivered', named) };
  if (repriced === 'no method') return { session, note: t('refusal.noDeliveryMethod', named) };
  const note = session.shippingCountry
    ? t('note.repricedFromEstimate', { ...named, estimate: countryName(session.shippingCountry, locale) })
    : t('note.repriced', named);
  return { session: repriced, note };
}

/**
 * The address is checked before the card: with a bad field nothing is charged. Paying twice (a double click, a
 * resubmitted form) changes nothing and still ends on the success page. The charge and the order are one step, so a
 * customer who never loads the success page still has their order, and a cancel racing the payment either comes first
 * (nothing is charged) or finds the checkout paid. `found` is the checkout as the route read it (findSandboxSession).
 */
export async function payWithCard(
  db: Db,
  found: SandboxSession,
  form: SandboxPaymentForm,
  reader: SandboxReader,
  { placeOrder, redeliver }: SandboxShop,
): Promise<SandboxPayment> {
  const { t } = reader.speaking;
  // It was found by this id, so it has one.
  const providerSessionId = found.providerSessionId ?? '';
  if (found.status === 'paid') return { paid: true };
  // A method the page offered for another zone than the address's is never charged: the page shows this zone's.
  const { session, note } = await deliveryForAddress(db, found, form.address.country, reader, redeliver);
  if (note) return { paid: false, declined: false, message: note, session };
  const delivery = chosenOption(session, form.shippingMethod);
  if (typeof delivery === 'string') return { paid: false, declined: false, message: t(delivery), session };
  // Only the countries of the zone whose methods are offered; sessions opened before zones, anywhere served.
  const shipsTo = session.shippingCountries.length > 0 ? session.shippingCountries : reader.countries;
  const address = shippingAddressSchema(shipsTo).safeParse(form.address);
  if (!address.success) {
    return {
      paid: false,
      declined: false,
      message: t('refusal.checkAddress'),
      addressErrors: addressErrorsOf(address.error.issues, reader.speaking),
      session,
    };
  }
  const result = checkCard(form);
  if (!result.ok) return { paid: false, declined: result.declined, message: t(result.refusal), session };
  const charged = await db.transaction(async (tx) => {
    // Only while the page takes payment: not after 30 minutes, nor once cancelled. What it does not hold, placeOrder takes.
    // The delivery it records is the zone this charge was priced in, even if another tab priced another zone meanwhile.
    const [paid] = await tx
      .update(checkoutSessions)
      .set({
        status: 'paid',
        shippingAddress: address.data,
        shippingMethod: delivery,
        shippingCountry: session.shippingCountry,
        shippingCountries: session.shippingCountries,
        shippingOptions: session.shippingOptions,
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
  const message = t(now.status === 'cancelled' ? 'refusal.cancelled' : 'refusal.expired');
  return { paid: false, declined: false, message, session: now };
}
