// One order as the customer sees it: its number, date, status timeline, lines and total.
import { cartTotals, formatPrice, type Order, toCents, toDollars } from '@atelier/domain';
import { OrderTimeline } from './OrderTimeline';

const placedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function OrderDetails({ order }: { order: Order }) {
  const subtotal = cartTotals(order.products).totalPrice;
  // The amount paid includes the tax; older or edited orders may not split evenly, so the tax is what remains.
  const tax = toDollars(Math.max(0, toCents(order.amount) - toCents(subtotal)));
  return (
    <article className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-line bg-cream/50 px-6 py-5 sm:px-8">
        <div>
          <p className="text-xs font-medium tracking-[0.2em] text-muted uppercase">Order</p>
          <p className="mt-1 font-mono text-lg break-all">{order.orderId}</p>
        </div>
        <dl className="flex gap-8 text-sm">
          <div>
            <dt className="text-muted">Placed</dt>
            <dd>{placedOn.format(new Date(order.createdAt))}</dd>
          </div>
          <div>
            <dt className="text-muted">Status</dt>
            <dd className="capitalize">{order.status}</dd>
          </div>
        </dl>
      </header>
      <section aria-label="Order progress" className="px-6 py-8 sm:px-8">
        <OrderTimeline status={order.status} />
      </section>
      <section aria-labelledby={`lines-${order._id}`} className="border-t border-line px-6 py-6 sm:px-8">
        <h2 id={`lines-${order._id}`} className="mb-2 text-xl">
          Items
        </h2>
        <ul className="divide-y divide-line">
          {order.products.map((line) => (
            <li key={`${line.productId}-${line.name}`} className="flex items-center gap-4 py-4">
              {line.image ? (
                <img
                  src={line.image}
                  alt={line.name}
                  width={56}
                  height={70}
                  loading="lazy"
                  className="h-[70px] w-14 shrink-0 rounded-md bg-sand object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="font-medium">{line.name}</p>
                <p className="text-sm text-muted">
                  {line.quantity} × {formatPrice(line.price)}
                </p>
              </div>
              <p className="tabular-nums">{formatPrice(line.price * line.quantity)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-2 border-t border-line pt-4 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted">Subtotal</dt>
            <dd className="tabular-nums">{formatPrice(subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted">Tax</dt>
            <dd className="tabular-nums">{formatPrice(tax)}</dd>
          </div>
          <div className="flex justify-between pt-2 text-lg font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatPrice(order.amount)}</dd>
          </div>
        </dl>
      </section>
    </article>
  );
}
