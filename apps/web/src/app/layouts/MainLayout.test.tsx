import { DEMO_PAYMENTS_NOTICE } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCart, makeCartLine, makePageSummary, makeShopSettings, makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import MainLayout from './MainLayout';

const cart = () => makeCart([makeCartLine({ name: 'Silk scarf', quantity: 2 }), makeCartLine({ name: 'Gold ring' })]);

describe('MainLayout', () => {
  // The cart drawer's and the footer's code load just after the page; loaded here first, so no test's wait includes a
  // cold module load.
  beforeAll(() => Promise.all([import('./CheckoutCartDrawer'), import('./Footer')]));

  it("shows the shop's name in the header, and its contact and pages in the footer, as its settings say", async () => {
    mockApi({
      'GET /api/settings': { body: makeShopSettings({ shop: { name: 'Maison Rose', phone: '+44 20 7946 0000' } }) },
      'GET /api/pages': { body: [makePageSummary({ slug: 'returns', title: 'Returns' })] },
    });
    renderWithProviders(<MainLayout />);
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'bonjour@maison-rose.example' })).toHaveAttribute(
      'href',
      'mailto:bonjour@maison-rose.example',
    );
    expect(within(footer).getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    expect(within(footer).getByText('4 Elder Street, E1 6BT London')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'instagram' })).toHaveAttribute(
      'href',
      'https://instagram.example/maisonrose',
    );
    expect(within(footer).getByText(/© \d{4} Maison Rose\. All rights reserved\./)).toBeInTheDocument();
    // The shop's own pages come after the footer's fixed links.
    const help = within(footer).getByRole('navigation', { name: 'Help' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Contact', 'Search', 'My account', 'Orders', 'Returns']);
    expect(within(help).getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/pages/returns');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /Maison Rose/ })).toHaveAttribute('href', '/');
  });

  it("writes the zones' figures into the tagline and the announcement where they hold a placeholder", async () => {
    mockApi({
      'GET /api/settings': {
        body: {
          ...makeShopSettings({
            shop: { tagline: 'Delivered free from {{freeShippingFrom}}, {{ deliveryDays }}; {{cutoff}} as written.' },
            announcement: { text: 'Delivery from {{deliveryFrom}}', active: true },
          }),
          placeholders: { freeShippingFrom: '$150.00', deliveryFrom: '$5.95', deliveryDays: '3–5 working days' },
        },
      },
      'GET /api/pages': { body: [] },
    });
    renderWithProviders(<MainLayout />);
    const footer = await screen.findByRole('contentinfo');
    expect(
      await within(footer).findByText('Delivered free from $150.00, 3–5 working days; {{cutoff}} as written.'),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Announcement' })).getByText('Delivery from $5.95')).toBeVisible();
  });

  it('shows the announcement above the header while it is on, leading to its link', async () => {
    mockApi({
      'GET /api/settings': {
        body: makeShopSettings({ announcement: { text: 'Free returns all winter', link: '/shop', active: true } }),
      },
    });
    renderWithProviders(<MainLayout />);
    const announcement = await screen.findByRole('link', { name: 'Free returns all winter' });
    expect(announcement).toHaveAttribute('href', '/shop');
    // Inside a landmark of its own, as every piece of the page is.
    expect(screen.getByRole('region', { name: 'Announcement' })).toContainElement(announcement);
    // Above the header, so it is the first thing read after the skip link.
    expect(announcement.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no announcement while it is off', async () => {
    mockApi({
      'GET /api/settings': { body: makeShopSettings({ announcement: { text: 'Free returns all winter', active: false } }) },
    });
    renderWithProviders(<MainLayout />);
    expect(await within(screen.getByRole('banner')).findByText('Maison Rose')).toBeInTheDocument();
    expect(screen.queryByText('Free returns all winter')).not.toBeInTheDocument();
  });

  it('shows how many items the cart holds and opens it from the header', async () => {
    mockApi({});
    const { user } = renderWithProviders(<MainLayout />, { preloadedState: { cart: cart() } });
    await user.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
    // The drawer's frame shows at once; its lines once its code has come.
    expect(await screen.findByText('Silk scarf', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says on every page of a demo shop that no real payment is taken, in the first frame', () => {
    mockApi({});
    const clientConfig = {
      paymentProvider: 'sandbox' as const,
      stripePublishableKey: null,
      demoPayments: true,
      currency: 'USD' as const,
      pricesIncludeTax: false,
    };
    renderWithProviders(<MainLayout />, { preloadedState: { clientConfig } });
    // Drawn with the page, from what its HTML brought: arriving later, it pushed the page down.
    expect(screen.getByRole('note')).toHaveTextContent(DEMO_PAYMENTS_NOTICE);
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

  it('sends the discount code kept with the cart, and shows why the shop refuses it beside the checkout button', async () => {
    const customer = makeUser();
    const fetchSpy = mockApi({
      'POST /api/promotions/apply': { status: 409, body: { message: 'This code has reached its limit.' } },
      'POST /api/orders/create-checkout-session': { status: 409, body: { message: 'This code has reached its limit.' } },
    });
    const { user } = renderWithProviders(<MainLayout />, {
      preloadedState: { cart: { ...cart(), discountCode: 'RUSH5' }, auth: { user: customer } },
    });
    await user.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    await user.click(await screen.findByRole('button', { name: 'Proceed to checkout' }));

    const checkoutButton = screen.getByRole('button', { name: 'Proceed to checkout' });
    await expect.poll(() => checkoutButton.closest('div')?.textContent).toContain('This code has reached its limit.');
    const [body] = (await sentBodies(fetchSpy, 'POST /api/orders/create-checkout-session')) as [{ code?: string }];
    expect(body.code).toBe('RUSH5');
  });
});
