// A rating shown as five stars, read out as "Rated 4.5 out of 5". One small SVG draws the star once and places it
// ten times (five empty, five filled and cut at the rating), instead of ten full icons: a shop page shows dozens.
import { RATING_MAX } from '@atelier/domain';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslate } from '../shared/i18n/useTranslate';

interface StarsProps {
  rating: number;
  size?: number;
  className?: string;
}

const GAP = 2;

/** The rating rounded to the nearest half star, in halves (0 to 10). */
function halfStars(rating: number): number {
  return Math.round(Math.min(Math.max(rating, 0), RATING_MAX) * 2);
}

export function Stars({ rating, size = 16, className = '' }: StarsProps) {
  // React's ids hold characters an SVG reference cannot; the id stays unique without them.
  const id = useId().replace(/[^\w-]/g, '');
  const translate = useTranslate();
  const label = translate('stars.label', { rating: Math.round(rating * 10) / 10, max: RATING_MAX });
  const step = size + GAP;
  const width = RATING_MAX * step - GAP;
  const halves = halfStars(rating);
  const filledWidth = Math.floor(halves / 2) * step + (halves % 2) * (size / 2);
  const positions = Array.from({ length: RATING_MAX }, (_, index) => index * step);
  const stars = (tone: string) =>
    positions.map((x) => <use key={x} href={`#${id}-star`} x={x} width={size} height={size} className={tone} />);

  return (
    <svg role="img" aria-label={label} width={width} height={size} viewBox={`0 0 ${width} ${size}`} className={className}>
      <defs>
        <symbol id={`${id}-star`} viewBox="0 0 24 24">
          <Star fill="currentColor" strokeWidth={0} />
        </symbol>
        <clipPath id={`${id}-filled`}>
          <rect width={filledWidth} height={size} />
        </clipPath>
      </defs>
      <g data-part="empty">{stars('text-sand')}</g>
      <g data-part="filled" clipPath={`url(#${id}-filled)`}>
        {stars('text-ink')}
      </g>
    </svg>
  );
}
