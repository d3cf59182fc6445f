// One order as the customer sees it: its number, date, status timeline, lines with their sizes, totals, refunds, its
// invoice and credit notes, and address; while it is pending, the way to cancel it.
import { formatOrderNumber, type Order } from '@atelier/domain';
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { CancelOrderButton } from './CancelOrderButton';
import { OrderDocuments } from './OrderDocuments';
import { OrderLines } from './OrderLines';
import { OrderRefunds } from './OrderRefunds';
import { OrderStatusName } from './OrderStatusName';
import { OrderTimeline } from './OrderTimeline';
import { ShippingAddress } from './ShippingAddress';

export function OrderDetails({ order }: { order: Order }) {
  const translate = useTranslate();
  const placedOn = useFormatDate({ day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <article className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-line bg-cream/50 px-6 py-5 sm:px-8">
        <div>
          <p className="text-xs font-medium tracking-[0.2em] text-muted uppercase">{translate('order.label')}</p>
          <p className="mt-1 font-display text-3xl text-ink">{formatOrderNumber(order.number)}</p>
        </div>
        <dl className="flex gap-8 text-sm">
          <div>
            <dt className="text-muted">{translate('order.placed')}</dt>
            <dd>{placedOn(order.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-muted">{translate('order.status')}</dt>
            <dd>
              <OrderStatusName status={order.status} />
            </dd>
          </div>
        </dl>
      </header>
      <section aria-label={translate('order.progress')} className="px-6 py-8 sm:px-8">
        <OrderTimeline status={order.status} />
        <div className="mt-6 flex justify-end empty:hidden">
          <CancelOrderButton order={order} />
        </div>
      </section>
      <section aria-labelledby={`lines-${order._id}`} className="border-t border-line px-6 py-6 sm:px-8">
        <h2 id={`lines-${order._id}`} className="mb-2 text-xl">
          {translate('order.items')}
        </h2>
        <OrderLines order={order} buyer />
      </section>
      {order.refunds.length > 0 ? (
        <section aria-labelledby={`refunds-${order._id}`} className="border-t border-line px-6 py-6 sm:px-8">
          <h2 id={`refunds-${order._id}`} className="mb-2 text-xl">
            {translate('order.refunds')}
          </h2>
          <OrderRefunds refunds={order.refunds} />
        </section>
      ) : null}
      {order.invoice || order.creditNotes.length > 0 ? (
        <section aria-labelledby={`documents-${order._id}`} className="border-t border-line px-6 py-6 sm:px-8">
          <h2 id={`documents-${order._id}`} className="mb-2 text-xl">
            {translate('order.invoice')}
          </h2>
          <OrderDocuments order={order} />
        </section>
      ) : null}
      <section aria-labelledby={`address-${order._id}`} className="border-t border-line px-6 py-6 sm:px-8">
        <h2 id={`address-${order._id}`} className="mb-3 text-xl">
          {translate('order.shippingAddress')}
        </h2>
        <ShippingAddress address={order.shippingAddress} />
      </section>
    </article>
  );
}
