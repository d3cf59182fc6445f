// One return as its customer and the shop see it: its status, what it sends back and why, every step it took, and
// once received, what went back to the card and which order sends the new size.
import { RETURN_REASON_LABELS, type Return } from '@atelier/domain';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../components/Badge';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';

const TONES: Record<Return['status'], BadgeTone> = {
  requested: 'warning',
  approved: 'info',
  received: 'indigo',
  closed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function ReturnCard({ ret, actions, orderLink }: { ret: Return; actions?: React.ReactNode; orderLink?: string }) {
  const formatPrice = useFormatPrice();
  return (
    // It can take the focus, for the screens that hand it a return just asked for or moved.
    <article
      aria-label={`Return of order #${ret.orderNumber}`}
      data-return-id={ret._id}
      tabIndex={-1}
      className="rounded-card border border-line bg-white p-4 text-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-ink">
          {orderLink ? (
            <Link to={orderLink} className="text-accent underline underline-offset-4">
              Order #{ret.orderNumber}
            </Link>
          ) : (
            `Asked ${when.format(new Date(ret.createdAt))}`
          )}
        </p>
        <Badge tone={TONES[ret.status]}>
          <span className="capitalize">{ret.status}</span>
        </Badge>
      </header>
      <ul className="mt-3 space-y-1" aria-label="Lines sent back">
        {ret.lines.map((line) => (
          <li key={line._id}>
            {line.quantity} × {line.name}
            {line.size ? ` (${line.size})` : ''} · {RETURN_REASON_LABELS[line.reason]} ·{' '}
            {line.exchangeSize ? `exchange for size ${line.exchangeSize}` : 'money back'}
            {line.receivedQuantity === null ? '' : ` · ${line.receivedQuantity} arrived`}
          </li>
        ))}
      </ul>
      {ret.note ? <p className="mt-2 text-muted">“{ret.note}”</p> : null}
      {ret.refundedAmount > 0 ? <p className="mt-2 font-medium text-ink">Refunded {formatPrice(ret.refundedAmount)}</p> : null}
      {ret.replacementOrderId ? (
        <p className="mt-2">
          <Link to={`/orders/${ret.replacementOrderId}`} className="font-medium text-accent underline underline-offset-4">
            See the replacement order
          </Link>
        </p>
      ) : null}
      <ol aria-label="Return history" className="mt-3 space-y-0.5 text-muted">
        {ret.history.map((change) => (
          <li key={`${change.status}-${change.changedAt}`}>
            <span className="capitalize">{change.status}</span> · {when.format(new Date(change.changedAt))}
            {change.note ? ` · ${change.note}` : ''}
          </li>
        ))}
      </ol>
      {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
