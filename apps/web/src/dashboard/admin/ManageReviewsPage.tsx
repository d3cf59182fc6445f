// Every review, newest first, hidden ones too: an admin hides one from shoppers and its product's rating, or shows it
// again.
import type { AdminReview } from '@atelier/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { QueryState } from '../../components/QueryState';
import { Stars } from '../../components/Stars';
import { Table } from '../../components/Table';
import { useGetAllReviewsQuery, useSetReviewHiddenMutation } from '../../features/reviews/api';
import { ReviewStatusBadge } from '../../features/reviews/ReviewStatusBadge';
import { VerifiedMark } from '../../features/reviews/VerifiedMark';
import { errorMessage } from '../../shared/api/errors';
import { formatDate } from '../../shared/formatDate';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

// Few columns, the rating over the comment and the date under the author, so Hide shows without scrolling sideways.
const COLUMNS = ['Product', 'Customer', 'Review', 'Status', 'Actions'] as const;

export default function ManageReviewsPage() {
  useDocumentTitle('Reviews');
  const [page, setPage] = useState(1);
  const reviews = useGetAllReviewsQuery(page);
  const [setReviewHidden] = useSetReviewHiddenMutation();

  async function setHidden(review: AdminReview, hidden: boolean) {
    try {
      await setReviewHidden({ review, hidden }).unwrap();
      toast.success(hidden ? 'Review hidden from the shop' : 'Review shown in the shop again');
    } catch (error) {
      toast.error(`Error: ${errorMessage(error)}`);
    }
  }

  return (
    <>
      <PageHeader
        title="Reviews"
        description="A hidden review leaves its product's page and rating until you show it again; its author still sees it."
      />
      <QueryState query={reviews} emptyText="No reviews yet." isEmpty={(found) => found.reviews.length === 0}>
        {({ reviews: list, totalPages }) => (
          <div className="flex flex-col gap-4">
            <Table
              label="Reviews"
              columns={COLUMNS}
              rows={list.map((review) => {
                const about = `review by ${review.userId.username} of ${review.productName}`;
                return {
                  key: review._id,
                  cells: [
                    <Link
                      key="product"
                      to={`/shop/${review.productId}`}
                      className="block font-medium text-ink hover:underline sm:max-w-48 sm:whitespace-normal"
                    >
                      {review.productName}
                    </Link>,
                    <span key="customer" className="flex flex-col items-end gap-0.5 sm:items-start">
                      {review.userId.username}
                      {review.verified ? <VerifiedMark /> : null}
                      <span className="text-xs text-muted">{formatDate(review.createdAt)}</span>
                    </span>,
                    <span key="review" className="flex flex-col items-end gap-1 sm:max-w-64 sm:items-start sm:whitespace-normal">
                      <Stars rating={review.rating} size={14} />
                      <span className="line-clamp-2 text-muted" title={review.comment}>
                        {review.comment || '—'}
                      </span>
                    </span>,
                    <ReviewStatusBadge key="status" hidden={review.hidden} />,
                    <Button
                      key="actions"
                      variant={review.hidden ? 'secondary' : 'danger'}
                      size="sm"
                      aria-label={`${review.hidden ? 'Show' : 'Hide'} ${about}`}
                      onClick={() => void setHidden(review, !review.hidden)}
                    >
                      {review.hidden ? 'Show' : 'Hide'}
                    </Button>,
                  ],
                };
              })}
            />
            {totalPages > 1 ? (
              <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Review pages" />
            ) : null}
          </div>
        )}
      </QueryState>
    </>
  );
}
