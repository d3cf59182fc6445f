// Opening a checkout: the cart is priced from the database and its stock held, stored as a session, then handed to the
// payment provider; and cancelling one, which gives its stock back.
import { type CreateCheckoutBody, MAX_LINE_QUANTITY, totalsCents } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema.ts';
import { Conflict, Invalid } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { type Actor, authorize } from '../../permissions.ts';
import { findOwnCheckoutSession } from './fulfilment.ts';
import { HOLD_MS, holdStock, releaseExpiredHolds, releaseHold, type WantedLine } from './holds.ts';
import type { HostedCheckout, PaymentProvider } from './providers/provider.ts';

type CartLine = CreateCheckoutBody['products'][number];

/** The same product in the same size twice in a cart is one line with the quantities added up. */
function mergeLines(lines: CartLine[]): WantedLine[] {
  const merged = new Map<string, WantedLine>();
  for (const line of lines) {
    if (!isUuid(line._id)) throw new Invalid('Some products in your cart are no longer available');
    const productId = line._id.toLowerCase();
    const size = line.size ?? null;
    const key = `${productId}:${size ?? ''}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity;
    if (quantity > MAX_LINE_QUANTITY) throw new Invalid(`Quantity must be at most ${MAX_LINE_QUANTITY}`);
    merged.set(key, { productId, size, quantity });
  }
  return [...merged.values()];
}

export async function createCheckoutSession(
  db: Db,
  payments: PaymentProvider,
  actor: Actor | null,
  body: CreateCheckoutBody,
): Promise<HostedCheckout> {
  const me = authorize(actor, 'create', 'checkout', body.userId);
  const wanted = mergeLines(body.products);
  // Stock of abandoned checkouts comes back before this one asks for it, whether or not a sweep has run lately.
  await releaseExpiredHolds(db);
  const expiresAt = new Date(Date.now() + HOLD_MS);
  const session = await db.transaction(async (tx) => {
    const lines = await holdStock(tx, wanted);
    const { subtotalCents, taxCents, totalCents } = totalsCents(lines);
    const [stored] = await tx
      .insert(checkoutSessions)
      .values({ userId: me.id, email: me.email, provider: payments.name, lines, subtotalCents, taxCents, totalCents, expiresAt })
      .returning();
    if (!stored) throw new Error('checkout session not stored');
    return stored;
  });
  let hosted: HostedCheckout;
  try {
    hosted = await payments.createHostedCheckout({
      checkoutId: session.id,
      lines: session.lines,
      taxCents: session.taxCents,
      customerEmail: me.email,
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
  return hosted;
}

/** The customer leaves the hosted page without paying: the page stops taking payment and the stock comes back. */
export async function cancelCheckoutSession(
  db: Db,
  payments: PaymentProvider,
  actor: Actor | null,
  providerSessionId: string,
): Promise<void> {
  const session = await findOwnCheckoutSession(db, actor, providerSessionId, ['create', 'checkout']);
  if (session.status === 'paid') throw new Conflict('This checkout has been paid');
  if (session.status !== 'open') return;
  if (!(await payments.cancelHostedCheckout(providerSessionId))) throw new Conflict('This checkout has been paid');
  await releaseHold(db, session.id, 'cancelled');
}
