import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCart, makeCartLine } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { CartDrawer } from './CartDrawer';
import { loadStoredCart, storeCart } from './cartStorage';
import { useCartPricing } from './useCartPricing';

const scarf = makeCartLine({ name: 'Silk scarf', price: 20, quantity: 2 });
const ring = makeCartLine({ name: 'Gold ring', price: 10 });
const WELCOME = { code: 'WELCOME10', label: 'Welcome: 10% off', discount: 5, subtotal: 50, tax: 2.25, total: 47.25 };

function renderDrawer(discountCode?: string) {
  return renderWithProviders(<CartDrawer open onClose={() => {}} onCheckout={() => {}} />, {
    preloadedState: { cart: { ...makeCart([scarf, ring]), ...(discountCode ? { discountCode } : {}) } },
  });
}

/** A figure of the cart: a line of the order summary, or the grand total beside checkout. */
function summaryValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('the cart’s discount code', () => {
  it('applies a code: shows its label and amount off, and the tax and total the shop worked out', async () => {
    const api = mockApi({ 'POST /api/promotions/apply': () => ({ body: WELCOME }) });
    const { user, store } = renderDrawer();
    await user.type(screen.getByLabelText('Discount code'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(/Welcome: 10% off · −\$5\.00/)).toBeInTheDocument();
    expect(summaryValue('Discount')).toBe('−$5.00');
    expect(summaryValue('Tax (5%)')).toBe('$2.25');
    expect(summaryValue('Grand Total')).toBe('$47.25');
    expect(store.getState().cart.discountCode).toBe('WELCOME10');
    // Only what the shop prices by: the product, its quantity and size, never a price.
    expect((await sentBodies(api, 'POST /api/promotions/apply'))[0]).toEqual({
      code: 'welcome10',
      products: [
        { _id: scarf._id, quantity: 2 },
        { _id: ring._id, quantity: 1 },
      ],
    });
  });

  it('shows the refusal beside the field and keeps no code', async () => {
    mockApi({ 'POST /api/promotions/apply': () => ({ status: 400, body: { message: 'This code has expired.' } }) });
    const { user, store } = renderDrawer();
    await user.type(screen.getByLabelText('Discount code'), 'SUMMER');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired.');
    expect(screen.getByLabelText('Discount code')).toHaveAccessibleDescription('This code has expired.');
    expect(store.getState().cart.discountCode).toBeUndefined();
    expect(summaryValue('Grand Total')).toBe('$52.50');
  });

  it('removes a code, back to the spec’s totals', async () => {
    mockApi({ 'POST /api/promotions/apply': () => ({ body: WELCOME }) });
    const { user, store } = renderDrawer('WELCOME10');
    expect(await screen.findByText(/Welcome: 10% off/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(store.getState().cart.discountCode).toBeUndefined();
    expect(screen.queryByText('Discount', { selector: 'dt' })).not.toBeInTheDocument();
    expect(summaryValue('Grand Total')).toBe('$52.50');
  });

  it('shows what a running automatic promotion covering a line takes off, without a code, and delivery priced after it', async () => {
    const rings = makeCartLine({ name: 'Gold ring', price: 50, category: 'jewellery' });
    const sale = { label: '−20% at checkout', categories: ['jewellery' as const], startsAt: null, endsAt: null };
    const automatic = { code: null, label: '−20% at checkout', discount: 10, subtotal: 50, tax: 2, total: 42 };
    const api = mockApi({ 'POST /api/promotions/apply': () => ({ body: automatic }) });
    // What delivery is priced for and added to, as the drawer wired to checkout reads it.
    function GoodsForDelivery() {
      return <output aria-label="Goods for delivery">{JSON.stringify(useCartPricing().goods)}</output>;
    }
    renderWithProviders(
      <>
        <CartDrawer open onClose={() => {}} onCheckout={() => {}} />
        <GoodsForDelivery />
      </>,
      { preloadedState: { cart: makeCart([rings]), automaticPromotions: [sale] } },
    );

    await screen.findByText('Discount', { selector: 'dt' });
    expect(summaryValue('Discount')).toBe('−$10.00');
    expect(summaryValue('Grand Total')).toBe('$42.00');
    expect(JSON.parse(screen.getByLabelText('Goods for delivery').textContent ?? '')).toEqual({
      subtotal: 40,
      grandTotal: 42,
      freeDelivery: false,
    });
    expect((await sentBodies(api, 'POST /api/promotions/apply'))[0]).toEqual({ products: [{ _id: rings._id, quantity: 1 }] });
  });

  it('asks nothing without a code when no automatic promotion covers the cart, keeping the spec’s totals', async () => {
    const api = mockApi({});
    renderDrawer();
    expect(summaryValue('Grand Total')).toBe('$52.50');
    expect(await sentBodies(api, 'POST /api/promotions/apply')).toEqual([]);
  });

  it('is kept with the cart across reloads', () => {
    storeCart({ ...makeCart([scarf]), discountCode: 'WELCOME10' });
    expect(loadStoredCart()).toMatchObject({
      discountCode: 'WELCOME10',
      products: [expect.objectContaining({ _id: scarf._id })],
    });
    storeCart(makeCart([scarf]));
    expect(loadStoredCart()).not.toHaveProperty('discountCode');
  });
});
