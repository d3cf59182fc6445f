// A product page's reviews: what customers wrote, and the form to add one (or the way to log in). Links only until a
// customer signs in, so the product page loads this after its first screen (ProductPage).
import type { Review } from '@atelier/domain';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';

export default function ProductReviews({ productId, reviews }: { productId: string; reviews: Review[] }) {
  const translate = useTranslate();
  return (
    <section
      aria-labelledby="reviews-title"
      className="mt-20 grid items-start gap-10 border-t border-line pt-16 lg:grid-cols-2 lg:gap-16"
    >
      <div>
        <h2 id="reviews-title" className="mb-8 text-3xl text-ink">
          {translate('product.reviews')} <span className="text-muted">({reviews.length})</span>
        </h2>
        <ReviewList reviews={reviews} />
      </div>
      <ReviewForm productId={productId} />
    </section>
  );
}
