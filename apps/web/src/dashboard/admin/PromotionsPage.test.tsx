import type { Promotion } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderAt } from '../../test/render';
import PromotionsPage from './PromotionsPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const admin = makeUser({ role: 'admin' });
const base: Promotion = {
  _id: 'p1',
  code: 'WELCOME10',
  label: 'Welcome: 10% off',
  kind: 'percentage',
  value: 10,
  categories: [],
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: 100,
  perCustomerLimit: 1,
  active: true,
  used: 12,
  state: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const jewellery: Promotion = {
  ...base,
  _id: 'p2',
  code: null,
  label: '−20% at checkout',
  value: 20,
  categories: ['jewellery'],
  usageLimit: null,
  perCustomerLimit: null,
  used: 0,
  startsAt: '2026-12-01T00:00:00.000Z',
  state: 'scheduled',
};

describe('the Promotions screen', () => {
  it('lists each promotion with its uses against its limit and its state, and deactivates one', async () => {
    const api = mockApi({
      'GET /api/promotions': () => ({ body: [base, jewellery] }),
      'PUT /api/promotions/p1': () => ({ body: { ...base, active: false, state: 'inactive' } }),
    });
    const user = userEvent.setup();
    renderAt('/dashboard/promotions', <Route path="/dashboard/promotions" element={<PromotionsPage />} />, admin);
    const table = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(table).getByText('12 of 100')).toBeInTheDocument();
    expect(within(table).getByText('0 (no limit)')).toBeInTheDocument();
    expect(within(table).getByText('scheduled')).toBeInTheDocument();
    expect(within(table).getByText('20% on jewellery')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate WELCOME10' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Deactivate 'WELCOME10'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await sentBodies(api, 'PUT /api/promotions/p1')).toEqual([
      expect.objectContaining({ code: 'WELCOME10', value: 10, active: false }),
    ]);
  });

  it('names each field the shop refuses beside it', async () => {
    const fields = {
      code: 'A promotion with this code already exists',
      value: 'Percentage must be a whole number from 1 to 90',
      endsAt: 'End must be after the start',
    };
    mockApi({
      'GET /api/promotions': () => ({ body: [base] }),
      'POST /api/promotions': () => ({ status: 409, body: { message: fields.code, fields } }),
    });
    const user = userEvent.setup();
    renderAt('/dashboard/promotions', <Route path="/dashboard/promotions" element={<PromotionsPage />} />, admin);
    await user.type(await screen.findByLabelText('Code'), 'welcome10');
    await user.type(screen.getByLabelText('Label shown to shoppers'), 'Too much');
    await user.type(screen.getByLabelText('Percent off'), '95');
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByLabelText('Code')).toHaveAccessibleDescription(fields.code);
    expect(screen.getByLabelText('Percent off')).toHaveAccessibleDescription(fields.value);
    expect(screen.getByLabelText('Ends')).toHaveAccessibleDescription(fields.endsAt);
  });
});
