import type { Return } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { OrderReturns } from './OrderReturns';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A completed order of the customer's, delivered `days` ago, with no return yet. */
function deliveredDaysAgo(days: number) {
  return makeOrder({
    status: 'completed',
    statusHistory: [{ status: 'completed', changedAt: new Date(Date.now() - days * DAY_MS).toISOString() }],
  });
}

/** A shop whose server takes returns for `windowDays`, and has none yet for these orders. */
function shopWithWindow(windowDays: number, orders: ReturnType<typeof makeOrder>[]) {
  mockApi({
    'GET /api/returns/policy': { body: { windowDays } },
    ...Object.fromEntries(orders.map((order) => [`GET /api/orders/${order._id}/returns`, { body: [] }])),
  });
}

describe("the order page's Return or exchange", () => {
  it('follows a 14-day window: offered 10 days after delivery, hidden 20 days after', async () => {
    const recent = deliveredDaysAgo(10);
    const late = deliveredDaysAgo(20);
    shopWithWindow(14, [recent, late]);
    renderWithProviders(
      <>
        <OrderReturns order={recent} />
        <OrderReturns order={late} />
      </>,
    );
    // Once the recent order offers it, the shop's window is known to both.
    await screen.findByRole('button', { name: 'Return or exchange' });
    expect(screen.getAllByRole('button', { name: 'Return or exchange' })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: 'Returns and exchanges' })).toHaveLength(1);
  });

  it('follows a 30-day window: still offered 20 days after delivery', async () => {
    const late = deliveredDaysAgo(20);
    shopWithWindow(30, [late]);
    renderWithProviders(<OrderReturns order={late} />);
    expect(await screen.findByRole('button', { name: 'Return or exchange' })).toBeInTheDocument();
  });
});

describe("the order page's Cancel return", () => {
  it('asks first, with Keep the return focused; only the dialog’s Cancel return calls the return off, the focus staying on the return', async () => {
    const order = deliveredDaysAgo(3);
    const requested: Return = {
      _id: 'return-1',
      orderId: order._id,
      orderNumber: order.number,
      email: order.email,
      status: 'requested',
      note: '',
      lines: [],
      history: [],
      replacementOrderId: null,
      refundedAmount: 0,
      createdAt: order.createdAt,
      updatedAt: order.createdAt,
    };
    let shown = requested;
    const api = mockApi({
      'GET /api/returns/policy': { body: { windowDays: 14 } },
      [`GET /api/orders/${order._id}/returns`]: () => ({ body: [shown] }),
      'POST /api/returns/return-1/cancel': () => {
        shown = { ...requested, status: 'cancelled' };
        return { body: shown };
      },
    });
    const cancelsSent = () =>
      api.mock.calls.filter(([request]) => new URL(request.url).pathname === '/api/returns/return-1/cancel').length;
    const user = userEvent.setup();
    renderWithProviders(<OrderReturns order={order} />);

    await user.click(await screen.findByRole('button', { name: `Cancel return of order #${order.number}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Cancel this return of order #${order.number}?` });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep the return' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancelsSent()).toBe(0);

    await user.click(screen.getByRole('button', { name: `Cancel return of order #${order.number}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel return' }));
    await waitFor(() => expect(cancelsSent()).toBe(1));
    // Its button gone with the request, the return itself keeps the focus.
    const card = screen.getByRole('article', { name: `Return of order #${order.number}` });
    await waitFor(() => expect(card).toHaveTextContent('cancelled'));
    await waitFor(() => expect(card).toHaveFocus());
  });
});
