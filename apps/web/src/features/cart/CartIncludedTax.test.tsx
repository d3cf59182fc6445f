import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCart, makeCartLine, makeClientConfig } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { CartDrawer } from './CartDrawer';
import type { DeliveryCharge } from './CartSummary';

const dress = makeCartLine({ name: 'Linen dress', price: 120 });
// A French shop's €120 dress shipped to Germany: 19 % of it is VAT.
const PRICED_FOR_GERMANY = {
  code: null,
  label: null,
  discount: 0,
  subtotal: 120,
  tax: 19.16,
  total: 120,
  taxIncluded: true,
  taxLines: [{ rate: 19, base: 100.84, tax: 19.16 }],
  currency: 'EUR',
};

function renderEuroDrawer(shippingCountry?: string, deliveryCharge?: DeliveryCharge) {
  const drawer = (
    <CartDrawer open onClose={() => {}} onCheckout={() => {}} shippingCountry={shippingCountry} deliveryCharge={deliveryCharge} />
  );
  return renderWithProviders(drawer, {
    preloadedState: {
      cart: makeCart([dress]),
      clientConfig: makeClientConfig({ currency: 'EUR', pricesIncludeTax: true }),
    },
  });
}

/** The cart's figures: the order summary, and the grand total beside checkout. */
function summary() {
  return within(screen.getByRole('dialog', { name: 'Your cart' }));
}

describe('a cart whose prices include tax', () => {
  it('adds no tax, and says how much VAT the total holds, as the shop worked it out for the destination', async () => {
    const api = mockApi({ 'POST /api/promotions/apply': () => ({ body: PRICED_FOR_GERMANY }) });
    renderEuroDrawer('DE');
    expect(await summary().findByText('Includes €19.16 VAT')).toBeInTheDocument();
    expect(summary().getByText('Total Price').nextElementSibling).toHaveTextContent('€120.00');
    expect(summary().getByText('Grand Total').nextElementSibling).toHaveTextContent('€120.00');
    expect(summary().queryByText(/^Tax/)).not.toBeInTheDocument();
    expect((await sentBodies(api, 'POST /api/promotions/apply'))[0]).toEqual({
      products: [{ _id: dress._id, quantity: 1 }],
      shippingCountry: 'DE',
    });
  });

  it('counts the VAT of the delivery it shows, as the shop worked it out with that method', async () => {
    // €5.95 delivery to Germany is taxed at 19 % with the dress: (120.00 + 5.95) × 19 / 119.
    const withDelivery = { ...PRICED_FOR_GERMANY, shipping: 5.95, tax: 20.11, total: 125.95 };
    const api = mockApi({
      'POST /api/promotions/apply': async (request) =>
        (await request.clone().json()).shippingMethod === 'standard-de'
          ? { body: { ...withDelivery, taxLines: [{ rate: 19, base: 105.84, tax: 20.11 }] } }
          : { body: PRICED_FOR_GERMANY },
    });
    renderEuroDrawer('DE', { name: 'Standard', price: 5.95, methodId: 'standard-de' });
    expect(await summary().findByText('Includes €20.11 VAT')).toBeInTheDocument();
    expect(summary().getByText('Grand Total').nextElementSibling).toHaveTextContent('€125.95');
    expect(await sentBodies(api, 'POST /api/promotions/apply')).toContainEqual({
      products: [{ _id: dress._id, quantity: 1 }],
      shippingCountry: 'DE',
      shippingMethod: 'standard-de',
    });
  });

  it('sums the VAT of every rate the cart holds', async () => {
    const twoRates = {
      ...PRICED_FOR_GERMANY,
      subtotal: 150,
      total: 150,
      taxLines: [
        { rate: 20, base: 100, tax: 20 },
        { rate: 5.5, base: 28.44, tax: 1.56 },
      ],
    };
    mockApi({ 'POST /api/promotions/apply': () => ({ body: twoRates }) });
    renderEuroDrawer();
    expect(await summary().findByText('Includes €21.56 VAT')).toBeInTheDocument();
  });

  it('shows every price of the cart in the shop’s currency', () => {
    mockApi({ 'POST /api/promotions/apply': () => ({ body: PRICED_FOR_GERMANY }) });
    renderEuroDrawer();
    expect(screen.getByText('Linen dress').closest('li')).toHaveTextContent('€120.00');
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });
});
