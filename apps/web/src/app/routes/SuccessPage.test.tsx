import { screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCart, makeCartLine, makeOrder } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import SuccessPage from './SuccessPage';

function renderSuccess(route = '/success?session_id=sess_1') {
  return renderWithProviders(
    <StrictMode>
      <SuccessPage />
    </StrictMode>,
    { route, preloadedState: { cart: makeCart([makeCartLine({ name: 'Silk scarf' })]) } },
  );
}

describe('SuccessPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('confirms the payment once, thanks the customer, shows the order by its number and empties the cart', async () => {
    const order = makeOrder({ orderId: 'pi_sandbox_39a987444e27c34b98897578', number: 1042, status: 'pending', amount: 42 });
    const fetchSpy = mockApi({ 'POST /api/orders/confirm-payment': { body: { order } } });
    const { store } = renderSuccess();
    expect(await screen.findByRole('heading', { name: /Thank you/ })).toBeInTheDocument();
    expect(screen.getByText('#1042')).toBeInTheDocument();
    expect(screen.queryByText(/pi_sandbox/)).not.toBeInTheDocument();
    expect(screen.getByText('$42.00')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Order status' });
    expect(within(timeline).getByText('Pending').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(store.getState().cart.products).toEqual([]);
    expect(await sentBodies(fetchSpy, 'POST /api/orders/confirm-payment')).toEqual([{ session_id: 'sess_1' }]);
  });

  it('says why a confirmation failed and keeps the cart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'POST /api/orders/confirm-payment': { status: 402, body: { message: 'The payment was declined' } } });
    const { store } = renderSuccess();
    expect(await screen.findByText('Error: The payment was declined')).toBeInTheDocument();
    expect(store.getState().cart.products).toHaveLength(1);
  });
});
