import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { ChangePasswordForm } from './ChangePasswordForm';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import ResetPasswordPage from './ResetPasswordPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const SENT = 'If an account uses this email, a link to reset its password is on its way.';
const REFUSED = 'This reset link is invalid, used or expired. Please ask for a new one.';

describe('password recovery', () => {
  it('offers a Forgot password? link on the sign-in page', () => {
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('asks for the link and shows what the shop answers', async () => {
    const fetchSpy = mockApi({ 'POST /api/auth/forgot-password': { body: { message: SENT } } });
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(await sentBodies(fetchSpy, 'POST /api/auth/forgot-password')).toEqual([{ email: 'jane@example.com' }]);
  });

  it('sends the token from the link with the new password, and says when the link no longer works', async () => {
    const fetchSpy = mockApi({ 'POST /api/auth/reset-password': { status: 400, body: { message: REFUSED } } });
    const { user } = renderWithProviders(<ResetPasswordPage />, {
      route: '/reset-password?token=abc123',
      path: '/reset-password',
    });
    await user.type(screen.getByLabelText('New password'), 'a-new-passphrase');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(await sentBodies(fetchSpy, 'POST /api/auth/reset-password')).toEqual([
      { token: 'abc123', password: 'a-new-passphrase' },
    ]);
  });

  it('refuses two different new passwords without asking the shop', async () => {
    const fetchSpy = mockApi({});
    const { user } = renderWithProviders(<ResetPasswordPage />, {
      route: '/reset-password?token=abc123',
      path: '/reset-password',
    });
    await user.type(screen.getByLabelText('New password'), 'a-new-passphrase');
    await user.type(screen.getByLabelText('Repeat the new password'), 'another-passphrase');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords differ.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('ChangePasswordForm', () => {
  it('shows a wrong current password as the shop words it', async () => {
    mockApi({ 'POST /api/auth/change-password': { status: 400, body: { message: 'Current password is incorrect' } } });
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('Current password'), 'not-my-password');
    await user.type(screen.getByLabelText('New password'), 'a-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });

  it('sends both passwords and empties the form once changed', async () => {
    const fetchSpy = mockApi({ 'POST /api/auth/change-password': { body: { message: 'Password changed successfully' } } });
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('Current password'), 'old-passphrase');
    await user.type(screen.getByLabelText('New password'), 'a-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password changed successfully'));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(await sentBodies(fetchSpy, 'POST /api/auth/change-password')).toEqual([
      { currentPassword: 'old-passphrase', newPassword: 'a-new-passphrase' },
    ]);
  });
});
