// The refunds of an order, oldest first: how much went back, for which lines, when, and (for the shop) who made it.
import type { Refund } from '@atelier/domain';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';

const refundedAt = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const REASONS: Record<Refund['reason'], string> = {
  refund: 'Refund',
  cancellation: 'Cancellation',
  provider: 'Refund at the payment service',
  sold_out: 'Sold out while paying',
};

export function OrderRefunds({ refunds, showWho = false }: { refunds: Refund[]; showWho?: boolean }) {
  const formatPrice = useFormatPrice();
  if (refunds.length === 0) return null;
  return (
    <ul aria-label="Refunds" className="divide-y divide-line">
      {refunds.map((refund) => (
        <li key={refund._id} className="flex flex-wrap items-baseline justify-between gap-2 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-ink">
              {REASONS[refund.reason]} · {refundedAt.format(new Date(refund.createdAt))}
            </p>
            <p className="text-muted">
              {refund.lines.length > 0
                ? refund.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')
                : 'No lines named'}
              {showWho && refund.refundedBy ? ` · by ${refund.refundedBy}` : ''}
            </p>
          </div>
          <p className="tabular-nums font-medium text-ink">−{formatPrice(refund.amount)}</p>
        </li>
      ))}
    </ul>
  );
}
