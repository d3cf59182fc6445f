// The customer's store credit: what they may spend at checkout, and every change to it. Nothing shows without any.
import { formatDate } from '../../shared/formatDate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useGetStoreCreditQuery } from './api';

const KIND_NAMES: Record<string, string> = {
  refund: 'Refund',
  adjustment: 'From the shop',
  hold: 'Held at checkout',
  release: 'Given back',
  spend: 'Spent',
  expiry: 'Expired',
  issue: 'Added',
};

export function StoreCreditPanel() {
  const formatPrice = useFormatPrice();
  const { data } = useGetStoreCreditQuery();
  if (!data || data.entries.length === 0) return null;
  return (
    <section aria-labelledby="store-credit" className="mb-6 rounded-card border border-line bg-white p-6 shadow-card">
      <h2 id="store-credit" className="text-sm text-muted">
        Store credit
      </h2>
      <p className="mt-1 font-display text-3xl text-ink lining-nums">{formatPrice(data.balance)}</p>
      <p className="mt-1 text-sm text-muted">Tick “Use my store credit” at checkout to spend it.</p>
      <ul className="mt-4 divide-y divide-line text-sm">
        {data.entries
          .filter((entry) => entry.amount !== 0)
          .map((entry) => (
            <li key={entry._id} className="flex justify-between gap-4 py-2">
              <span>
                {KIND_NAMES[entry.kind] ?? entry.kind} · {formatDate(entry.createdAt)}
              </span>
              <span className="tabular-nums text-ink">{formatPrice(entry.amount)}</span>
            </li>
          ))}
      </ul>
    </section>
  );
}
