// The refunds of an order, oldest first: how much went back, for which lines, when, and (for the shop) who made it.
import type { Refund } from '@atelier/domain';
import type { MessageId } from '../../shared/i18n/messageId';
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';

const REASONS: Record<Refund['reason'], MessageId> = {
  refund: 'refunds.reason.refund',
  cancellation: 'refunds.reason.cancellation',
  provider: 'refunds.reason.provider',
  sold_out: 'refunds.reason.soldOut',
};

export function OrderRefunds({ refunds, showWho = false }: { refunds: Refund[]; showWho?: boolean }) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const refundedAt = useFormatDate({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  if (refunds.length === 0) return null;
  return (
    <ul aria-label={translate('order.refunds')} className="divide-y divide-line">
      {refunds.map((refund) => (
        <li key={refund._id} className="flex flex-wrap items-baseline justify-between gap-2 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-ink">
              {translate(REASONS[refund.reason])} · {refundedAt(refund.createdAt)}
            </p>
            <p className="text-muted">
              {refund.lines.length > 0
                ? refund.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')
                : translate('refunds.noLines')}
              {showWho && refund.refundedBy ? ` · ${translate('refunds.by', { name: refund.refundedBy })}` : ''}
            </p>
          </div>
          <p className="tabular-nums font-medium text-ink">−{formatPrice(refund.amount)}</p>
        </li>
      ))}
    </ul>
  );
}
