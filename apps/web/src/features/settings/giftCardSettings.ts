// The shop's gift card expiry as the Gift cards section edits it: a number of years as typed, empty for never. An API
// that predates it answers none: never.

export interface GiftCardSettings {
  giftCardExpiryYears?: number | null;
}

export interface GiftCardDraft {
  expiryYears: string;
}

export function toGiftCardDraft({ giftCardExpiryYears }: GiftCardSettings): GiftCardDraft {
  return { expiryYears: giftCardExpiryYears == null ? '' : String(giftCardExpiryYears) };
}

/**
 * Empty is never; a number is sent as one. Anything else is sent as typed, for the server to refuse with its reason
 * rather than be saved as never.
 */
export function toGiftCardSettings({ expiryYears }: GiftCardDraft): { giftCardExpiryYears: number | null } {
  const typed = expiryYears.trim();
  if (typed === '') return { giftCardExpiryYears: null };
  const years = Number(typed);
  return { giftCardExpiryYears: Number.isFinite(years) ? years : (typed as unknown as number) };
}
