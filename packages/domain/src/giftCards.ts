// Gift cards and store credit as the API takes and shows them (POST /api/gift-cards/check, the admin's /api/gift-cards
// routes, GET /api/store-credit, POST /api/users/{id}/store-credit) and what checkout adds to its answers when either
// pays part of it. Money is in the shop's currency (major units).
import { z } from 'zod';
import { DEFAULT_API_PAGE_SIZE } from './constants.ts';
import { requiredText } from './fields.ts';
import { pagingQuery } from './products.ts';

/** How many gift cards one checkout may use. */
export const MAX_GIFT_CARDS_PER_CHECKOUT = 5;

export const giftCardCode = z
  .string({ error: 'Code must be text' })
  .trim()
  .min(1, 'Enter a gift card code')
  .max(40, 'Code must be at most 40 characters');

/** What create-checkout-session and POST /api/promotions/apply take beside the cart, to pay part of it. */
export const prepaymentFields = {
  giftCards: z
    .array(giftCardCode, { error: 'giftCards must be a list of codes' })
    .max(MAX_GIFT_CARDS_PER_CHECKOUT, `At most ${MAX_GIFT_CARDS_PER_CHECKOUT} gift cards can be used on one order`)
    .optional(),
  useStoreCredit: z.boolean({ error: 'useStoreCredit must be true or false' }).optional(),
};

export const REFUND_DESTINATIONS = ['card', 'storeCredit'] as const;
/** Where a refund or a received return's money goes (`to`). */
export const refundDestinationField = z.enum(REFUND_DESTINATIONS, { error: 'to must be card or storeCredit' });
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** What gift cards and store credit pay of a checkout, and what is left to pay by card. */
export interface PrepaymentAnswer {
  giftCards: { last4: string; amount: number }[];
  storeCredit: number;
  due: number;
}

export const giftCardCheckBody = z.object({ code: giftCardCode });

export interface GiftCardBalance {
  balance: number;
  last4: string;
  expiresAt: string | null;
}

/** Its cap is the shop's currency's (priceCaps.ts), checked where the amount is written. */
const amountField = (label: string) => z.number({ error: `${label} must be a number` });
const reasonField = requiredText('Reason', 500);

export const issueGiftCardBody = z.object({
  amount: amountField('Amount').refine((value) => value > 0, 'Amount must be more than 0'),
  recipientEmail: z.email({ error: 'Enter a valid email' }),
  recipientName: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
  reason: reasonField,
});

/** An adjustment or a change of store credit: positive adds, negative takes. */
export const balanceChangeBody = z.object({
  amount: amountField('Amount').refine((value) => value !== 0, 'Amount must not be 0'),
  reason: reasonField,
});

export const giftCardsQuery = z
  .object({
    ...pagingQuery,
    /** The last 4 characters of a code, or part of the recipient's email. */
    q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  })
  .transform((q) => ({ ...q, page: q.page ?? 1, limit: q.limit ?? DEFAULT_API_PAGE_SIZE }));
export type GiftCardsQuery = z.output<typeof giftCardsQuery>;

export const BALANCE_ENTRY_KINDS = ['issue', 'hold', 'release', 'spend', 'refund', 'adjustment', 'expiry'] as const;
export type BalanceEntryKind = (typeof BALANCE_ENTRY_KINDS)[number];

/** One row of a card's or an account's history: what it changed, by whom (null: the shop), why and when. */
export interface BalanceEntryAnswer {
  _id: string;
  kind: BalanceEntryKind;
  amount: number;
  held: number;
  orderId: string | null;
  by: string | null;
  reason: string;
  createdAt: string;
}

export interface GiftCardAnswer {
  _id: string;
  last4: string;
  balance: number;
  held: number;
  recipientName: string | null;
  recipientEmail: string | null;
  orderId: string | null;
  sendAt: string;
  expiresAt: string | null;
  disabled: boolean;
  createdAt: string;
}

export interface GiftCardPage {
  giftCards: GiftCardAnswer[];
  totalPages: number;
  totalGiftCards: number;
}

export interface StoreCreditAnswer {
  balance: number;
  entries: BalanceEntryAnswer[];
}
