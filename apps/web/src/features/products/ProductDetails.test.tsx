import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeClientConfig, makeProduct } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { ProductDetails } from './ProductDetails';

const dress = makeProduct({
  name: 'Wrap dress',
  stock: 7,
  sizes: [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 3 },
    { size: 'L', stock: 4 },
  ],
});

describe('ProductDetails', () => {
  it('offers the sizes as a radio group, a sold-out size disabled and marked', () => {
    renderWithProviders(<ProductDetails product={dress} />);
    expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'S (sold out)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'M' })).toBeEnabled();
  });

  it('keeps Add to cart disabled until a size is chosen, then adds that size', async () => {
    const { store, user } = renderWithProviders(<ProductDetails product={dress} />);
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    await user.click(add);
    expect(store.getState().cart.products).toMatchObject([{ _id: dress._id, size: 'M', quantity: 1, stock: 3 }]);
  });

  it('says when few are left of a one-size product, and adds it without a size', async () => {
    const { store, user } = renderWithProviders(<ProductDetails product={makeProduct({ stock: 2 })} />);
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().cart.products[0]).not.toHaveProperty('size');
  });

  it('shows a sold-out product as sold out, its button disabled', () => {
    renderWithProviders(<ProductDetails product={makeProduct({ stock: 0 })} />);
    expect(screen.getByText('Sold out', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });

  it('shows the lowest price of the last 30 days beside a reduction, and nothing of it without one', () => {
    const { unmount } = renderWithProviders(
      <ProductDetails product={makeProduct({ price: 80, oldPrice: 100, lowestPrice30Days: 60 })} />,
    );
    expect(screen.getByText('Lowest price in the last 30 days: $60.00')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductDetails product={makeProduct({ price: 80 })} />);
    expect(screen.queryByText(/Lowest price in the last 30 days/)).not.toBeInTheDocument();
  });

  it('shows the price, the was price and the lowest of 30 days in the shop’s currency', () => {
    renderWithProviders(<ProductDetails product={makeProduct({ price: 80, oldPrice: 100, lowestPrice30Days: 60 })} />, {
      preloadedState: { clientConfig: makeClientConfig({ currency: 'EUR', pricesIncludeTax: true }) },
    });
    expect(screen.getByText('€80.00')).toBeInTheDocument();
    expect(screen.getByText('€100.00')).toBeInTheDocument();
    expect(screen.getByText('Lowest price in the last 30 days: €60.00')).toBeInTheDocument();
  });
});
