// A rating shown as five stars, read out as "Rated 4.5 out of 5".
import { RATING_MAX } from '@atelier/domain';
import { Star } from 'lucide-react';

interface StarsProps {
  rating: number;
  size?: number;
  className?: string;
}

/** How much of star `index` (0-based) is filled: 0, 50 or 100 percent, rounded to the nearest half star. */
function fillPercent(rating: number, index: number): number {
  const halves = Math.round(Math.min(Math.max(rating, 0), RATING_MAX) * 2);
  return Math.min(Math.max(halves - index * 2, 0), 2) * 50;
}

export function Stars({ rating, size = 16, className = '' }: StarsProps) {
  const label = `Rated ${Math.round(rating * 10) / 10} out of ${RATING_MAX}`;
  return (
    <span role="img" aria-label={label} className={`inline-flex items-center gap-0.5 text-ink ${className}`}>
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const percent = fillPercent(rating, index);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
          <span key={index} className="relative inline-block" style={{ width: size, height: size }} aria-hidden="true">
            <Star size={size} className="absolute inset-0 text-sand" fill="currentColor" strokeWidth={0} />
            {percent > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${percent}%` }}>
                <Star size={size} fill="currentColor" strokeWidth={0} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
