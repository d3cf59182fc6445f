// Automatic promotions as the storefront shows them: a label on the products each covers while it runs. Zod-free: the
// product cards in the first download show it.
import type { Category } from './constants.ts';

/**
 * An automatic promotion switched on, as the storefront shows it on the products it covers (GET
 * /api/promotions/automatic). Its dates come along so the page shows it only while it runs, whatever time a copy of
 * the answer was made.
 */
export interface AutomaticPromotion {
  label: string;
  categories: Category[];
  startsAt: string | null;
  endsAt: string | null;
}

/** Whether an automatic promotion runs at `now` (its use limit is the server's to check). */
export function runsAt(promotion: Pick<AutomaticPromotion, 'startsAt' | 'endsAt'>, now: Date): boolean {
  const time = now.getTime();
  return (
    (promotion.startsAt === null || Date.parse(promotion.startsAt) <= time) &&
    (promotion.endsAt === null || Date.parse(promotion.endsAt) > time)
  );
}

/** The label of the first automatic promotion running at `now` that covers `category`. */
export function automaticLabelFor(promotions: readonly AutomaticPromotion[], category: Category, now: Date): string | undefined {
  return promotions.find(
    (promotion) => runsAt(promotion, now) && (promotion.categories.length === 0 || promotion.categories.includes(category)),
  )?.label;
}
