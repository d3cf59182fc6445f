// Gift cards as things the shop sells: a product offering fixed amounts and, optionally, any amount between two limits
// (`giftCard` on a product), and a cart line buying one for someone (`giftCard` on a cart line). Amounts are in the
// shop's currency (major units); the API keeps minor units inside.
import { z } from 'zod';
import { MAX_PRICE_CENTS } from './constants.ts';
import { requiredText } from './fields.ts';

const MAX_AMOUNT = MAX_PRICE_CENTS / 100;
/** How many fixed amounts one gift card product may offer. */
export const MAX_GIFT_CARD_AMOUNTS = 10;
/** How far ahead a bought gift card's mail may be sent. */
export const MAX_GIFT_CARD_SEND_DAYS = 366;
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 500;

const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .gt(0, `${label} must be greater than 0`)
    .lt(MAX_AMOUNT, `${label} must be below ${MAX_AMOUNT.toLocaleString('en-US')}`);

/** A gift card product's amounts: `{ amounts: [25, 50, 100], customMin?, customMax? }`. */
export const giftCardOfferField = z
  .object(
    {
      amounts: z
        .array(amount('Each gift card amount'), { error: 'Gift card amounts must be a list of numbers' })
        .max(MAX_GIFT_CARD_AMOUNTS, `A gift card offers at most ${MAX_GIFT_CARD_AMOUNTS} amounts`)
        .refine((amounts) => new Set(amounts).size === amounts.length, 'Each gift card amount may be listed once'),
      customMin: amount('The smallest custom amount').optional(),
      customMax: amount('The largest custom amount').optional(),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'giftCard must be { amounts, customMin?, customMax? }' : undefined) },
  )
  .strict()
  .refine((offer) => (offer.customMin === undefined) === (offer.customMax === undefined), {
    message: 'Give both customMin and customMax for a custom amount, or neither',
  })
  .refine((offer) => offer.customMin === undefined || offer.customMax === undefined || offer.customMin < offer.customMax, {
    message: 'customMin must be below customMax',
  })
  .refine((offer) => offer.amounts.length > 0 || offer.customMin !== undefined, {
    message: 'A gift card needs at least one amount or a custom amount',
  });
export type GiftCardOffer = z.infer<typeof giftCardOfferField>;

/** Whether `value` (major units) is one a gift card product sells. */
export function offersAmount(offer: GiftCardOffer, value: number): boolean {
  if (offer.amounts.includes(value)) return true;
  return offer.customMin !== undefined && offer.customMax !== undefined && value >= offer.customMin && value <= offer.customMax;
}

/** The cheapest card a product sells: the price it is listed, sorted and filtered at. */
export const lowestGiftCardAmount = (offer: GiftCardOffer) => Math.min(...offer.amounts, offer.customMin ?? Infinity);

/** A cart line buying a gift card: `giftCard: { amount, recipientName, recipientEmail, message?, sendAt? }`. */
export const giftCardLineField = z
  .object(
    {
      amount: amount('Gift card amount'),
      recipientName: requiredText("Recipient's name", 100),
      recipientEmail: z
        .string({ error: "Recipient's email is required" })
        .trim()
        .pipe(z.email({ error: 'Enter a valid email for the recipient' }).max(254)),
      message: z
        .string({ error: 'Message must be text' })
        .trim()
        .max(GIFT_CARD_MESSAGE_MAX_LENGTH, `Message must be at most ${GIFT_CARD_MESSAGE_MAX_LENGTH} characters`)
        .optional(),
      /** When the recipient's mail goes out; now when absent. */
      sendAt: z.iso
        .datetime({ offset: true, error: 'sendAt must be a date and time, e.g. 2026-12-24T09:00:00Z' })
        .refine(
          (value) => Date.parse(value) <= Date.now() + MAX_GIFT_CARD_SEND_DAYS * 24 * 60 * 60_000,
          'A gift card can be sent at most a year ahead',
        )
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'invalid_type'
          ? 'giftCard must be { amount, recipientName, recipientEmail, message?, sendAt? }'
          : undefined,
    },
  )
  .strict();
export type GiftCardLine = z.infer<typeof giftCardLineField>;

/** A gift card line of an order, as its buyer sees it: whom it goes to and whether its mail has gone. */
export interface OrderGiftCard {
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  sendAt: string;
  /** Once its mail has gone, the recipient's email can no longer change. */
  sent: boolean;
}

/** `PATCH /api/orders/{id}/lines/{lineId}/gift-card`: the buyer sends the card to another address before it goes. */
export const giftCardRecipientBody = z
  .object({
    recipientEmail: z
      .string({ error: "Recipient's email is required" })
      .trim()
      .pipe(z.email({ error: 'Enter a valid email for the recipient' }).max(254)),
  })
  .strict();
