// The review form a signed-in customer writes in. Nothing is checked here (SPEC §5): what is typed is sent, and the
// server answers. Its code loads only when a customer is signed in: a rendered page is a visitor's (ReviewForm).
import type { User } from '@atelier/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { errorMessage } from '../../shared/api/errors';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { toast } from '../../shared/toast';
import { usePostReviewMutation } from './api';
import { RatingPicker } from './RatingPicker';

export default function ReviewWriter({ productId, user }: { productId: string; user: User }) {
  const translate = useTranslate();
  const [postReview, { isLoading }] = usePostReviewMutation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await postReview({ comment, rating, userId: user._id, productId }).unwrap();
      toast.success(translate('review.posted'));
      setComment('');
      setRating(0);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5 rounded-card bg-cream p-6">
      <h3 className="text-xl text-ink">{translate('review.write')}</h3>
      <RatingPicker value={rating} onChange={setRating} />
      <div className="flex flex-col gap-2">
        <label htmlFor="review-comment" className="text-sm font-medium text-ink">
          {translate('review.yours')}
        </label>
        <textarea
          id="review-comment"
          rows={4}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className="rounded-md border border-line bg-ivory px-3 py-2 text-ink placeholder:text-muted focus:border-ink"
          placeholder={translate('review.placeholder')}
        />
      </div>
      <Button type="submit" busy={isLoading} className="self-start">
        {isLoading ? translate('review.posting') : translate('review.post')}
      </Button>
    </form>
  );
}
