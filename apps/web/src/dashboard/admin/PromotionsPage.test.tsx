import type { Promotion } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
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
  translations: {},
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

const deletesSent = (api: ReturnType<typeof mockApi>) => api.mock.calls.filter(([request]) => request.method === 'DELETE').length;

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

  it('names each field the shop refuses beside it, marks it, and focuses the first', async () => {
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
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByLabelText('Ends')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Label shown to shoppers')).not.toHaveAttribute('aria-invalid');
    // Changing a marked field takes its mark off; the others keep theirs.
    await user.type(screen.getByLabelText('Code'), 'X');
    expect(screen.getByLabelText('Code')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Percent off')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a refused category under the categories, each of them marked and described by it', async () => {
    const refusal = 'Each category may be listed once';
    mockApi({
      'GET /api/promotions': () => ({ body: [] }),
      'POST /api/promotions': () => ({ status: 400, body: { message: refusal, fields: { 'categories.1': refusal } } }),
    });
    const user = userEvent.setup();
    renderAt('/dashboard/promotions', <Route path="/dashboard/promotions" element={<PromotionsPage />} />, admin);
    await user.type(await screen.findByLabelText('Label shown to shoppers'), 'Twice');
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    const dress = await screen.findByRole('checkbox', { name: 'dress' });
    await waitFor(() => expect(dress).toHaveAttribute('aria-invalid', 'true'));
    expect(dress).toHaveAccessibleDescription(refusal);
    expect(screen.getAllByRole('checkbox')[0]).toHaveFocus();
  });

  it('edits a promotion in the form, saving its fields with its state kept', async () => {
    const api = mockApi({
      'GET /api/promotions': () => ({ body: [base, jewellery] }),
      'PUT /api/promotions/p2': () => ({ body: { ...jewellery, value: 25 } }),
    });
    const user = userEvent.setup();
    renderAt('/dashboard/promotions', <Route path="/dashboard/promotions" element={<PromotionsPage />} />, admin);
    await user.click(await screen.findByRole('button', { name: 'Edit −20% at checkout' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Edit −20% at checkout' })).toHaveFocus());
    const form = screen.getByRole('form', { name: 'Edit −20% at checkout' });
    const value = within(form).getByLabelText('Percent off');
    expect(value).toHaveValue(20);
    await user.clear(value);
    await user.type(value, '25');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await sentBodies(api, 'PUT /api/promotions/p2')).toEqual([
      expect.objectContaining({ code: null, value: 25, categories: ['jewellery'], active: true }),
    ]);
    expect(await screen.findByRole('form', { name: 'New promotion' })).toBeInTheDocument();
  });

  it("writes a promotion's French title on its tab and saves it as a translation", async () => {
    const api = mockApi({
      'GET /api/promotions': () => ({ body: [base, jewellery] }),
      'PUT /api/promotions/p2': () => ({ body: jewellery }),
    });
    const user = userEvent.setup();
    renderAt('/dashboard/promotions', <Route path="/dashboard/promotions" element={<PromotionsPage />} />, admin);
    await user.click(await screen.findByRole('button', { name: 'Edit −20% at checkout' }));
    const form = screen.getByRole('form', { name: 'Edit −20% at checkout' });
    await user.click(within(form).getByRole('tab', { name: 'Français' }));
    const french = within(form).getByRole('textbox', { name: 'Label shown to shoppers in French' });
    expect(french).toHaveAttribute('placeholder', '−20% at checkout');
    await user.click(french);
    await user.paste('−20 % au paiement');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await sentBodies(api, 'PUT /api/promotions/p2')).toEqual([
      expect.objectContaining({ label: '−20% at checkout', translations: { fr: { label: '−20 % au paiement' } } }),
    ]);
  });

  it('switches a deactivated promotion back on with one click, the focus going to its Deactivate', async () => {
    let shown: Promotion = { ...base, active: false, state: 'inactive' };
    const api = mockApi({
      'GET /api/promotions': () => ({ body: [shown, jewellery] }),
      'PUT /api/promotions/p1': () => {
        shown = base;
        return { body: base };
      },
    });
    const user = userEvent.setup();
    renderAt('/dashboard/promotions', <Route path="/dashboard/promotions" element={<PromotionsPage />} />, admin);
    (await screen.findByRole('button', { name: 'Switch on WELCOME10' })).focus();
    await user.keyboard('{Enter}');
    expect(await sentBodies(api, 'PUT /api/promotions/p1')).toEqual([expect.objectContaining({ active: true })]);
    expect(await screen.findByRole('button', { name: 'Deactivate WELCOME10' })).toHaveFocus();
  });

  it('deletes a promotion only once the owner confirms, saying a used one is switched off instead', async () => {
    const api = mockApi({
      'GET /api/promotions': () => ({ body: [base] }),
      'DELETE /api/promotions/p1': () => ({
        body: { message: 'This promotion has been used, so it was deactivated instead of deleted', deactivated: true },
      }),
    });
    const user = userEvent.setup();
    renderAt('/dashboard/promotions', <Route path="/dashboard/promotions" element={<PromotionsPage />} />, admin);
    await user.click(await screen.findByRole('button', { name: 'Delete WELCOME10' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete 'WELCOME10'?" });
    expect(dialog).toHaveTextContent('12 orders have used it, so it is switched off instead of deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletesSent(api)).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete WELCOME10' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletesSent(api)).toBe(1));
  });

  it('names the kinds in words, not as their stored values', async () => {
    mockApi({ 'GET /api/promotions': () => ({ body: [] }) });
    renderAt('/dashboard/promotions', <Route path="/dashboard/promotions" element={<PromotionsPage />} />, admin);
    const kind = await screen.findByLabelText('Kind');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Percent off', 'Amount off', 'Free delivery']);
  });
});
