// Every order for the admin: status badges, a link to each full order, the status editor and deletion.
import type { Order } from '@atelier/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { DeleteButton } from '../../components/DeleteButton';
import { ListState } from '../../components/ListState';
import { PageHeader } from '../../components/PageHeader';
import { Table } from '../../components/Table';
import { useDeleteOrderMutation, useGetAllOrdersQuery } from '../../features/orders/api';
import { OrderExportForm } from '../../features/orders/OrderExportForm';
import { adminOrderTone, statusLabel } from '../../features/orders/statusTones';
import { UpdateOrderStatusModal } from '../../features/orders/UpdateOrderStatusModal';
import { formatDate } from '../../shared/formatDate';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

const COLUMNS = ['Order ID', 'Customer', 'Status', 'Date', 'Actions'] as const;

export default function ManageOrdersPage() {
  useDocumentTitle('Manage orders');
  const orders = useGetAllOrdersQuery();
  const [deleteOrder] = useDeleteOrderMutation();
  const [editing, setEditing] = useState<Order | null>(null);

  async function handleDelete(id: string) {
    try {
      await deleteOrder(id).unwrap();
    } catch (failure) {
      console.error('Deleting the order failed', failure);
    }
  }

  return (
    <>
      <PageHeader title="Manage Orders" description="Move orders along, from payment to delivery." />
      <OrderExportForm />
      <ListState query={orders} emptyText="No order found!">
        {(list) => (
          <Table
            label="Orders"
            columns={COLUMNS}
            rows={list.map((order) => ({
              key: order._id,
              cells: [
                <span key="id" className="font-medium text-ink">
                  {order.orderId}
                </span>,
                <span key="customer" className="text-muted">
                  {order.email}
                </span>,
                <Badge key="status" tone={adminOrderTone(order.status)}>
                  {statusLabel(order.status)}
                </Badge>,
                <span key="date" className="text-muted">
                  {formatDate(order.updatedAt)}
                </span>,
                <div key="actions" className="flex items-center gap-1">
                  <Link
                    to={`/dashboard/manage-orders/${order._id}`}
                    aria-label={`View order ${order.orderId}`}
                    className="inline-flex min-h-11 items-center px-3 text-sm font-medium text-accent underline-offset-4 hover:underline"
                  >
                    View
                  </Link>
                  <Button variant="ghost" size="sm" aria-label={`Edit order ${order.orderId}`} onClick={() => setEditing(order)}>
                    Edit
                  </Button>
                  <DeleteButton what={`order ${order.orderId}`} onDelete={() => void handleDelete(order._id)} />
                </div>,
              ],
            }))}
          />
        )}
      </ListState>
      {editing ? <UpdateOrderStatusModal order={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
