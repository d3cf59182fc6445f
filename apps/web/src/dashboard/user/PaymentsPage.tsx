// What the customer has paid: the total net of refunds, and each payment with its order's status and what came back.
import { toCents, toDollars } from '@atelier/domain';
import { Badge } from '../../components/Badge';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';
import { useGetOrdersByEmailQuery } from '../../features/orders/api';
import { OrderStatusName } from '../../features/orders/OrderStatusName';
import { paymentTone } from '../../features/orders/statusTones';
import { StoreCreditPanel } from '../../features/storeCredit/StoreCreditPanel';
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useSignedInUser } from '../../shared/session/useSignedInUser';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

export default function PaymentsPage() {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const formatDate = useFormatDate({ dateStyle: 'medium' });
  useDocumentTitle(translate('nav.payments'));
  const user = useSignedInUser();
  const orders = useGetOrdersByEmailQuery(user.email);

  return (
    <>
      <PageHeader title={translate('nav.payments')} description={translate('account.payments.description')} />
      <StoreCreditPanel />
      <QueryState query={orders} emptyText={translate('orderPage.notFound')}>
        {(list) => (
          <div className="space-y-6">
            <div className="rounded-card border border-line bg-white p-6 shadow-card">
              <p className="text-sm text-muted">{translate('account.payments.totalPaid')}</p>
              <p className="mt-1 font-display text-3xl text-ink lining-nums">
                {formatPrice(
                  toDollars(list.reduce((sum, order) => sum + toCents(order.amount) - toCents(order.refundedAmount), 0)),
                )}
              </p>
            </div>
            {list.length === 0 ? (
              <p className="py-10 text-center text-muted">{translate('orderPage.notFound')}</p>
            ) : (
              <Table
                label={translate('nav.payments')}
                columns={[
                  translate('account.payments.orderId'),
                  translate('account.payments.date'),
                  translate('account.payments.amount'),
                  translate('account.payments.status'),
                ]}
                rows={list.map((order) => ({
                  key: order._id,
                  cells: [
                    <span key="id" className="font-medium text-ink">
                      {order.orderId}
                    </span>,
                    <span key="date" className="text-muted">
                      {formatDate(order.createdAt)}
                    </span>,
                    <span key="amount" className="text-ink">
                      {formatPrice(order.amount)}
                      {order.refundedAmount > 0 ? (
                        <span className="block text-xs text-muted">
                          {translate('account.payments.refunded', { amount: formatPrice(order.refundedAmount) })}
                        </span>
                      ) : null}
                    </span>,
                    <Badge key="status" tone={paymentTone(order.status)}>
                      <OrderStatusName status={order.status} />
                    </Badge>,
                  ],
                }))}
              />
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
