import type { ShippingZone } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderAt } from '../../test/render';
import ShippingPage from './ShippingPage';

const EUROPE: ShippingZone = {
  _id: 'zone-eu',
  name: 'Europe',
  countries: ['FR', 'DE'],
  methods: [
    { _id: 'method-1', name: 'Standard', price: 12, freeFrom: 200, minDays: 4, maxDays: 8, active: true, translations: {} },
  ],
  taxRate: 20,
  categoryTaxRates: {},
  version: 4,
};

function renderPage(zones: ShippingZone[] = [EUROPE]) {
  const sent: Array<{ route: string; body: unknown }> = [];
  let listed = zones;
  mockApi({
    'GET /api/shipping/zones': () => ({ body: listed }),
    'PUT /api/shipping/zones/zone-eu': async (request) => {
      const body = await request.json();
      sent.push({ route: 'PUT', body });
      listed = [{ ...EUROPE, ...body, version: 5 }];
      return { body: listed[0] };
    },
    'DELETE /api/shipping/zones/zone-eu': () => {
      sent.push({ route: 'DELETE', body: null });
      listed = [];
      return { body: { message: 'Deleted', unservedCountries: ['FR', 'DE'] } };
    },
  });
  renderAt('/dashboard/shipping', <Route path="/dashboard/shipping" element={<ShippingPage />} />, makeUser({ role: 'admin' }));
  return { sent };
}

describe('the Shipping screen', () => {
  it('saves a zone with a country picked by name in one request, keeping the focus on Save', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage();
    const europe = await screen.findByRole('region', { name: 'Europe' });
    await user.type(within(europe).getByRole('combobox', { name: 'Countries' }), 'portugal');
    await user.keyboard('{Enter}');
    const save = within(europe).getByRole('button', { name: 'Save zone' });
    await user.click(save);

    await waitFor(() => expect(within(europe).getByRole('status')).toHaveTextContent("Zone 'Europe' saved"));
    expect(sent).toEqual([
      {
        route: 'PUT',
        body: expect.objectContaining({ countries: ['FR', 'DE', 'PT'], version: 4, methods: [expect.any(Object)] }),
      },
    ]);
    expect(save).toHaveFocus();
  });

  it('moves the focus to what a zone’s deletion did once the zone has gone', async () => {
    const user = userEvent.setup();
    renderPage();
    const europe = await screen.findByRole('region', { name: 'Europe' });
    await user.click(within(europe).getByRole('button', { name: 'Delete zone Europe' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete zone' }));

    const said = await screen.findByText(/Zone 'Europe' deleted/);
    await waitFor(() => expect(said).toHaveFocus());
    expect(said).toHaveTextContent("Zone 'Europe' deleted: the shop no longer delivers to France and Germany");
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Europe' })).not.toBeInTheDocument());
    expect(said).toHaveFocus();
  });
});
