// The customer's orders, newest first as the server sends them, each leading to its status timeline.
import { formatOrderNumber } from '@atelier/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/Badge';
import { ListState } from '../../components/ListState';
import { PageHeader } from '../../components/PageHeader';
import { useGetOrdersByEmailQuery } from '../../features/orders/api';
import { OrderStatusName } from '../../features/orders/OrderStatusName';
import { orderListTone } from '../../features/orders/statusTones';
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useSignedInUser } from '../../shared/session/useSignedInUser';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

export default function UserOrdersPage() {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const formatDate = useFormatDate({ dateStyle: 'medium' });
  useDocumentTitle(translate('account.orders.title'));
  const user = useSignedInUser();
  const orders = useGetOrdersByEmailQuery(user.email);

  return (
    <>
      <PageHeader title={translate('account.orders.title')} description={translate('account.orders.description')} />
      <ListState query={orders} emptyText={translate('orderPage.notFound')}>
        {(list) => (
          <ul className="space-y-3">
            {list.map((order) => (
              <li key={order._id}>
                <Link
                  to={`/orders/${order._id}`}
                  className="group flex flex-wrap items-center gap-x-6 gap-y-3 rounded-card border border-line bg-white p-5 shadow-card transition-colors hover:border-ink"
                >
                  <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                    <p className="truncate font-medium text-ink">
                      {translate('account.orders.order', { number: formatOrderNumber(order.number) })}
                    </p>
                    <p className="mt-1 text-sm text-muted">
                      {formatDate(order.createdAt)} · {translate('account.orders.items', { count: order.products.length })}
                    </p>
                  </div>
                  <Badge tone={orderListTone(order.status)}>
                    <OrderStatusName status={order.status} />
                  </Badge>
                  <p className="ml-auto font-medium text-ink sm:ml-0 sm:w-24 sm:text-right">{formatPrice(order.amount)}</p>
                  <ChevronRight
                    aria-hidden="true"
                    className="size-5 text-muted transition-transform group-hover:translate-x-0.5"
                  />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}
