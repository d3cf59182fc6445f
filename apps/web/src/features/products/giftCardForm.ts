// The gift card part of the product form: whether the product is a gift card, its fixed amounts as typed ("25, 50,
// 100") and the optional limits of a custom amount, and how they become the body's `giftCard`.
import type { GiftCardOffer } from '../../shared/cart/giftLine';

export interface GiftCardFormValues {
  giftCard: boolean;
  giftAmounts: string;
  giftCustomMin: string;
  giftCustomMax: string;
}

export const EMPTY_GIFT_CARD_FORM: GiftCardFormValues = {
  giftCard: false,
  giftAmounts: '',
  giftCustomMin: '',
  giftCustomMax: '',
};

export function giftCardFormValues(offer: GiftCardOffer | undefined): GiftCardFormValues {
  if (!offer) return EMPTY_GIFT_CARD_FORM;
  return {
    giftCard: true,
    giftAmounts: offer.amounts.join(', '),
    giftCustomMin: offer.customMin === undefined ? '' : String(offer.customMin),
    giftCustomMax: offer.customMax === undefined ? '' : String(offer.customMax),
  };
}

/** The amounts typed, in order; a word that is no number is sent as it is, for the server to refuse by name. */
const typedAmounts = (typed: string) =>
  typed
    .split(/[\s,;]+/)
    .filter((word) => word !== '')
    .map(Number);

/** The body's `giftCard`, and its price: the lowest amount it sells, as the shop lists it. */
export function giftCardFields(values: GiftCardFormValues): { giftCard: GiftCardOffer; price: number } {
  const amounts = typedAmounts(values.giftAmounts);
  const custom =
    values.giftCustomMin.trim() !== '' || values.giftCustomMax.trim() !== ''
      ? { customMin: Number(values.giftCustomMin), customMax: Number(values.giftCustomMax) }
      : {};
  const giftCard = { amounts, ...custom };
  return { giftCard, price: Math.min(...amounts, custom.customMin ?? Number.POSITIVE_INFINITY) };
}
