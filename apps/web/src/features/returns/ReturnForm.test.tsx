import type { Return } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderLine } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { OrderReturns } from './OrderReturns';

const dress = makeOrderLine({ _id: 'line-dress', name: 'Linen dress', price: 20, quantity: 2 });
const ring = makeOrderLine({ _id: 'line-ring', name: 'Gold ring', price: 10, quantity: 1 });
const order = makeOrder({
  status: 'completed',
  statusHistory: [{ status: 'completed', changedAt: new Date().toISOString() }],
  products: [dress, ring],
});
const asked: Return = {
  _id: 'return-1',
  orderId: order._id,
  orderNumber: order.number,
  email: order.email,
  status: 'requested',
  note: '',
  lines: [],
  history: [],
  replacementOrderId: null,
  refundedAmount: 0,
  createdAt: order.createdAt,
  updatedAt: order.createdAt,
};

/** The order's page with its returns, none asked yet; `post` answers the request. */
function openForm(post: () => { status?: number; body: unknown }) {
  let returns: Return[] = [];
  const api = mockApi({
    'GET /api/returns/policy': { body: { windowDays: 14 } },
    [`GET /api/orders/${order._id}/returns`]: () => ({ body: returns }),
    [`POST /api/orders/${order._id}/returns`]: () => {
      const answer = post();
      if ((answer.status ?? 200) < 400) returns = [asked];
      return answer;
    },
  });
  const view = renderWithProviders(<OrderReturns order={order} />);
  return { api, ...view };
}

const form = () => screen.getByRole('form', { name: 'Return or exchange' });

describe('the return form', () => {
  it('marks the items when none is chosen, and focuses the first, sending nothing', async () => {
    const { api, user } = openForm(() => ({ body: asked }));
    await user.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    const first = within(form()).getByRole('checkbox', { name: 'Send back Linen dress' });
    // The form opens where its button was, with the focus on its first item.
    expect(first).toHaveFocus();
    await user.click(within(form()).getByRole('button', { name: 'Send the request' }));
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Choose at least one item to send back.');
    expect(within(form()).getByRole('checkbox', { name: 'Send back Gold ring' })).toHaveAttribute('aria-invalid', 'true');
    expect(await sentBodies(api, `POST /api/orders/${order._id}/returns`)).toEqual([]);

    await user.click(within(form()).getByRole('checkbox', { name: 'Send back Gold ring' }));
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it("marks a chosen item's missing reason under its Why, and focuses it", async () => {
    const { user } = openForm(() => ({ body: asked }));
    await user.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    await user.click(within(form()).getByRole('checkbox', { name: 'Send back Gold ring' }));
    await user.click(within(form()).getByRole('button', { name: 'Send the request' }));
    const why = within(form()).getByLabelText('Why');
    expect(why).toHaveFocus();
    expect(why).toHaveAttribute('aria-invalid', 'true');
    expect(why).toHaveAccessibleDescription('Say why you are sending it back.');
  });

  it("says the shop's refusal of a line's quantity under that line's How many, and focuses it", async () => {
    const refusal = 'Only 1 of Linen dress can still be returned';
    const { user } = openForm(() => ({
      status: 409,
      body: { message: refusal, fields: { 'lines.0.quantity': refusal } },
    }));
    await user.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    await user.click(within(form()).getByRole('checkbox', { name: 'Send back Linen dress' }));
    await user.selectOptions(within(form()).getByLabelText('How many'), '2');
    await user.selectOptions(within(form()).getByLabelText('Why'), 'too-small');
    await user.click(within(form()).getByRole('button', { name: 'Send the request' }));
    const howMany = within(form()).getByLabelText('How many');
    await waitFor(() => expect(howMany).toHaveAccessibleDescription(refusal));
    expect(howMany).toHaveFocus();
    expect(within(form()).getByLabelText('Why')).not.toHaveAttribute('aria-invalid');
  });

  it('hands the focus to the new return once asked, and back to Return or exchange when left unsent', async () => {
    const { user } = openForm(() => ({ status: 201, body: asked }));
    const open = await screen.findByRole('button', { name: 'Return or exchange' });
    await user.click(open);
    await user.click(within(form()).getByRole('button', { name: 'Not now' }));
    expect(screen.getByRole('button', { name: 'Return or exchange' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Return or exchange' }));
    await user.click(within(form()).getByRole('checkbox', { name: 'Send back Gold ring' }));
    await user.selectOptions(within(form()).getByLabelText('Why'), 'changed-my-mind');
    await user.click(within(form()).getByRole('button', { name: 'Send the request' }));
    const card = await screen.findByRole('article', { name: `Return of order #${order.number}` });
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('sends where the customer would like the money: back to the card unless store credit is chosen', async () => {
    const { api, user } = openForm(() => ({ status: 201, body: asked }));
    await user.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    expect(within(form()).getByRole('radio', { name: 'Refund to my card' })).toBeChecked();
    await user.click(within(form()).getByRole('checkbox', { name: 'Send back Gold ring' }));
    await user.selectOptions(within(form()).getByLabelText('Why'), 'changed-my-mind');
    await user.click(within(form()).getByRole('radio', { name: /Store credit/ }));
    await user.click(within(form()).getByRole('button', { name: 'Send the request' }));
    await expect
      .poll(() => sentBodies(api, `POST /api/orders/${order._id}/returns`))
      .toEqual([{ lines: [{ lineId: 'line-ring', quantity: 1, reason: 'changed-my-mind' }], to: 'storeCredit' }]);
  });
});
