import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderLine, usdTotals } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import AdminOrderPage from './AdminOrderPage';

const ORDER_ID = '0b7c61a4-4f7e-4a4e-a0b1-1f0d3c9e2a77';

function renderAdminOrderPage() {
  return renderWithProviders(<AdminOrderPage />, {
    route: `/dashboard/manage-orders/${ORDER_ID}`,
    path: '/dashboard/manage-orders/:orderId',
  });
}

const order = makeOrder({
  _id: ORDER_ID,
  orderId: 'pi_123',
  number: 1042,
  status: 'shipped',
  products: [
    makeOrderLine({ productId: 'p1', name: 'Velvet dress', size: 'S', price: 120, quantity: 1, image: '/images/velvet.webp' }),
    makeOrderLine({ productId: 'p2', name: 'Gold ring', size: null, price: 35.5, quantity: 2, image: '' }),
  ],
  totals: usdTotals(191, 9.55),
  statusHistory: [
    { status: 'pending', changedAt: '2026-03-01T09:00:00.000Z' },
    { status: 'processing', changedAt: '2026-03-02T10:30:00.000Z' },
    { status: 'shipped', changedAt: '2026-03-04T16:05:00.000Z' },
  ],
});

describe('AdminOrderPage', () => {
  it('shows the order by its number, the lines with sizes and pictures, the totals, the address and every status change with its date', async () => {
    mockApi({ [`GET /api/orders/order/${ORDER_ID}`]: { body: order } });
    renderAdminOrderPage();
    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText('pi_123')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Size S · 1 × $120.00')).toBeInTheDocument();
    expect(within(items).getByRole('img', { name: 'Velvet dress' })).toHaveAttribute('src', '/images/velvet.webp');
    expect(within(items).getByText('Subtotal').nextElementSibling).toHaveTextContent('$191.00');
    expect(within(items).getByText('Tax (5%)').nextElementSibling).toHaveTextContent('$9.55');
    expect(within(items).getByText('Total').nextElementSibling).toHaveTextContent('$200.55');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('12 Rue des Fleurs');
    const history = within(screen.getByRole('region', { name: 'Status' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^PendingMar 1, 2026/),
      expect.stringMatching(/^ProcessingMar 2, 2026/),
      expect.stringMatching(/^ShippedMar 4, 2026/),
    ]);
    expect(screen.getByRole('link', { name: 'Customer’s view' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
  });

  it('moves the order to another status from the page', async () => {
    const route = `PATCH /api/orders/update-order-status/${ORDER_ID}`;
    const fetchSpy = mockApi({
      [`GET /api/orders/order/${ORDER_ID}`]: { body: order },
      [route]: { body: { message: 'Order status updated successfully', order: { ...order, status: 'completed' } } },
    });
    renderAdminOrderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit status' }));
    await userEvent.selectOptions(within(screen.getByRole('dialog')).getByRole('combobox'), 'completed');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await expect.poll(() => sentBodies(fetchSpy, route)).toEqual([{ status: 'completed' }]);
  });

  it('says what failed when the order cannot be read', async () => {
    mockApi({ [`GET /api/orders/order/${ORDER_ID}`]: { status: 404, body: { message: 'Order not found' } } });
    renderAdminOrderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Order not found');
  });

  it('refunds one chosen ring after a confirm step naming its amount with its tax, the server working out the sum', async () => {
    const route = `POST /api/orders/${ORDER_ID}/refunds`;
    const ring = order.products[1]?._id ?? '';
    const refund = {
      _id: 'r1',
      amount: 37.28,
      reason: 'refund',
      status: 'settled',
      shipping: 0,
      lines: [],
      refundedBy: 'admin',
      createdAt: '2026-03-05T09:00:00.000Z',
    };
    const fetchSpy = mockApi({
      [`GET /api/orders/order/${ORDER_ID}`]: { body: order },
      [route]: {
        body: { message: 'Order refunded successfully', refund, order: { ...order, refundedAmount: 37.28, refunds: [refund] } },
      },
    });
    renderAdminOrderPage();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Gold ring/ }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Refund selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm refund' });
    expect(dialog).toHaveTextContent('$37.28 goes back to');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $37.28' }));
    await expect.poll(() => sentBodies(fetchSpy, route)).toEqual([{ lines: [{ lineId: ring, quantity: 1 }] }]);
    const sent = fetchSpy.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'POST');
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers no refund and no status change once the order is refunded', async () => {
    mockApi({
      [`GET /api/orders/order/${ORDER_ID}`]: { body: { ...order, status: 'refunded', amount: 200.55, refundedAmount: 200.55 } },
    });
    renderAdminOrderPage();
    expect(await screen.findByText('$200.55 refunded of $200.55 paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund whole order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit status' })).not.toBeInTheDocument();
  });
});
