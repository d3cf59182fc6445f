// The admin's full order: lines with sizes and pictures, totals, refunds, where it ships, and every status it has had.
import { formatOrderNumber, isClosedOrderStatus, type Order } from '@atelier/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useGetOrderByIdQuery } from '../../features/orders/api';
import { OrderDocuments } from '../../features/orders/OrderDocuments';
import { OrderLines } from '../../features/orders/OrderLines';
import { RefundPanel } from '../../features/orders/RefundPanel';
import { ShippingAddress } from '../../features/orders/ShippingAddress';
import { StatusHistory } from '../../features/orders/StatusHistory';
import { adminOrderTone, statusLabel } from '../../features/orders/statusTones';
import { UpdateOrderStatusModal } from '../../features/orders/UpdateOrderStatusModal';
import { useGetOrderReturnsQuery } from '../../features/returns/api';
import { ReturnActions } from '../../features/returns/ReturnActions';
import { ReturnCard } from '../../features/returns/ReturnCard';
import { formatDate } from '../../shared/formatDate';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { OrderSection } from './OrderSection';

const linkClasses = 'inline-flex min-h-11 items-center text-sm font-medium text-accent underline-offset-4 hover:underline';

export default function AdminOrderPage() {
  useDocumentTitle('Order');
  const { orderId = '' } = useParams();
  const order = useGetOrderByIdQuery(orderId);
  return (
    <>
      <Link to="/dashboard/manage-orders" className={linkClasses}>
        ← All orders
      </Link>
      <QueryState query={order} emptyText="No order found!">
        {(found) => <OrderView order={found} />}
      </QueryState>
    </>
  );
}

function OrderView({ order }: { order: Order }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader
        title={`Order ${formatOrderNumber(order.number)}`}
        description={`Placed ${formatDate(order.createdAt)} by ${order.email}`}
        actions={
          <>
            <Link to={`/orders/${order._id}`} className={linkClasses}>
              Customer’s view
            </Link>
            {isClosedOrderStatus(order.status) ? null : (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit status
              </Button>
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OrderSection title="Items">
            <OrderLines order={order} />
          </OrderSection>
          <OrderSection title="Refunds">
            <RefundPanel order={order} />
          </OrderSection>
          <OrderReturnsSection orderId={order._id} />
        </div>
        <div className="space-y-6">
          <OrderSection title="Status">
            <p className="mb-4">
              <Badge tone={adminOrderTone(order.status)}>{statusLabel(order.status)}</Badge>
            </p>
            <StatusHistory changes={order.statusHistory} />
          </OrderSection>
          <OrderSection title="Shipping address">
            <ShippingAddress address={order.shippingAddress} />
          </OrderSection>
          <OrderSection title="Payment">
            {/* What the payment service knows the order by: for matching its records, never for people to say. */}
            <p className="text-sm text-muted">Reference</p>
            <p className="mt-1 text-sm text-ink wrap-anywhere">{order.orderId}</p>
          </OrderSection>
          {order.invoice || order.creditNotes.length > 0 ? (
            <OrderSection title="Invoice">
              <OrderDocuments order={order} />
            </OrderSection>
          ) : null}
        </div>
      </div>
      {editing ? <UpdateOrderStatusModal order={order} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

/** The order's returns, each with what an admin can do with it now; nothing when it has none. */
function OrderReturnsSection({ orderId }: { orderId: string }) {
  const { data: returns = [] } = useGetOrderReturnsQuery(orderId);
  if (returns.length === 0) return null;
  return (
    <OrderSection title="Returns">
      <div className="space-y-4">
        {returns.map((ret) => (
          <ReturnCard key={ret._id} ret={ret} actions={<ReturnActions ret={ret} />} />
        ))}
      </div>
    </OrderSection>
  );
}
