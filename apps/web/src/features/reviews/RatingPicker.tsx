// Picks a rating of 1 to 5 stars: a radio group, so arrow keys move between the stars.
import { RATING_MAX } from '@atelier/domain';
import { Star } from 'lucide-react';
import { useTranslate } from '../../shared/i18n/useTranslate';

interface RatingPickerProps {
  value: number;
  onChange: (rating: number) => void;
}

const RATINGS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

export function RatingPicker({ value, onChange }: RatingPickerProps) {
  const translate = useTranslate();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-ink">{translate('review.rating')}</legend>
      <div className="flex">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className="grid size-11 cursor-pointer place-items-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            <span className="sr-only">{translate('review.stars', { rating })}</span>
            <Star
              size={26}
              aria-hidden="true"
              strokeWidth={1.5}
              className={rating <= value ? 'fill-ink text-ink' : 'fill-none text-muted'}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
