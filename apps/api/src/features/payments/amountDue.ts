// What a hosted page charges for a session, with the delivery chosen on it: the goods as priced when it opened, the
// delivery, and their tax split by rate (decision 505).
import { DEFAULT_TAX_RATE, type TaxedTotalsCents, taxedTotalsCents } from '@atelier/domain';
import type { PricedLine } from '../../db/schema.ts';

/** The figures of a checkout fixed when it opened: its lines with their discounts and rates, and how they are taxed. */
interface PricedSession {
  lines: PricedLine[];
  taxIncluded: boolean;
  shippingTaxRate: number | null;
}

/** A session's totals with the delivery chosen; lines of sessions opened before tax settings pay the spec's 5 %. */
export function checkoutTotalsCents(session: PricedSession, deliveryCents: number): TaxedTotalsCents {
  return taxedTotalsCents({
    pricesIncludeTax: session.taxIncluded,
    lines: session.lines.map((line) => ({
      priceCents: line.priceCents,
      quantity: line.quantity,
      discountCents: line.discountCents ?? 0,
      rate: line.taxRate ?? DEFAULT_TAX_RATE,
    })),
    shippingCents: deliveryCents,
    shippingRate: session.shippingTaxRate,
  });
}

/** What a hosted page charges for a session with the delivery chosen on it. */
export function amountDueCents(session: PricedSession, deliveryCents: number): number {
  return checkoutTotalsCents(session, deliveryCents).totalCents;
}
