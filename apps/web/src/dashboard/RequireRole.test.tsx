import { act, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../shared/session/authSlice';
import { makeUser } from '../test/factories';
import { renderAt } from '../test/render';
import DashboardLayout from './DashboardLayout';
import { RequireRole } from './RequireRole';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const adminOnly = (
  <Route
    path="/dashboard/admin"
    element={
      <RequireRole requiredRole="admin">
        <p>Admin screen</p>
      </RequireRole>
    }
  />
);

describe('dashboard access', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it('sends a visitor to /login with "You must be logged in!"', () => {
    renderAt('/dashboard/admin', adminOnly, null);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('You must be logged in!', expect.anything());
  });

  it('sends a customer away from an admin screen with "Access denied!"', () => {
    renderAt('/dashboard/admin', adminOnly, makeUser({ role: 'user' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Access denied!', expect.anything());
  });

  it('lets an admin in without a word', () => {
    renderAt('/dashboard/admin', adminOnly, makeUser({ role: 'admin' }));
    expect(screen.getByText('Admin screen')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('takes someone who signs out on an admin screen home without a warning', () => {
    const store = renderAt('/dashboard/admin', adminOnly, makeUser({ role: 'admin' }));
    act(() => {
      store.dispatch(logout());
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends a user with an unknown role to /unauthorized', () => {
    const strangeRole = makeUser({ role: 'editor' as never });
    renderAt('/dashboard', <Route path="/dashboard" element={<DashboardLayout />} />, strangeRole);
    expect(screen.getByTestId('location')).toHaveTextContent('/unauthorized');
  });

  it.each([
    [
      'admin',
      [
        '/dashboard/admin',
        '/dashboard/manage-products',
        '/dashboard/manage-orders',
        '/dashboard/returns',
        '/dashboard/invoices',
        '/dashboard/add-new-post',
        '/dashboard/users',
        '/dashboard/manage-reviews',
        '/dashboard/outbox',
        '/dashboard/sales-channels',
        '/dashboard/analytics',
        '/dashboard/gift-cards',
        '/dashboard/shipping',
        '/dashboard/promotions',
        '/dashboard/activity',
        '/dashboard/settings',
        '/dashboard/pages',
      ],
    ],
    ['user', ['/dashboard', '/dashboard/profile', '/dashboard/payments', '/dashboard/orders', '/dashboard/reviews', '/wishlist']],
  ] as const)('shows the %s sidebar with its own links', (role, expected) => {
    renderAt('/dashboard', <Route path="/dashboard" element={<DashboardLayout />} />, makeUser({ role }));
    const sidebar = screen.getAllByRole('navigation', { name: 'Dashboard' })[0];
    const hrefs = Array.from(sidebar?.querySelectorAll('a') ?? [], (a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expected);
  });
});
