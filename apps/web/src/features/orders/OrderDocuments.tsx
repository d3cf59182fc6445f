// An order's invoice and credit notes, each a link to its PDF; nothing for an order that has none.
import type { Order } from '@atelier/domain';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';

const issuedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const linkClass =
  'inline-flex min-h-11 items-center font-medium text-accent underline underline-offset-4 hover:text-accent-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export function OrderDocuments({ order }: { order: Order }) {
  const formatPrice = useFormatPrice();
  if (!order.invoice && order.creditNotes.length === 0) return null;
  return (
    <ul aria-label="Invoice and credit notes" className="divide-y divide-line">
      {order.invoice ? (
        <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <a className={linkClass} href={order.invoice.url} target="_blank" rel="noopener">
            Invoice {order.invoice.number}
          </a>
          <span className="text-muted">{issuedOn.format(new Date(order.invoice.issuedAt))}</span>
        </li>
      ) : null}
      {order.creditNotes.map((note) => (
        <li key={note.number} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <a className={linkClass} href={note.url} target="_blank" rel="noopener">
            Credit note {note.number}
          </a>
          <span className="text-muted">
            {issuedOn.format(new Date(note.issuedAt))} · <span className="tabular-nums">{formatPrice(note.amount)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
