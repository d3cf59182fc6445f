// What a checkout charges, priced from the database when it opens: its lines priced and taxed for where they ship, the
// one discount it gets (decision 355) spread over them, their tax split by rate (decision 505), and each delivery
// method priced for the goods after the discount.
import { type Currency, shippingTaxRateOf, type TaxLineCents, taxedForDestination, taxedTotalsCents } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import type { PricedDeliveryMethod, PricedLine } from '../../db/schema.ts';
import { chooseDiscount } from '../promotions/index.ts';
import type { ShippingMethodRow } from '../shipping/index.ts';
import type { HeldLine } from '../stock/index.ts';
import type { ShopTaxation } from '../tax/index.ts';
import { cheapestOption, priceOptions } from './delivery.ts';

export interface CheckoutPricing {
  /** Each line at its price where it ships, with its share of the discount and its rate. */
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  /** The goods' tax: added to the total, or inside it when prices include tax. */
  taxCents: number;
  /** The goods' tax, one line per rate; delivery's is worked out once it is chosen. */
  taxLines: TaxLineCents[];
  taxIncluded: boolean;
  currency: Currency;
  /** The rate delivery pays; null when the shop does not tax delivery. */
  shippingTaxRate: number | null;
  /** With the cheapest delivery, which the payment page preselects. */
  totalCents: number;
  shippingOptions: PricedDeliveryMethod[];
  promotionId: string | null;
  promotionCode: string | null;
  promotionLabel: string | null;
}

/**
 * Prices held lines for `userId`, with the entered `code` if any, and the cart's gift card lines, which the discount
 * and delivery leave out and tax does not touch (decision 680): a cart of gift cards alone is delivered by mail. Throws the code's refusal when it does not hold, so
 * the transaction holding the stock rolls back with nothing held. Locks the promotions with a use limit: the session
 * stored in the same transaction holds its use.
 */
export async function priceCheckout(
  tx: Db,
  userId: string,
  code: string | undefined,
  heldLines: HeldLine[],
  giftCardLines: PricedLine[],
  deliveryMethods: ShippingMethodRow[],
  taxation: ShopTaxation,
): Promise<CheckoutPricing> {
  const methods = heldLines.length > 0 ? deliveryMethods : [];
  const lines = heldLines.map((line) => taxedForDestination(line, taxation));
  const goodsBeforeDiscount = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const shippingCents = cheapestOption(priceOptions(methods, goodsBeforeDiscount))?.priceCents ?? 0;
  const chosen = await chooseDiscount(tx, { userId, code, lines, shippingCents, now: new Date(), lock: true });
  const priced = [
    ...lines.map(({ category: _category, ...line }, index) => ({
      ...line,
      discountCents: chosen?.lineDiscountsCents[index] ?? 0,
    })),
    ...giftCardLines,
  ];
  const shippingTaxRate = shippingTaxRateOf(taxation);
  const goods = taxedTotalsCents({
    pricesIncludeTax: taxation.pricesIncludeTax,
    lines: priced.map((line) => ({ ...line, discountCents: line.discountCents ?? 0, rate: line.taxRate ?? 0 })),
    shippingCents: 0,
    shippingRate: null,
  });
  const offered = priceOptions(methods, goods.subtotalCents - goods.discountCents);
  const shippingOptions = chosen?.freeShipping ? offered.map((option) => ({ ...option, priceCents: 0 })) : offered;
  const withCheapest = taxedTotalsCents({
    pricesIncludeTax: taxation.pricesIncludeTax,
    lines: priced.map((line) => ({ ...line, discountCents: line.discountCents ?? 0, rate: line.taxRate ?? 0 })),
    shippingCents: cheapestOption(shippingOptions)?.priceCents ?? 0,
    shippingRate: shippingTaxRate,
  });
  return {
    lines: priced,
    subtotalCents: goods.subtotalCents,
    discountCents: goods.discountCents,
    taxCents: goods.taxCents,
    taxLines: goods.taxLines,
    taxIncluded: goods.taxIncluded,
    currency: taxation.currency,
    shippingTaxRate,
    totalCents: withCheapest.totalCents,
    shippingOptions,
    promotionId: chosen?.promotion.id ?? null,
    promotionCode: chosen?.entered ? chosen.promotion.code : null,
    promotionLabel: chosen?.promotion.label ?? null,
  };
}
