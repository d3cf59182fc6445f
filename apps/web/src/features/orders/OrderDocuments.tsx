// An order's invoice and credit notes, each a link to its PDF; nothing for an order that has none.
import type { Order } from '@atelier/domain';
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';

const linkClass =
  'inline-flex min-h-11 items-center font-medium text-accent underline underline-offset-4 hover:text-accent-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export function OrderDocuments({ order }: { order: Order }) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const issuedOn = useFormatDate({ day: 'numeric', month: 'long', year: 'numeric' });
  if (!order.invoice && order.creditNotes.length === 0) return null;
  return (
    <ul aria-label={translate('documents.label')} className="divide-y divide-line">
      {order.invoice ? (
        <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <a className={linkClass} href={order.invoice.url} target="_blank" rel="noopener">
            {translate('documents.invoice', { number: order.invoice.number })}
          </a>
          <span className="text-muted">{issuedOn(order.invoice.issuedAt)}</span>
        </li>
      ) : null}
      {order.creditNotes.map((note) => (
        <li key={note.number} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <a className={linkClass} href={note.url} target="_blank" rel="noopener">
            {translate('documents.creditNote', { number: note.number })}
          </a>
          <span className="text-muted">
            {issuedOn(note.issuedAt)} · <span className="tabular-nums">{formatPrice(note.amount)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
