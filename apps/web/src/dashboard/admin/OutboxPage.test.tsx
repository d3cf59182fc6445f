import type { OutboxMailDetail } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import OutboxPage from './OutboxPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const failed: OutboxMailDetail = {
  _id: 'mail-1',
  to: 'jane@example.com',
  subject: 'Your order is confirmed',
  status: 'failed',
  attempts: 6,
  lastError: 'connect ECONNREFUSED',
  createdAt: '2026-11-22T10:00:00.000Z',
  sentAt: null,
  html: '<p>Thank you, <strong>Jane</strong></p>',
  text: 'Thank you, Jane',
};
const sent: OutboxMailDetail = {
  ...failed,
  _id: 'mail-2',
  subject: 'Reset your Atelier password',
  status: 'sent',
  attempts: 1,
  lastError: null,
  sentAt: '2026-11-22T10:01:00.000Z',
  html: null,
  text: null,
};

describe('OutboxPage', () => {
  it('lists each mail with its status, opens one rendered in a sandboxed frame, and retries a failed one', async () => {
    let retried = false;
    mockApi({
      'GET /api/outbox': () => ({
        body: { mails: [retried ? { ...failed, status: 'pending' } : failed, sent], total: 2, pageSize: 50 },
      }),
      'GET /api/outbox/mail-1': { body: failed },
      'POST /api/outbox/mail-1/retry': () => {
        retried = true;
        return { body: { ...failed, status: 'pending' } };
      },
    });
    const { user } = renderWithProviders(<OutboxPage />);
    const table = await screen.findByRole('region', { name: 'Mails' });
    expect(within(table).getByText('Reset your Atelier password')).toBeInTheDocument();
    expect(within(table).getByText('failed')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'View Your order is confirmed to jane@example.com' }));
    const frame = await screen.findByTitle('Rendered mail: Your order is confirmed');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', failed.html);
    expect(screen.getByText('Last error: connect ECONNREFUSED')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry Your order is confirmed to jane@example.com' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('The mail will be sent again'));
    expect(await within(table).findByText('pending')).toBeInTheDocument();
  });

  it('says a sent mail was sent and its body not kept, with no frame to show', async () => {
    mockApi({
      'GET /api/outbox': { body: { mails: [sent], total: 1, pageSize: 50 } },
      'GET /api/outbox/mail-2': { body: sent },
    });
    const { user } = renderWithProviders(<OutboxPage />);
    await user.click(await screen.findByRole('button', { name: 'View Reset your Atelier password to jane@example.com' }));
    const mail = await screen.findByRole('article', { name: 'Mail: Reset your Atelier password' });
    expect(within(mail).getByText(/— body not kept/)).toBeInTheDocument();
    expect(within(mail).getByText(/^Sent /)).toBeInTheDocument();
    expect(screen.queryByTitle('Rendered mail: Reset your Atelier password')).not.toBeInTheDocument();
  });
});
