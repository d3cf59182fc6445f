import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeShopSettings } from '../../../test/factories';
import { mockApi } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/render';
import { PromoBanner } from './PromoBanner';

const promises = () => within(screen.getByRole('region', { name: 'Our promises' }));

describe("the home page's promises", () => {
  it("quote the home zone's free delivery threshold as the shop's zones give it, under the spec's claim", async () => {
    mockApi({
      'GET /api/settings': { body: { ...makeShopSettings(), placeholders: { homeZone: 'Europe', freeShippingFrom: '€150.00' } } },
    });
    renderWithProviders(<PromoBanner />);
    expect(
      await promises().findByText('Free delivery in Europe on orders from €150.00, wrapped and tracked to your door.'),
    ).toBeInTheDocument();
    expect(promises().getByRole('heading', { name: 'Free Delivery' })).toBeInTheDocument();
  });

  it('promise no threshold when no method of the home zone has one', async () => {
    mockApi({ 'GET /api/settings': { body: { ...makeShopSettings(), placeholders: { homeZone: 'Everywhere we ship' } } } });
    const { store } = renderWithProviders(<PromoBanner />);
    await waitFor(() => expect(store.getState().shop).not.toBeNull());
    expect(promises().getByText('Wrapped with care and tracked to your door.')).toBeInTheDocument();
    expect(promises().queryByText(/ships free|on orders from/)).not.toBeInTheDocument();
  });
});
