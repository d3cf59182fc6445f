// The automatic promotions switched on, whose labels product cards and pages show ("−20% at checkout"). Kept beside
// the shop's settings for the same reason: the cards are in the first download, which carries no data layer
// (docs/decisions/152). The promotions query fills it (features/promotions/api.ts); a page's HTML hands it over.
import { type AutomaticPromotion, automaticLabelFor, type Category } from '@atelier/domain';
import type { Action } from 'redux';

export type AutomaticPromotionsState = AutomaticPromotion[];

export const automaticPromotionsReceived = (payload: AutomaticPromotion[]) => ({
  type: 'shop/automaticPromotionsReceived' as const,
  payload,
});

export function automaticPromotionsReducer(
  state: AutomaticPromotionsState | undefined,
  anyAction: Action,
): AutomaticPromotionsState {
  const action = anyAction as ReturnType<typeof automaticPromotionsReceived>;
  if (action.type === 'shop/automaticPromotionsReceived') return action.payload;
  return state ?? [];
}

/** The label of the automatic promotion running now that covers `category`, if any. */
export const selectPromotionLabel = (category: Category) => (state: { automaticPromotions: AutomaticPromotionsState }) =>
  automaticLabelFor(state.automaticPromotions, category, new Date());

/** Whether an automatic promotion running now covers any of these categories: the cart then asks what it takes off. */
export const selectCoversAny = (categories: readonly Category[]) => (state: { automaticPromotions: AutomaticPromotionsState }) =>
  categories.some((category) => automaticLabelFor(state.automaticPromotions, category, new Date()) !== undefined);
