// A cart's gift card lines (decision 680): each buys one card of an amount its product offers, for a recipient. They
// are priced from the product, carry no tax and no share of a discount, need no stock and no delivery, and gift cards
// or store credit never pay for them.
import { type GiftCardLine, offersAmount, type ShopMoney } from '@atelier/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PricedLine, products } from '../../db/schema.ts';
import { Invalid } from '../../shared/errors.ts';
import { isUuid } from '../../shared/ids.ts';
import { refusal } from '../../shared/refusals.ts';
import { toGiftCardOffer } from '../products/index.ts';

interface CartLine {
  _id: string;
  quantity: number;
  giftCard?: GiftCardLine | undefined;
}

export const NOT_AVAILABLE = 'Some products in your cart are no longer available';

/** A gift card line, priced: one card, untaxed, undiscounted, with whom it goes to. */
export type GiftCardPricedLine = PricedLine & Required<Pick<PricedLine, 'giftCard'>>;

export const isGiftCardLine = (line: PricedLine): line is GiftCardPricedLine => line.giftCard !== undefined;

/** What the cart's gift card lines come to; gift cards and store credit pay only the rest. */
export const giftCardLinesCents = (lines: readonly PricedLine[]) =>
  lines.filter(isGiftCardLine).reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

/**
 * Splits a cart into its goods and its gift card lines, the latter priced from their products. A line naming a gift
 * card without `giftCard`, or `giftCard` on another product, answers 400, as does an amount the card does not offer.
 */
export async function pricedGiftCardLines<Line extends CartLine>(
  db: Db,
  lines: readonly Line[],
  money: ShopMoney,
  now = new Date(),
): Promise<{ goods: Line[]; giftCards: GiftCardPricedLine[] }> {
  const ids = [...new Set(lines.map((line) => line._id.toLowerCase()))];
  const offers = ids.every(isUuid)
    ? await db
        .select({
          id: products.id,
          name: products.name,
          translations: products.translations,
          image: products.image,
          giftCard: products.giftCard,
        })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const giftCardProducts = new Map(offers.filter((row) => row.giftCard !== null).map((row) => [row.id, row]));
  const goods: Line[] = [];
  const giftCards: GiftCardPricedLine[] = [];
  for (const line of lines) {
    const product = giftCardProducts.get(line._id.toLowerCase());
    if (!line.giftCard) {
      if (product) {
        throw new Invalid(refusal('giftCard.chooseAmount', { name: { name: product.name, translations: product.translations } }));
      }
      goods.push(line);
      continue;
    }
    if (!product?.giftCard) {
      const known = offers.some((row) => row.id === line._id.toLowerCase());
      throw new Invalid(known ? 'Only a gift card line takes giftCard' : NOT_AVAILABLE);
    }
    if (line.quantity !== 1) throw new Invalid(refusal('giftCard.oneCardPerLine'));
    const offer = toGiftCardOffer(product.giftCard, money);
    if (!offersAmount(offer, line.giftCard.amount)) throw new Invalid(`${product.name} is not sold for ${line.giftCard.amount}`);
    giftCards.push({
      productId: product.id,
      name: product.name,
      size: null,
      priceCents: money.toMinor(line.giftCard.amount),
      quantity: 1,
      image: product.image,
      discountCents: 0,
      taxRate: 0,
      giftCard: {
        recipientName: line.giftCard.recipientName,
        recipientEmail: line.giftCard.recipientEmail,
        message: line.giftCard.message || null,
        sendAt: line.giftCard.sendAt ? new Date(line.giftCard.sendAt).toISOString() : now.toISOString(),
      },
    });
  }
  return { goods, giftCards };
}

/**
 * What gift cards and store credit may pay: the total less the gift card lines. Asking them to pay a cart of gift cards
 * alone answers 400 rather than taking nothing unseen.
 */
export function prepayableCents(
  totalCents: number,
  giftCardsCents: number,
  asked: { giftCards?: string[] | undefined; useStoreCredit?: boolean | undefined },
): number {
  const payable = totalCents - giftCardsCents;
  const askedToPay = (asked.giftCards?.length ?? 0) > 0 || asked.useStoreCredit === true;
  if (askedToPay && payable === 0 && giftCardsCents > 0) throw new Invalid(refusal('giftCard.paidWithPrepayment'));
  return payable;
}
