import { DEMO_PAYMENTS_NOTICE } from '@atelier/domain';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCart, makeCartLine, makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import MainLayout from './MainLayout';

const cart = () => makeCart([makeCartLine({ name: 'Silk scarf', quantity: 2 }), makeCartLine({ name: 'Gold ring' })]);

describe('MainLayout', () => {
  // The cart drawer's code loads just after the page; loaded here first, so no test's wait includes a cold module load.
  beforeAll(() => import('./CheckoutCartDrawer'));

  it('shows how many items the cart holds and opens it from the header', async () => {
    mockApi({});
    const { user } = renderWithProviders(<MainLayout />, { preloadedState: { cart: cart() } });
    await user.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByText('Silk scarf')).toBeInTheDocument();
  });

  it('says on every page of a demo shop that no real payment is taken', async () => {
    mockApi({ 'GET /api/config': { body: { paymentProvider: 'sandbox', stripePublishableKey: null, demoPayments: true } } });
    renderWithProviders(<MainLayout />);
    expect(await screen.findByRole('note')).toHaveTextContent(DEMO_PAYMENTS_NOTICE);
  });

  it('sends a visitor who checks out to sign in first, then back to the cart', async () => {
    mockApi({});
    const { user, router } = renderWithProviders(<MainLayout />, {
      route: '/shop',
      preloadedState: { cart: cart(), auth: { user: null } },
      routes: [{ path: '/login', element: <p>Login page</p> }],
    });
    await user.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    await user.click(await screen.findByRole('button', { name: 'Proceed to checkout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fshop&cart=open');
  });

  it('opens the cart for a shopper who has just signed in to check out', async () => {
    mockApi({});
    const { router } = renderWithProviders(<MainLayout />, { route: '/shop', preloadedState: { cart: cart() } });
    await router.navigate('/shop', { state: { openCart: true } });
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
  });

  it("sends a customer's cart lines and id to create the checkout session, then goes to the payment page", async () => {
    const customer = makeUser();
    const fetchSpy = mockApi({
      'POST /api/orders/create-checkout-session': { body: { id: 'sess_1', url: `${window.location.origin}/#pay-sess_1` } },
    });
    const { user, store } = renderWithProviders(<MainLayout />, { preloadedState: { cart: cart(), auth: { user: customer } } });
    await user.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    await user.click(await screen.findByRole('button', { name: 'Proceed to checkout' }));
    await expect.poll(() => window.location.hash).toBe('#pay-sess_1');
    const [body] = (await sentBodies(fetchSpy, 'POST /api/orders/create-checkout-session')) as [
      { products: { _id: string; quantity: number }[]; userId: string },
    ];
    expect(body.userId).toBe(customer._id);
    expect(body.products.map(({ _id, quantity }) => ({ _id, quantity }))).toEqual(
      store.getState().cart.products.map(({ _id, quantity }) => ({ _id, quantity })),
    );
  });
});
