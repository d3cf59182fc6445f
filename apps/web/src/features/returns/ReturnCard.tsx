// One return as its customer and the shop see it: its status, what it sends back and why, every step it took, and
// once received, what went back to the card and which order sends the new size.
import type { Return } from '@atelier/domain';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../components/Badge';
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { RETURN_REASON_TEXTS, RETURN_STATUS_TEXTS } from './returnTexts';

const TONES: Record<Return['status'], BadgeTone> = {
  requested: 'warning',
  approved: 'info',
  received: 'indigo',
  closed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

export function ReturnCard({ ret, actions, orderLink }: { ret: Return; actions?: React.ReactNode; orderLink?: string }) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const when = useFormatDate({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return (
    // It can take the focus, for the screens that hand it a return just asked for or moved.
    <article
      aria-label={translate('returns.card', { number: ret.orderNumber })}
      data-return-id={ret._id}
      tabIndex={-1}
      className="rounded-card border border-line bg-white p-4 text-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-ink">
          {orderLink ? (
            <Link to={orderLink} className="text-accent underline underline-offset-4">
              {translate('returns.order', { number: ret.orderNumber })}
            </Link>
          ) : (
            translate('returns.askedOn', { date: when(ret.createdAt) })
          )}
        </p>
        <Badge tone={TONES[ret.status]}>
          <span className="capitalize">{translate(RETURN_STATUS_TEXTS[ret.status])}</span>
        </Badge>
      </header>
      <ul className="mt-3 space-y-1" aria-label={translate('returns.lines')}>
        {ret.lines.map((line) => (
          <li key={line._id}>
            {line.quantity} × {line.name}
            {line.size ? ` (${line.size})` : ''} · {translate(RETURN_REASON_TEXTS[line.reason])} ·{' '}
            {line.exchangeSize ? translate('returns.exchangeFor', { size: line.exchangeSize }) : translate('returns.moneyBack')}
            {line.receivedQuantity === null ? '' : ` · ${translate('returns.arrived', { count: line.receivedQuantity })}`}
          </li>
        ))}
      </ul>
      {ret.note ? <p className="mt-2 text-muted">{translate('returns.note', { note: ret.note })}</p> : null}
      {ret.refundedAmount > 0 ? (
        <p className="mt-2 font-medium text-ink">{translate('returns.refunded', { amount: formatPrice(ret.refundedAmount) })}</p>
      ) : null}
      {ret.replacementOrderId ? (
        <p className="mt-2">
          <Link to={`/orders/${ret.replacementOrderId}`} className="font-medium text-accent underline underline-offset-4">
            {translate('returns.replacement')}
          </Link>
        </p>
      ) : null}
      <ol aria-label={translate('returns.history')} className="mt-3 space-y-0.5 text-muted">
        {ret.history.map((change) => (
          <li key={`${change.status}-${change.changedAt}`}>
            <span className="capitalize">{translate(RETURN_STATUS_TEXTS[change.status])}</span> · {when(change.changedAt)}
            {change.note ? ` · ${change.note}` : ''}
          </li>
        ))}
      </ol>
      {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
