// What a checkout charges, priced from the database when it opens: its lines, the one discount it gets (decision 355)
// spread over them, tax on the subtotal after the discount, and each delivery method priced for the goods after it.
import { discountedTotalsCents } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import type { PricedDeliveryMethod, PricedLine } from '../../db/schema.ts';
import { chooseDiscount } from '../promotions/index.ts';
import type { ShippingMethodRow } from '../shipping/index.ts';
import type { HeldLine } from '../stock/index.ts';
import { cheapestOption, priceOptions } from './delivery.ts';

export interface CheckoutPricing {
  /** Each line with its share of the discount. */
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  /** With the cheapest delivery, which the payment page preselects. */
  totalCents: number;
  shippingOptions: PricedDeliveryMethod[];
  promotionId: string | null;
  promotionCode: string | null;
  promotionLabel: string | null;
}

/**
 * Prices held lines for `userId`, with the entered `code` if any. Throws the code's refusal when it does not hold, so
 * the transaction holding the stock rolls back with nothing held. Locks the promotions with a use limit: the session
 * stored in the same transaction holds its use.
 */
export async function priceCheckout(
  tx: Db,
  userId: string,
  code: string | undefined,
  lines: HeldLine[],
  methods: ShippingMethodRow[],
): Promise<CheckoutPricing> {
  const undiscounted = discountedTotalsCents(lines, []);
  const shippingCents = cheapestOption(priceOptions(methods, undiscounted.subtotalCents))?.priceCents ?? 0;
  const chosen = await chooseDiscount(tx, { userId, code, lines, shippingCents, now: new Date(), lock: true });
  const lineDiscounts = chosen?.lineDiscountsCents ?? [];
  const totals = discountedTotalsCents(lines, lineDiscounts);
  const goodsCents = totals.subtotalCents - totals.discountCents;
  const offered = priceOptions(methods, goodsCents);
  const shippingOptions = chosen?.freeShipping ? offered.map((option) => ({ ...option, priceCents: 0 })) : offered;
  return {
    lines: lines.map(({ category: _category, ...line }, index) => ({ ...line, discountCents: lineDiscounts[index] ?? 0 })),
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents + (cheapestOption(shippingOptions)?.priceCents ?? 0),
    shippingOptions,
    promotionId: chosen?.promotion.id ?? null,
    promotionCode: chosen?.entered ? chosen.promotion.code : null,
    promotionLabel: chosen?.promotion.label ?? null,
  };
}
