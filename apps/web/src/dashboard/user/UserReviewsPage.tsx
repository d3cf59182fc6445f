// The reviews the customer has written, each leading to its product.
import { RATING_MAX } from '@atelier/domain';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { ListState } from '../../components/ListState';
import { PageHeader } from '../../components/PageHeader';
import { useGetReviewsByUserQuery } from '../../features/reviews/api';
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useSignedInUser } from '../../shared/session/useSignedInUser';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

export default function UserReviewsPage() {
  const translate = useTranslate();
  const formatDate = useFormatDate({ dateStyle: 'medium' });
  useDocumentTitle(translate('account.reviews.title'));
  const user = useSignedInUser();
  const reviews = useGetReviewsByUserQuery(user._id);

  return (
    <>
      <PageHeader title={translate('account.reviews.title')} description={translate('account.reviews.description')} />
      <ListState query={reviews} emptyText={translate('account.reviews.none')}>
        {(list) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {list.map((review) => (
              <li key={review._id} className="flex flex-col rounded-card border border-line bg-white p-5 shadow-card">
                <div className="flex items-start justify-between gap-3">
                  <Link
                    to={`/shop/${review.productId}`}
                    className="font-display text-lg text-ink underline-offset-4 hover:text-accent hover:underline"
                  >
                    {review.productName}
                  </Link>
                  <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-ink">
                    <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
                    <span className="sr-only">{translate('account.reviews.rating')}</span>
                    {review.rating}/{RATING_MAX}
                  </span>
                </div>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">{review.comment}</p>
                {review.hidden ? <p className="mt-3 text-sm text-warning">{translate('account.reviews.hidden')}</p> : null}
                <p className="mt-4 text-xs uppercase tracking-wider text-muted">{formatDate(review.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}
