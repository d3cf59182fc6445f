// Every order for the admin, 20 to a page: found by number or by the days they were placed, status badges, totals, a
// link to each full order, the status editor and deletion; orders ticked print their packing slips. What is shown lives
// in the address, so Back returns to it.
import { ADMIN_ORDERS_PAGE_SIZE, formatOrderNumber, type Order } from '@atelier/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { DeleteButton } from '../../components/DeleteButton';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';
import { PrintPackingSlips } from '../../features/invoices/PrintPackingSlips';
import { useDeleteOrderMutation, useGetAllOrdersQuery } from '../../features/orders/api';
import { daysRunBackwards, type OrderDays, OrderExportForm } from '../../features/orders/OrderExportForm';
import { OrderNumberSearch } from '../../features/orders/OrderNumberSearch';
import { adminOrderTone, statusLabel } from '../../features/orders/statusTones';
import { UpdateOrderStatusModal } from '../../features/orders/UpdateOrderStatusModal';
import { formatDate } from '../../shared/formatDate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { pageRange } from './pageRange';
import { useShownPage } from './shownPage';

const COLUMNS = ['Order', 'Order ID', 'Customer', 'Status', 'Total', 'Date', 'Actions'] as const;

/** The address's query with `changes` made: an empty value or page 1 leaves its key out; any other change, the page. */
function withChanges(current: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(current);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === '' || (key === 'page' && value === '1')) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export default function ManageOrdersPage() {
  const formatPrice = useFormatPrice();
  useDocumentTitle('Manage orders');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '', 10) || 1);
  const number = search.get('number') ?? '';
  const days: OrderDays = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  // Days running backwards list nothing; the form says why.
  const orders = useGetAllOrdersQuery(
    daysRunBackwards(days) ? skipToken : { page, limit: ADMIN_ORDERS_PAGE_SIZE, number, ...days },
  );
  const shownPage = useShownPage(page, orders.currentData !== undefined);
  const [deleteOrder] = useDeleteOrderMutation();
  const [editing, setEditing] = useState<Order | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  /** Changes what the address says is shown; a new search starts again from its first page. */
  function show(changes: Record<string, string>) {
    setSearch((current) => withChanges(current, changes));
  }

  const totalPages = orders.data?.totalPages ?? 1;
  // Deleting the last order of the last page leaves that page empty: step back to the new last page.
  useEffect(() => {
    if (orders.data && totalPages > 0 && page > totalPages)
      setSearch((current) => withChanges(current, { page: String(totalPages) }));
  }, [orders.data, page, totalPages, setSearch]);

  async function handleDelete(id: string) {
    try {
      await deleteOrder(id).unwrap();
    } catch (failure) {
      console.error('Deleting the order failed', failure);
    }
  }

  return (
    <>
      <PageHeader
        title="Manage Orders"
        description="Move orders along, from payment to delivery. Orders are numbered in the order they are paid; a deleted order keeps its number, and the database may skip a few after a crash or a restore from a backup, so the list can miss a number."
      />
      <OrderNumberSearch number={number} onSearch={(typed) => show({ number: typed })} />
      <OrderExportForm days={days} onDaysChange={(chosen) => show({ ...chosen })} />
      <PrintPackingSlips orderIds={[...selected]} />
      <QueryState query={orders} emptyText="No order found!" isEmpty={(listing) => listing.orders.length === 0}>
        {(listing) => {
          const { from, to } = pageRange(shownPage, ADMIN_ORDERS_PAGE_SIZE, listing.totalOrders);
          return (
            <>
              <Table
                label="Orders"
                columns={COLUMNS}
                rows={listing.orders.map((order) => {
                  const named = `order ${formatOrderNumber(order.number)}`;
                  return {
                    key: order._id,
                    cells: [
                      <label
                        key="number"
                        className="inline-flex min-h-11 items-center gap-2 font-medium whitespace-nowrap text-ink"
                      >
                        <input
                          type="checkbox"
                          aria-label={`Select ${named}`}
                          checked={selected.has(order._id)}
                          onChange={(event) => toggle(order._id, event.target.checked)}
                          className="size-4 accent-accent"
                        />
                        {formatOrderNumber(order.number)}
                      </label>,
                      <span key="id" className="text-xs break-all text-muted">
                        {order.orderId}
                      </span>,
                      <span key="customer" className="text-muted">
                        {order.email}
                      </span>,
                      <Badge key="status" tone={adminOrderTone(order.status)}>
                        {statusLabel(order.status)}
                      </Badge>,
                      <span key="total" className="whitespace-nowrap text-ink tabular-nums">
                        {formatPrice(order.amount)}
                      </span>,
                      <span key="date" className="whitespace-nowrap text-muted">
                        {formatDate(order.updatedAt)}
                      </span>,
                      <div key="actions" className="flex items-center gap-1">
                        <Link
                          to={`/dashboard/manage-orders/${order._id}`}
                          aria-label={`View ${named}`}
                          className="inline-flex min-h-11 items-center px-3 text-sm font-medium text-accent underline-offset-4 hover:underline"
                        >
                          View
                        </Link>
                        <Button variant="ghost" size="sm" aria-label={`Edit ${named}`} onClick={() => setEditing(order)}>
                          Edit
                        </Button>
                        <DeleteButton
                          what={named}
                          named={named}
                          consequence={`${order.email}’s order leaves every list at once; its payment and refunds stay in the books and the orders export.`}
                          onDelete={() => void handleDelete(order._id)}
                        />
                      </div>,
                    ],
                  };
                })}
              />
              <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-muted">{`Showing ${from} to ${to} of ${listing.totalOrders} orders`}</p>
                <Pagination
                  page={page}
                  totalPages={Math.max(totalPages, 1)}
                  onPageChange={(chosen) => show({ page: String(chosen) })}
                  label="Order pages"
                />
              </div>
            </>
          );
        }}
      </QueryState>
      {editing ? <UpdateOrderStatusModal order={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
