// The customer's store credit: what they may spend at checkout, and every change to it. Nothing shows without any.
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useGetStoreCreditQuery } from './api';

export function StoreCreditPanel() {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const formatDate = useFormatDate({ dateStyle: 'medium' });
  const { data } = useGetStoreCreditQuery();
  if (!data || data.entries.length === 0) return null;
  return (
    <section aria-labelledby="store-credit" className="mb-6 rounded-card border border-line bg-white p-6 shadow-card">
      <h2 id="store-credit" className="text-sm text-muted">
        {translate('account.storeCredit.title')}
      </h2>
      <p className="mt-1 font-display text-3xl text-ink lining-nums">{formatPrice(data.balance)}</p>
      <p className="mt-1 text-sm text-muted">{translate('account.storeCredit.howToSpend')}</p>
      <ul className="mt-4 divide-y divide-line text-sm">
        {data.entries
          .filter((entry) => entry.amount !== 0)
          .map((entry) => (
            <li key={entry._id} className="flex justify-between gap-4 py-2">
              <span>
                {translate('account.storeCredit.kind', { kind: entry.kind })} · {formatDate(entry.createdAt)}
              </span>
              <span className="tabular-nums text-ink">{formatPrice(entry.amount)}</span>
            </li>
          ))}
      </ul>
    </section>
  );
}
