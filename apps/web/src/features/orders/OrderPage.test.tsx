import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeClientConfig, makeOrder, makeOrderLine, usdTotals } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import OrderPage from './OrderPage';

const ORDER_ID = '7d1f0c52-2f0c-4a55-9a39-0a4a3c1e9f10';

function renderOrderPage() {
  return renderWithProviders(<OrderPage />, { route: `/orders/${ORDER_ID}`, path: '/orders/:orderId' });
}

describe('OrderPage', () => {
  it('shows a gift card line with its recipient, and lets the buyer change their email until it is sent or refunded', async () => {
    const gift = { recipientName: 'Anna', message: null, sendAt: '2026-12-24T09:00:00.000Z' };
    const api = mockApi({
      [`GET /api/orders/order/${ORDER_ID}`]: {
        body: makeOrder({
          _id: ORDER_ID,
          products: [
            {
              ...makeOrderLine({ _id: 'line-gift', name: 'Gift card' }),
              giftCard: { ...gift, recipientEmail: 'anna@example.com', sent: false },
            },
            {
              ...makeOrderLine({ _id: 'line-sent', name: 'Gift card' }),
              giftCard: { ...gift, recipientName: 'Ben', recipientEmail: 'ben@example.com', sent: true },
            },
            {
              ...makeOrderLine({ _id: 'line-refunded', name: 'Gift card', refundedQuantity: 1 }),
              giftCard: { ...gift, recipientName: 'Cleo', recipientEmail: 'cleo@example.com', sent: false },
            },
          ],
        }),
      },
      [`PATCH /api/orders/${ORDER_ID}/lines/line-gift/gift-card`]: { body: {} },
    });
    const { user } = renderOrderPage();
    expect(await screen.findByText('For Anna (anna@example.com)')).toBeInTheDocument();
    expect(screen.getByText('To be sent on Dec 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('Sent on Dec 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('Refunded: this gift card can no longer be spent')).toBeInTheDocument();
    const change = screen.getAllByRole('button', { name: "Change the recipient's email" });
    expect(change).toHaveLength(1);
    await user.click(change[0] as HTMLElement);
    const email = screen.getByLabelText("Recipient's new email");
    expect(email).toHaveFocus();
    await user.type(email, 'anna@example.org{Enter}');
    await expect
      .poll(() => sentBodies(api, `PATCH /api/orders/${ORDER_ID}/lines/line-gift/gift-card`))
      .toEqual([{ recipientEmail: 'anna@example.org' }]);
  });

  it('shows the order by its number, with its timeline and lines', async () => {
    mockApi({
      [`GET /api/orders/order/${ORDER_ID}`]: {
        body: makeOrder({ _id: ORDER_ID, orderId: 'pi_sandbox_39a987444e27c34b98897578', number: 1042, status: 'processing' }),
      },
    });
    renderOrderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('#1042')).toBeInTheDocument();
    // The payment's reference is the bank's business, not a name for the order.
    expect(screen.queryByText(/pi_sandbox/)).not.toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Order status' });
    expect(within(timeline).getByText('Processing').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Linen dress')).toBeInTheDocument();
  });

  it('shows the code it was paid with and what it took off, with the total charged', async () => {
    mockApi({
      [`GET /api/orders/order/${ORDER_ID}`]: {
        body: makeOrder({
          _id: ORDER_ID,
          amount: 37.8,
          promotion: { code: 'WELCOME10', label: '10% off your first order' },
          totals: { ...makeOrder().totals, subtotal: 40, discount: 4, shipping: 0, tax: 1.8, total: 37.8 },
        }),
      },
    });
    renderOrderPage();
    const discount = await screen.findByText('Discount: WELCOME10');
    expect(discount.nextElementSibling).toHaveTextContent('−$4.00');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$37.80');
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
    const products = [makeOrderLine({ name: 'Linen dress', size: 'M', price: 20, quantity: 2 })];
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
    mockApi({
      [`GET /api/orders/order/${ORDER_ID}`]: {
        body: makeOrder({ _id: ORDER_ID, amount: 55.13, products, totals: usdTotals(52.5, 2.63) }),
      },
    });
    renderOrderPage();
    expect((await screen.findByText('Subtotal')).nextElementSibling).toHaveTextContent('$52.50');
    expect(screen.getByText('Tax (5%)').nextElementSibling).toHaveTextContent('$2.63');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$55.13');
  });

  it('shows the VAT an order in a shop with tax-inclusive prices holds, in the shop’s currency, instead of adding it', async () => {
    const dress = makeOrderLine({ name: 'Linen dress', price: 120, quantity: 1 });
    const totals = {
      subtotal: 120,
      discount: 0,
      shipping: 0,
      tax: 20,
      total: 120,
      taxIncluded: true,
      taxLines: [{ rate: 20, base: 100, tax: 20 }],
      currency: 'EUR' as const,
    };
    mockApi({
      [`GET /api/orders/order/${ORDER_ID}`]: { body: makeOrder({ _id: ORDER_ID, amount: 120, products: [dress], totals }) },
    });
    renderWithProviders(<OrderPage />, {
      route: `/orders/${ORDER_ID}`,
      path: '/orders/:orderId',
      preloadedState: { clientConfig: makeClientConfig({ currency: 'EUR', pricesIncludeTax: true }) },
    });
    expect((await screen.findByText('Subtotal')).nextElementSibling).toHaveTextContent('€120.00');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('€120.00Includes €20.00 VAT');
    expect(screen.queryByText(/^Tax/)).not.toBeInTheDocument();
  });

  it('cancels a pending order after a confirm step', async () => {
    const pending = makeOrder({ _id: ORDER_ID, status: 'pending', amount: 42 });
    const route = `POST /api/orders/${ORDER_ID}/cancel`;
    const fetchSpy = mockApi({
      [`GET /api/orders/order/${ORDER_ID}`]: { body: pending },
      [route]: { body: { message: 'Order cancelled successfully', refund: {}, order: { ...pending, status: 'cancelled' } } },
    });
    renderOrderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('dialog', { name: 'Cancel this order?' })).toHaveTextContent('$42.00 goes back to the card');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await expect
      .poll(() => fetchSpy.mock.calls.some(([request]) => (request as Request).url.endsWith(`/${ORDER_ID}/cancel`)))
      .toBe(true);
  });

  it('offers no cancel once the order is processing', async () => {
    mockApi({ [`GET /api/orders/order/${ORDER_ID}`]: { body: makeOrder({ _id: ORDER_ID, status: 'processing' }) } });
    renderOrderPage();
    expect(await screen.findByText('Items')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows a cancelled order as such instead of the four steps, with its refund', async () => {
    const refund = {
      _id: 'r1',
      amount: 42,
      reason: 'cancellation' as const,
      status: 'settled' as const,
      shipping: 0,
      lines: [],
      refundedBy: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    mockApi({
      [`GET /api/orders/order/${ORDER_ID}`]: {
        body: makeOrder({ _id: ORDER_ID, status: 'cancelled', amount: 42, refundedAmount: 42, refunds: [refund] }),
      },
    });
    renderOrderPage();
    expect(await screen.findByText('You cancelled this order; your payment has been refunded in full.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order status' })).not.toBeInTheDocument();
    expect(screen.getByText('Refunded').nextElementSibling).toHaveTextContent('−$42.00');
  });
});
