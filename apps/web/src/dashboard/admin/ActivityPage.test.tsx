import type { AuditEntry, AuditPage } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import ActivityPage from './ActivityPage';

const priceChange: AuditEntry = {
  _id: 'entry-1',
  admin: { _id: 'admin-1', email: 'ada@atelier.test' },
  kind: 'product.changed',
  subject: { type: 'product', id: '5b7c1e2a-0000-4000-8000-000000000001', label: 'Velvet clutch' },
  before: { price: 45, sizes: [] },
  after: { price: 39, sizes: [{ size: 'S', stock: 2 }] },
  createdAt: '2026-11-22T10:00:00.000Z',
};
const roleChange: AuditEntry = {
  _id: 'entry-2',
  admin: { _id: 'admin-2', email: 'grace@atelier.test' },
  kind: 'user.roleChanged',
  subject: { type: 'user', id: '9d0e3f4a-0000-4000-8000-000000000002', label: 'nora@example.com' },
  before: { role: 'user' },
  after: { role: 'admin' },
  createdAt: '2026-11-22T09:00:00.000Z',
};
const page = (entries: AuditEntry[], totalPages = 1): AuditPage => ({ entries, totalPages, totalEntries: entries.length });

describe('ActivityPage', () => {
  it('shows each admin action with who did it and what changed, in words rather than JSON', async () => {
    mockApi({
      'GET /api/audit': { body: page([priceChange, roleChange]) },
      'GET /api/audit/admins': { body: { admins: [] } },
    });
    renderWithProviders(<ActivityPage />);
    const table = await screen.findByRole('region', { name: 'Activity' });
    const [, first] = within(table).getAllByRole('row');
    if (!first) throw new Error('no row');
    expect(within(first).getByText('ada@atelier.test')).toBeInTheDocument();
    expect(within(first).getByText('Product changed')).toBeInTheDocument();
    expect(within(first).getByText('Velvet clutch')).toBeInTheDocument();
    expect(within(first).getByText('$45.00')).toBeInTheDocument();
    expect(within(first).getByText('$39.00')).toBeInTheDocument();
    expect(within(first).getByText('One size')).toBeInTheDocument();
    expect(within(first).getByText('S 2')).toBeInTheDocument();
    expect(within(table).getByText('Role changed')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('{');
  });

  it('asks for the admin and kind chosen, from the first page again', async () => {
    const fetchSpy = mockApi({
      'GET /api/audit': { body: page([priceChange], 3) },
      'GET /api/audit?page=2&limit=20': { body: page([roleChange], 3) },
      'GET /api/audit?page=1&limit=20&admin=admin-2&kind=user.roleChanged': { body: page([roleChange]) },
      'GET /api/audit/admins': {
        body: {
          admins: [
            { _id: 'admin-1', email: 'ada@atelier.test' },
            { _id: 'admin-2', email: 'grace@atelier.test' },
          ],
        },
      },
    });
    const { user } = renderWithProviders(<ActivityPage />);
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    const table = screen.getByRole('region', { name: 'Activity' });
    expect(await within(table).findByText('Role changed')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Admin'), await screen.findByRole('option', { name: 'grace@atelier.test' }));
    await user.selectOptions(screen.getByLabelText('Action'), 'Role changed');
    // The page buttons go once the answer for both filters (one page) is in, not after the admin's alone.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Activity pages' })).not.toBeInTheDocument());
    expect(screen.getByText('1 entry')).toBeInTheDocument();
    const asked = fetchSpy.mock.calls.map(([request]) => new URL(request.url).search);
    expect(asked).toContain('?page=1&limit=20&admin=admin-2&kind=user.roleChanged');
  });

  it('says so when there is no activity', async () => {
    mockApi({ 'GET /api/audit': { body: page([]) }, 'GET /api/audit/admins': { body: { admins: [] } } });
    renderWithProviders(<ActivityPage />);
    expect(await screen.findByText('No admin activity yet.')).toBeInTheDocument();
  });
});
