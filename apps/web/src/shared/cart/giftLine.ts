// A gift card as the storefront sells it: the amounts a gift card product offers, and what a cart line of one carries
// to the shop (`giftCard` on the line, in create-checkout-session and POST /api/promotions/apply).
import type { GiftCardLine, GiftCardOffer } from '@atelier/domain';

/** Who a gift card line is for, and for how much (in the shop's major units); `sendAt` is an ISO date and time. */
export type GiftCardDetails = GiftCardLine;
export type { GiftCardOffer };

/** Two gift lines are one when every detail matches: another recipient, amount or message is another line. */
export function sameGift(a: GiftCardDetails | undefined, b: GiftCardDetails | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.amount === b.amount &&
    a.recipientName === b.recipientName &&
    a.recipientEmail.toLowerCase() === b.recipientEmail.toLowerCase() &&
    (a.message ?? '') === (b.message ?? '') &&
    (a.sendAt ?? '') === (b.sendAt ?? '')
  );
}

/** Whether a custom amount is offered. */
export const offersCustomAmount = (offer: GiftCardOffer) => offer.customMin !== undefined && offer.customMax !== undefined;
