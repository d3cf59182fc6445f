// Beside a product's stars: how many reviews it has and how many of them are by buyers, "12 reviews · 9 verified".
import type { Review } from '@atelier/domain';
import { useTranslate } from '../../shared/i18n/useTranslate';

export function ReviewCounts({ reviews }: { reviews: readonly Review[] }) {
  const translate = useTranslate();
  if (reviews.length === 0) return null;
  const verified = reviews.filter((review) => review.verified).length;
  return (
    // A 44 px touch target that takes no more room beside the stars than its line of text.
    <a
      href="#reviews-title"
      className="-my-3 inline-flex min-h-11 items-center text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
    >
      {translate('review.counts', { count: reviews.length, verified })}
    </a>
  );
}
