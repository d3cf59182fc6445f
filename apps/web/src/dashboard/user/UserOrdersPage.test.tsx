import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeUser } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderAt } from '../../test/render';
import UserOrdersPage from './UserOrdersPage';

describe('UserOrdersPage', () => {
  it('names each order by its number, with its total, leading to the order', async () => {
    const jane = makeUser({ email: 'jane@example.com' });
    const order = makeOrder({ _id: 'order-7', number: 1042, orderId: 'pi_sandbox_39a987444e27c34b98897578', amount: 84 });
    mockApi({ 'GET /api/orders/jane%40example.com': { body: [order] } });
    renderAt('/dashboard/orders', <Route path="/dashboard/orders" element={<UserOrdersPage />} />, jane);
    const link = await screen.findByRole('link', { name: /Order #1042/ });
    expect(link).toHaveAttribute('href', '/orders/order-7');
    expect(link).toHaveTextContent('$84.00');
    expect(link).not.toHaveTextContent('pi_sandbox');
  });
});
