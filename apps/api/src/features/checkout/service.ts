// Opening a checkout: the cart is priced from the database and its stock held, stored as a session, then handed to the
// payment provider; and cancelling one, which gives its stock back. An account has one open checkout at a time:
// opening another gives the previous one's stock back in the same transaction (docs/decisions/280). What it holds is
// capped with every other open checkout's, of one product and from one client address (docs/decisions/470).
import {
  type CreateCheckoutBody,
  DEFAULT_LANGUAGE,
  MAX_LINE_QUANTITY,
  shopMoneyIn,
  taxLabelOf,
  taxOnNetCents,
} from '@atelier/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CheckoutLimits, HoldLimits } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, users } from '../../db/schema.ts';
import { Conflict, Invalid } from '../../shared/errors.ts';
import { isUuid } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { refusal } from '../../shared/refusals.ts';
import {
  giftCardLinesCents,
  holdPrepayment,
  type Prepayment,
  planPrepayment,
  prepaidCentsOf,
  prepayableCents,
  pricedGiftCardLines,
} from '../giftCards/index.ts';
import type { HostedCheckout, PaymentProvider } from '../payments/index.ts';
import { HOLD_MS, holdStock, releaseExpiredHolds, releaseHold, type WantedLine } from '../stock/index.ts';
import { taxationFor } from '../tax/index.ts';
import { deliveryFor } from './delivery.ts';
import { findOwnCheckoutSession } from './fulfilment.ts';
import { namedInLanguage } from './namedInLanguage.ts';
import { placePrepaidOrder, shippingAddressWhenPrepaid, withPrepaid } from './prepaidCheckout.ts';
import { priceCheckout } from './pricing.ts';

type CartLine = CreateCheckoutBody['products'][number];

type Caps = Pick<CheckoutLimits, 'maxQuantityPerLine' | 'maxLinesPerCheckout'>;

/** Where a checkout comes from and what it may hold, beside what its cart asks for. */
export interface CheckoutContext {
  caps: Caps;
  holdLimits: HoldLimits;
  /** The client address as the shop determines it behind its trusted proxies; an IPv6 one by its /64. */
  clientAddress: string;
  /** Where a checkout gift cards pay in full lands at once. */
  publicUrl: string;
}

/** The hosted page to pay on, and what gift cards and store credit pay (null when none was asked for). */
export interface OpenedCheckout {
  hosted: HostedCheckout;
  prepayment: (Prepayment & { dueCents: number }) | null;
}

/** How long a checkout holds its stock: as long as its page takes payment, or less for an account opened lately. */
function holdEndsAt(accountCreatedAt: Date, expiresAt: Date, { newAccountMs, newAccountHoldMs }: HoldLimits): Date {
  const now = Date.now();
  if (accountCreatedAt.getTime() <= now - newAccountMs) return expiresAt;
  return new Date(Math.min(expiresAt.getTime(), now + newAccountHoldMs));
}

/**
 * The same product in the same size twice in a cart is one line with the quantities added up; the caps hold for the
 * lines so merged, so that one account cannot take a shop's whole stock into one checkout.
 */
function mergeLines(lines: CartLine[], { maxQuantityPerLine, maxLinesPerCheckout }: Caps): WantedLine[] {
  const merged = new Map<string, WantedLine>();
  for (const line of lines) {
    if (!isUuid(line._id)) throw new Invalid(refusal('cart.unavailable'));
    const productId = line._id.toLowerCase();
    const size = line.size ?? null;
    const key = `${productId}:${size ?? ''}`;
    merged.set(key, { productId, size, quantity: (merged.get(key)?.quantity ?? 0) + line.quantity });
  }
  const wanted = [...merged.values()];
  // Past what any cart line may ask, the request's own limit answers, as it does for one line.
  if (wanted.some((line) => line.quantity > MAX_LINE_QUANTITY)) {
    throw new Invalid(`Quantity must be at most ${MAX_LINE_QUANTITY}`);
  }
  if (wanted.some((line) => line.quantity > maxQuantityPerLine)) {
    throw new Invalid(refusal('cart.quantityCap', { max: maxQuantityPerLine }));
  }
  if (wanted.length > maxLinesPerCheckout) {
    throw new Invalid(refusal('cart.linesCap', { max: maxLinesPerCheckout }));
  }
  return wanted;
}

