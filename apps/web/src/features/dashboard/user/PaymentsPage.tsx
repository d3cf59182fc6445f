// What the customer has paid: the total and each payment with its order's status.
import { formatPrice } from '@atelier/domain';
import { errorMessage } from '../../../app/api';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Badge } from '../../../components/Badge';
import { LoadingState } from '../../../components/LoadingState';
import { Table } from '../../../components/Table';
import { useGetOrdersByEmailQuery } from '../api/orders';
import { formatDate } from '../formatDate';
import { PageHeader } from '../PageHeader';
import { paymentTone, statusLabel } from '../statusTones';
import { useSignedInUser } from '../useSignedInUser';

const COLUMNS = ['Order ID', 'Date', 'Amount', 'Status'] as const;

export default function PaymentsPage() {
  useDocumentTitle('Payments');
  const user = useSignedInUser();
  const { data: orders, isLoading, error } = useGetOrdersByEmailQuery(user.email);
  const totalPaid = (orders ?? []).reduce((sum, order) => sum + order.amount, 0);

  return (
    <>
      <PageHeader title="Payments" description="Every card payment you have made." />
      {isLoading ? (
        <LoadingState />
      ) : error ? (
        <p role="alert" className="text-danger">{`Error: ${errorMessage(error)}`}</p>
      ) : (
        <div className="space-y-6">
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <p className="text-sm text-muted">Total paid</p>
            <p className="mt-1 font-display text-3xl text-ink">{formatPrice(totalPaid)}</p>
          </div>
          {!orders?.length ? (
            <p className="py-10 text-center text-muted">No order found!</p>
          ) : (
            <Table
              label="Payments"
              columns={COLUMNS}
              rows={orders.map((order) => ({
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
                  </span>,
                  <Badge key="status" tone={paymentTone(order.status)}>
                    {statusLabel(order.status)}
                  </Badge>,
                ],
              }))}
            />
          )}
        </div>
      )}
    </>
  );
}
