// A checkout's delivery priced again for its shipping address's country, when the cart's estimate was made for a
// country of another zone (decision 495): the goods, their discount and tax stay as they were fixed; the offered
// methods become the new zone's active ones, priced for the same goods, free if the checkout's promotion makes them so.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, promotions } from '../../db/schema.ts';
import { amountDueCents, type Undeliverable } from '../payments/index.ts';
import { activeMethodsOfZone, countriesOfZone, zoneOfCountry } from '../shipping/index.ts';
import { cheapestOption, priceOptions } from './delivery.ts';

type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

async function givesFreeDelivery(db: Db, promotionId: string | null): Promise<boolean> {
  if (!promotionId) return false;
  const [promotion] = await db.select({ kind: promotions.kind }).from(promotions).where(eq(promotions.id, promotionId));
  return promotion?.kind === 'free_shipping';
}

/**
 * The open session with delivery priced for `country`, or why it cannot be: a country no zone holds, or whose zone
 * offers no method. A session closed meanwhile is answered as it now stands.
 */
export async function redeliver(
  db: Db,
  session: CheckoutSessionRow,
  country: string,
): Promise<CheckoutSessionRow | Undeliverable> {
  const zone = await zoneOfCountry(db, country);
  if (!zone) return 'no zone';
  const methods = await activeMethodsOfZone(db, zone.id);
  if (methods.length === 0) return 'no method';
  const offered = priceOptions(methods, session.subtotalCents - session.discountCents);
  const free = await givesFreeDelivery(db, session.promotionId);
  const shippingOptions = free ? offered.map((option) => ({ ...option, priceCents: 0 })) : offered;
  const [moved] = await db
    .update(checkoutSessions)
    .set({
      shippingCountry: country,
      shippingCountries: await countriesOfZone(db, zone.id),
      shippingOptions,
      totalCents: amountDueCents(session, cheapestOption(shippingOptions)?.priceCents ?? 0),
    })
    .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')))
    .returning();
  if (moved) return moved;
  const [now] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
  return now ?? session;
}
