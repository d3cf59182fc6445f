import type { Return, ReturnStatus } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderAt } from '../../test/render';
import ReturnsPage from './ReturnsPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const admin = makeUser({ role: 'admin' });

function makeReturn(id: string, orderNumber: number): Return {
  return {
    _id: id,
    orderId: `order-${id}`,
    orderNumber,
    email: 'jane@example.com',
    status: 'requested',
    note: '',
    lines: [
      {
        _id: `${id}-line`,
        lineId: `${id}-order-line`,
        name: 'Linen dress',
        size: null,
        quantity: 1,
        reason: 'changed-my-mind',
        exchangeSize: null,
        receivedQuantity: null,
        damagedQuantity: null,
      },
    ],
    history: [],
    replacementOrderId: null,
    refundedAmount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

/** A shop with two requested returns, whose moves the list shows once asked again. */
function shopWithTwoReturns() {
  const returns = [makeReturn('r1', 1042), makeReturn('r2', 1043)];
  const moveTo = (status: ReturnStatus) => (request: Request) => {
    const id = new URL(request.url).pathname.split('/')[3];
    const moved = returns.find((ret) => ret._id === id) as Return;
    moved.status = status;
    return { body: moved };
  };
  mockApi({
    'GET /api/returns': (request) => {
      const status = new URL(request.url).searchParams.get('status');
      return { body: returns.filter((ret) => !status || ret.status === status) };
    },
    'POST /api/returns/r1/approve': moveTo('approved'),
    'POST /api/returns/r2/approve': moveTo('approved'),
    'POST /api/returns/r2/reject': moveTo('rejected'),
    'POST /api/returns/r1/receive': moveTo('received'),
  });
}

const card = (orderNumber: number) => screen.findByRole('article', { name: `Return of order #${orderNumber}` });

describe('the Returns screen, by keyboard', () => {
  it('hands the focus to the next return when one leaves the status shown, and to the title when none is left', async () => {
    shopWithTwoReturns();
    renderAt('/dashboard/returns', <Route path="/dashboard/returns" element={<ReturnsPage />} />, admin);
    const user = userEvent.setup();

    within(await card(1042))
      .getByRole('button', { name: 'Approve' })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Return of order #1042' })).not.toBeInTheDocument());
    expect(await card(1043)).toHaveFocus();

    // Tab goes on through the return that took the focus: its order, then Approve, then Reject.
    await user.tab();
    await user.tab();
    expect(within(await card(1043)).getByRole('button', { name: 'Approve' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    const reason = within(await card(1043)).getByLabelText('Why it is rejected');
    expect(reason).toHaveFocus();
    await user.type(reason, 'Worn{Enter}');
    await screen.findByText('No returns here.');
    expect(screen.getByRole('heading', { level: 1, name: 'Returns' })).toHaveFocus();
  });

  it('moves the focus to what comes next for a return still shown: Receive after Approve, Close after the receipt', async () => {
    shopWithTwoReturns();
    renderAt('/dashboard/returns', <Route path="/dashboard/returns" element={<ReturnsPage />} />, admin);
    const user = userEvent.setup();
    await card(1042);
    await user.selectOptions(screen.getByLabelText('Status'), '');

    within(await card(1042))
      .getByRole('button', { name: 'Approve' })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(async () => expect(within(await card(1042)).getByRole('button', { name: 'Receive' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(within(await card(1042)).getByLabelText('Linen dress: arrived')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(async () => expect(within(await card(1042)).getByRole('button', { name: 'Close' })).toHaveFocus());
  });
});
