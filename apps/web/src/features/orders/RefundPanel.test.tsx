import type { Order } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderLine } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { RefundPanel } from './RefundPanel';

const refund = {
  _id: 'r1',
  amount: 21,
  reason: 'refund',
  status: 'settled',
  shipping: 0,
  lines: [],
  refundedBy: 'admin',
  createdAt: '2026-03-05T09:00:00.000Z',
};

function renderPanel(order: Order) {
  mockApi({ [`POST /api/orders/${order._id}/refunds`]: { body: { message: 'Order refunded successfully', refund, order } } });
  return renderWithProviders(<RefundPanel order={order} />);
}

describe('refund panel', () => {
  it('moves focus to what has been refunded once a chosen line is refunded, as Refund selected disables itself', async () => {
    const order = makeOrder({
      products: [makeOrderLine({ name: 'Gold ring', price: 20 }), makeOrderLine({ name: 'Silk scarf' })],
    });
    const { user } = renderPanel(order);
    await user.selectOptions(screen.getByRole('combobox', { name: /Gold ring/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Refund selected' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm refund' })).getByRole('button', { name: /^Refund \$/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Refund selected' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('refunded of $42.00 paid.');
  });

  it('moves focus to what has been refunded once the whole order is refunded', async () => {
    const { user } = renderPanel(makeOrder());
    await user.click(screen.getByRole('button', { name: 'Refund whole order' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm refund' })).getByRole('button', { name: /^Refund \$/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });
});
