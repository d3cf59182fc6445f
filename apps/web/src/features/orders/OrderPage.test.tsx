import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderLine } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import OrderPage from './OrderPage';

const ORDER_ID = '7d1f0c52-2f0c-4a55-9a39-0a4a3c1e9f10';

function renderOrderPage() {
  return renderWithProviders(<OrderPage />, { route: `/orders/${ORDER_ID}`, path: '/orders/:orderId' });
}

describe('OrderPage', () => {
  it('shows the order with its timeline and lines', async () => {
    mockApi({
      [`GET /api/orders/order/${ORDER_ID}`]: { body: makeOrder({ _id: ORDER_ID, orderId: 'ord_9', status: 'processing' }) },
    });
    renderOrderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('ord_9')).toBeInTheDocument();
    expect(screen.getByText('Processing').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Linen dress')).toBeInTheDocument();
  });

  it('says No order found! for an unknown order', async () => {
    mockApi({ [`GET /api/orders/order/${ORDER_ID}`]: { status: 404, body: { message: 'Order not found' } } });
    renderOrderPage();
    expect(await screen.findByText('No order found!')).toBeInTheDocument();
  });

  it('asks a visitor to log in, and brings them back to the order after', async () => {
    mockApi({ [`GET /api/orders/order/${ORDER_ID}`]: { status: 401, body: { message: 'Please log in' } } });
    renderOrderPage();
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/orders/${ORDER_ID}`)}`);
    expect(screen.queryByText(/Error:/)).not.toBeInTheDocument();
  });

  it('shows the error of any other failure', async () => {
    mockApi({ [`GET /api/orders/order/${ORDER_ID}`]: { status: 403, body: { message: 'This order is not yours' } } });
    renderOrderPage();
    expect(await screen.findByText('Error: This order is not yours')).toBeInTheDocument();
  });

  it('shows each line’s size and where the order ships', async () => {
    const products = [{ productId: 'p1', name: 'Linen dress', size: 'M' as const, price: 20, quantity: 2, image: '' }];
    mockApi({ [`GET /api/orders/order/${ORDER_ID}`]: { body: makeOrder({ _id: ORDER_ID, products }) } });
    renderOrderPage();
    expect(await screen.findByText('Size M · 2 × $20.00')).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Shipping address' });
    for (const text of ['Jane Doe', '12 Rue des Fleurs', '69001 Lyon', 'France']) {
      expect(address).toHaveTextContent(text);
    }
  });

  it('says so when an older order has no shipping address', async () => {
    mockApi({ [`GET /api/orders/order/${ORDER_ID}`]: { body: makeOrder({ _id: ORDER_ID, shippingAddress: null }) } });
    renderOrderPage();
    expect(await screen.findByText('No shipping address was collected for this order.')).toBeInTheDocument();
  });

  it('shows the subtotal of the lines, the 5% tax on it and the total', async () => {
    const products = [
      makeOrderLine({ name: 'Linen dress', price: 20, quantity: 2 }),
      makeOrderLine({ name: 'Silk scarf', price: 12.5, quantity: 1 }),
    ];
    mockApi({ [`GET /api/orders/order/${ORDER_ID}`]: { body: makeOrder({ _id: ORDER_ID, amount: 55.13, products }) } });
    renderOrderPage();
    expect((await screen.findByText('Subtotal')).nextElementSibling).toHaveTextContent('$52.50');
    expect(screen.getByText('Tax (5%)').nextElementSibling).toHaveTextContent('$2.63');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$55.13');
  });
});
