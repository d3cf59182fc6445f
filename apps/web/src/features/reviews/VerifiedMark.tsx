// "Verified purchase": the review's author bought the piece, as the server found in their orders.
import { BadgeCheck } from 'lucide-react';
import { useTranslate } from '../../shared/i18n/useTranslate';

export function VerifiedMark() {
  const translate = useTranslate();
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
      <BadgeCheck size={14} aria-hidden="true" />
      {translate('review.verified')}
    </span>
  );
}
