// Opening a checkout: the cart is priced from the database, stored as a session, then handed to the payment provider.
import { type CreateCheckoutBody, MAX_LINE_QUANTITY, totalsCents } from '@atelier/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, type PricedLine, products } from '../../db/schema.ts';
import { Invalid } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { type Actor, authorize } from '../../permissions.ts';
import type { HostedCheckout, PaymentProvider } from './providers/provider.ts';

type CartLine = CreateCheckoutBody['products'][number];

/** The same product twice in a cart is one line with the quantities added up. */
function mergeLines(lines: CartLine[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of lines) {
    if (!isUuid(line._id)) throw new Invalid('Some products in your cart are no longer available');
    const id = line._id.toLowerCase();
    const quantity = (quantities.get(id) ?? 0) + line.quantity;
    if (quantity > MAX_LINE_QUANTITY) throw new Invalid(`Quantity must be at most ${MAX_LINE_QUANTITY}`);
    quantities.set(id, quantity);
  }
  return quantities;
}

async function priceLines(db: Db, quantities: Map<string, number>): Promise<PricedLine[]> {
  const ids = [...quantities.keys()];
  const rows = await db
    .select({ id: products.id, name: products.name, priceCents: products.priceCents, image: products.image })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const product = byId.get(id);
    if (!product) throw new Invalid('Some products in your cart are no longer available');
    return {
      productId: id,
      name: product.name,
      priceCents: product.priceCents,
      quantity: quantities.get(id) ?? 0,
      image: product.image,
    };
  });
}

export async function createCheckoutSession(
  db: Db,
  payments: PaymentProvider,
  actor: Actor | null,
  body: CreateCheckoutBody,
): Promise<HostedCheckout> {
  const me = authorize(actor, 'create', 'checkout', body.userId);
  const lines = await priceLines(db, mergeLines(body.products));
  const { subtotalCents, taxCents, totalCents } = totalsCents(lines);
  const [session] = await db
    .insert(checkoutSessions)
    .values({
      userId: me.id,
      email: me.email,
      provider: payments.name,
      lines,
      subtotalCents,
      taxCents,
      totalCents,
    })
    .returning({ id: checkoutSessions.id });
  if (!session) throw new Error('checkout session not stored');
  const hosted = await payments.createHostedCheckout({ checkoutId: session.id, lines, taxCents, customerEmail: me.email });
  await db
    .update(checkoutSessions)
    .set({ providerSessionId: hosted.providerSessionId })
    .where(eq(checkoutSessions.id, session.id));
  return hosted;
}