/** The account's open checkouts, each stopped at its provider: those whose page now takes no payment, and those paid. */
async function stopOpenCheckouts(db: Db, payments: PaymentProvider, userId: string) {
  const open = await db
    .select({ id: checkoutSessions.id, providerSessionId: checkoutSessions.providerSessionId })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')));
  const stopped = { closed: new Set<string>(), paid: new Set<string>() };
  for (const { id, providerSessionId } of open) {
    // Without a provider id, another request of this account is still opening it.
    if (!providerSessionId) continue;
    const closed = await payments.cancelHostedCheckout(providerSessionId);
    stopped[closed ? 'closed' : 'paid'].add(id);
  }
  return stopped;
}

export async function createCheckoutSession(
  db: Db,
  payments: PaymentProvider,
  actor: Actor | null,
  body: CreateCheckoutBody,
  { caps, holdLimits, clientAddress, publicUrl }: CheckoutContext,
): Promise<OpenedCheckout> {
  const me = authorize(actor, 'create', 'checkout', body.userId);
  // Before anything is held: a country nobody delivers to changes nothing.
  const delivery = await deliveryFor(db, body.shippingCountry);
  const taxation = await taxationFor(db, delivery.country, delivery.zone);
  const cart = await pricedGiftCardLines(db, body.products, shopMoneyIn(taxation.currency));
  const wanted = mergeLines(cart.goods, caps);
  // Stock of abandoned checkouts comes back before this one asks for it, whether or not a sweep has run lately.
  await releaseExpiredHolds(db);
  // Before their stock is given back: a page still taking payment must not sell what it no longer holds.
  const stopped = await stopOpenCheckouts(db, payments, me.id);
  const expiresAt = new Date(Date.now() + HOLD_MS);
  const { stored: session, prepayment } = await db.transaction(async (tx) => {
    // One checkout of this account at a time gets past here, on whichever instance: the previous one's stock comes
    // back and this one's is taken as one change. The key-share lock an order's insert takes is not held up.
    const [account] = await tx
      .select({ createdAt: users.createdAt, language: users.language })
      .from(users)
      .where(eq(users.id, me.id))
      .for('no key update');
    const open = await tx
      .select({ id: checkoutSessions.id, heldLines: checkoutSessions.heldLines })
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, me.id), eq(checkoutSessions.status, 'open')));
    if (open.some(({ id }) => !stopped.closed.has(id) && !stopped.paid.has(id))) {
      // `lines`: nothing in the cart is short, as the storefront reads a 409.
      throw new Conflict(refusal('checkout.anotherOpening'), { lines: [] });
    }
    const previous = open.filter(({ id }) => stopped.closed.has(id));
    if (previous.length > 0) {
      await tx
        .update(checkoutSessions)
        .set({ status: 'cancelled', endedAt: sql`now()` })
        .where(
          inArray(
            checkoutSessions.id,
            previous.map(({ id }) => id),
          ),
        );
    }
    // The previous checkout's stock comes back and this one's is taken as one change.
    const hold = await holdStock(
      tx,
      wanted,
      previous.flatMap((checkout) => checkout.heldLines),
      { clientAddress, caps: holdLimits },
    );
    // Priced now, from the database: the page offers these prices and nothing the browser sends changes them.
    const language = body.language ?? account?.language ?? DEFAULT_LANGUAGE;
    const pricing = await namedInLanguage(
      tx,
      await priceCheckout(tx, me.id, body.code || undefined, hold.lines, cart.giftCards, delivery.methods, taxation),
      delivery.methods,
      language,
    );
    // After promotions, delivery and tax: gift cards and store credit pay what is then due, but for gift cards bought.
    const prepayment = await planPrepayment(tx, {
      codes: body.giftCards ?? [],
      useStoreCredit: body.useStoreCredit ?? false,
      userId: me.id,
      dueCents: prepayableCents(pricing.totalCents, giftCardLinesCents(pricing.lines), body),
    });
    // No payment page will ask where the goods go when nothing is left to pay: the checkout's body must say.
    const shippingAddress = shippingAddressWhenPrepaid(body.shippingAddress, {
      dueCents: pricing.totalCents - prepaidCentsOf(prepayment),
      delivered: hold.lines.length > 0,
      countries: delivery.countries,
    });
    const [stored] = await tx
      .insert(checkoutSessions)
      .values({
        userId: me.id,
        email: me.email,
        language,
        provider: payments.name,
        ...pricing,
        heldLines: hold.held,
        clientAddress,
        holdEndsAt: holdEndsAt(account?.createdAt ?? new Date(), expiresAt, holdLimits),
        expiresAt,
        shippingCountry: delivery.country,
        // A cart of gift cards alone ships nowhere: its page takes an address in any country served.
        shippingCountries: hold.lines.length > 0 ? delivery.countries : [],
        prepaidCents: prepaidCentsOf(prepayment),
        shippingAddress,
      })
      .returning();
    if (!stored) throw new Error('checkout session not stored');
    await holdPrepayment(tx, prepayment, stored.id);
    return { stored, prepayment };
  });
  const prepaid = prepayment && { ...prepayment, dueCents: session.totalCents - session.prepaidCents };
  if (prepaid?.dueCents === 0) {
    return { hosted: await placePrepaidOrder(db, payments, session, publicUrl), prepayment: prepaid };
  }
  let hosted: HostedCheckout;
  try {
    hosted = await payments.createHostedCheckout({
      checkoutId: session.id,
      lines: session.lines,
      currency: session.currency,
      // Tax inside the prices is not charged on top of them.
      taxCents: session.taxIncluded ? 0 : session.taxCents,
      taxLabel: taxLabelOf(session.taxLines),
      discount: withPrepaid(session),
      // Delivery's tax, when added to prices, is charged with the delivery the page offers.
      shippingOptions: session.shippingOptions.map((option) => ({
        ...option,
        priceCents: option.priceCents + addedShippingTaxCents(session, option.priceCents),
      })),
      shippingCountries: session.shippingCountries,
      customerEmail: me.email,
      language: session.language,
      expiresAt,
    });
  } catch (error) {
    // No page to pay on: nothing may stay held for it.
    await releaseHold(db, session.id, 'cancelled');
    throw error;
  }
  await db
    .update(checkoutSessions)
    .set({ providerSessionId: hosted.providerSessionId })
    .where(eq(checkoutSessions.id, session.id));
  return { hosted, prepayment: prepaid };
}

