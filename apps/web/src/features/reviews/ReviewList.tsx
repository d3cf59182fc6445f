import type { Review } from '@atelier/domain';
import { Stars } from '../../components/Stars';
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { VerifiedMark } from './VerifiedMark';

// In one time zone wherever it runs: the server renders the product page and the browser takes it over, and the two
// must write the same date (a visitor's own zone could make it a day apart and the page be drawn again).
const DATE_FORMAT = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

export function ReviewList({ reviews }: { reviews: Review[] }) {
  const translate = useTranslate();
  const formatDate = useFormatDate(DATE_FORMAT);
  if (reviews.length === 0) return <p className="text-muted">{translate('review.none')}</p>;
  return (
    <ul className="divide-y divide-line">
      {reviews.map((review) => (
        <li key={review._id} className="py-6 first:pt-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-ink">{review.userId.username}</p>
            <time dateTime={review.createdAt} className="text-sm text-muted">
              {formatDate(review.createdAt)}
            </time>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <Stars rating={review.rating} size={14} />
            {review.verified && <VerifiedMark />}
          </div>
          {review.comment && <p className="mt-3 whitespace-pre-line text-ink">{review.comment}</p>}
        </li>
      ))}
    </ul>
  );
}
