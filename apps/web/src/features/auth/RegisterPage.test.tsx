import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeShopSettings, makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import RegisterPage from './RegisterPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const REGISTER = 'POST /api/auth/register';

/** Fills the spec's three fields, ticks the consent when asked, and registers. */
async function register(tick: boolean) {
  const fetchSpy = mockApi({ [REGISTER]: { status: 201, body: { message: 'User registered successfully', user: makeUser() } } });
  const { user } = renderWithProviders(<RegisterPage />, {
    route: '/register',
    path: '/register',
    routes: [{ path: '/login', element: <p>Login page</p> }],
  });
  const consent = screen.getByRole('checkbox', { name: 'Email me about my cart and new arrivals' });
  expect(consent).not.toBeChecked();
  expect(consent).not.toBeRequired();
  await user.type(screen.getByLabelText('Username'), 'Jane');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), 'a long enough password');
  if (tick) await user.click(consent);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('Login page')).toBeInTheDocument();
  return sentBodies(fetchSpy, REGISTER);
}

describe('RegisterPage', () => {
  it('invites the shopper to join the shop its settings name', () => {
    renderWithProviders(<RegisterPage />, {
      route: '/register',
      preloadedState: { shop: makeShopSettings({ shop: { name: 'Maison Lune' } }) },
    });
    expect(screen.getByText('Join Maison Lune for faster checkout, order tracking and reviews.')).toBeInTheDocument();
    expect(screen.getByText('Maison Lune · Members')).toBeInTheDocument();
  });

  it('invites the shopper without a name while the settings are on their way', () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.getByText('Join us for faster checkout, order tracking and reviews.')).toBeInTheDocument();
    expect(screen.getByText('Members')).toBeInTheDocument();
  });

  it('offers "Email me about my cart and new arrivals", unticked, and sends false when it stays so', async () => {
    expect(await register(false)).toEqual([
      { username: 'Jane', email: 'jane@example.com', password: 'a long enough password', marketingEmails: false },
    ]);
  });

  it('sends the consent when the shopper ticks it', async () => {
    expect(await register(true)).toEqual([
      { username: 'Jane', email: 'jane@example.com', password: 'a long enough password', marketingEmails: true },
    ]);
  });
});