/** The tax a delivery adds to the total: none when prices hold their tax or delivery is not taxed. */
function addedShippingTaxCents(session: { taxIncluded: boolean; shippingTaxRate: number | null }, deliveryCents: number): number {
  return session.taxIncluded || session.shippingTaxRate === null ? 0 : taxOnNetCents(deliveryCents, session.shippingTaxRate);
}

const CHECKOUT_PAID = 'This checkout has been paid';

/** The customer leaves the hosted page without paying: the page stops taking payment and the stock comes back. */
export async function cancelCheckoutSession(
  db: Db,
  payments: PaymentProvider,
  actor: Actor | null,
  providerSessionId: string,
): Promise<void> {
  const session = await findOwnCheckoutSession(db, actor, providerSessionId, ['create', 'checkout']);
  if (session.status === 'paid') throw new Conflict(CHECKOUT_PAID);
  if (session.status !== 'open') return;
  if (!(await payments.cancelHostedCheckout(providerSessionId))) throw new Conflict(CHECKOUT_PAID);
  if (await releaseHold(db, session.id, 'cancelled')) return;
  // Something closed it since it was read: a payment that came first stands, and the customer is told so.
  const [closed] = await db
    .select({ status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, session.id));
  if (closed?.status === 'paid') throw new Conflict(CHECKOUT_PAID);
}
