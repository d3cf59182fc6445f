import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { AvatarMenu } from './AvatarMenu';

function renderMenu(user: ReturnType<typeof makeUser> | null) {
  return renderWithProviders(<AvatarMenu />, { preloadedState: { auth: { user } } });
}

const menuLabels = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('AvatarMenu', () => {
  // The menu's code loads just after the page; loaded here first, so no test's wait includes a cold module load.
  beforeAll(() => import('./AccountMenu'));

  it('offers a login link to a visitor', () => {
    renderMenu(null);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('gives an admin the shop management links and Logout', async () => {
    const { user } = renderMenu(makeUser({ role: 'admin', username: 'Ada' }));
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada' }));
    expect(menuLabels()).toEqual(['Dashboard', 'Manage Items', 'All Orders', 'Add New Post', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Manage Items' })).toHaveAttribute('href', '/dashboard/manage-products');
    expect(screen.getByRole('menuitem', { name: 'All Orders' })).toHaveAttribute('href', '/dashboard/manage-orders');
    expect(screen.getByRole('menuitem', { name: 'Add New Post' })).toHaveAttribute('href', '/dashboard/add-new-post');
  });

  it('gives a customer their own account links and Logout', async () => {
    const { user } = renderMenu(makeUser({ role: 'user', username: 'Jane' }));
    await user.click(await screen.findByRole('button', { name: 'Account menu for Jane' }));
    expect(menuLabels()).toEqual(['Dashboard', 'Profile', 'Payments', 'Orders', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Payments' })).toHaveAttribute('href', '/dashboard/payments');
  });

  it('signs out on Logout: ends the session, forgets the user and goes home', async () => {
    const fetchSpy = mockApi({ 'POST /api/auth/logout': { body: { message: 'Logged out successfully' } } });
    localStorage.setItem('user', JSON.stringify(makeUser({ username: 'Jane' })));
    const { user, store, router } = renderWithProviders(<AvatarMenu />, {
      route: '/shop',
      preloadedState: { auth: { user: makeUser({ username: 'Jane' }) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Jane' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchSpy).toHaveBeenCalledOnce();
  });
});
