import type { Product } from '@atelier/domain';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { makeCart, makeCartLine, makeProduct } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import CartRefillPage, { PIECES_LEFT_OUT } from './CartRefillPage';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

function Shop() {
  const location = useLocation();
  return <p>Shop {JSON.stringify(location.state)}</p>;
}

const answer = (product: Product) => ({ body: { product: { ...product, images: [] }, reviews: [], siblings: [] } });

describe('CartRefillPage', () => {
  it('puts the pieces a reminder names back in the cart, up to the stock, leaves out what is gone, and opens the shop with the cart', async () => {
    const dress = makeProduct({ name: 'Linen dress', price: 80, sizes: [{ size: 'M', stock: 1 }] });
    const bag = makeProduct({ name: 'Straw bag', price: 30, stock: 5 });
    const gone = makeProduct();
    mockApi({
      [`GET /api/products/${dress._id}`]: answer(dress),
      [`GET /api/products/${bag._id}`]: answer(bag),
      [`GET /api/products/${gone._id}`]: { status: 404, body: { message: 'Product not found' } },
    });
    const earlier = makeCartLine({ _id: bag._id, name: 'Straw bag', quantity: 1 });
    const { store } = renderWithProviders(<CartRefillPage />, {
      route: `/cart?item=${dress._id}.2.M&item=${bag._id}.3&item=${gone._id}.1`,
      path: '/cart',
      routes: [{ path: '/shop', element: <Shop /> }],
      preloadedState: { cart: makeCart([earlier]) },
    });
    expect(await screen.findByText('Shop {"openCart":true}')).toBeInTheDocument();
    const lines = store.getState().cart.products.map(({ name, size, quantity }) => ({ name, size, quantity }));
    expect(lines).toEqual([
      { name: 'Linen dress', size: 'M', quantity: 1 },
      { name: 'Straw bag', size: undefined, quantity: 3 },
    ]);
    expect(store.getState().cart.totalPrice).toBe(170);
    expect(toast).toHaveBeenCalledWith(PIECES_LEFT_OUT);
  });
});
