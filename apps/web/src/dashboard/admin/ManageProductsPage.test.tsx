import type { Product, ProductListResponse, ProductQuery } from '@atelier/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/factories';
import { renderAt } from '../../test/render';
import ManageProductsPage from './ManageProductsPage';

const TOTAL_PRODUCTS = 30;

function makeProduct(n: number): Product {
  return {
    _id: `product-${n}`,
    name: `Silk scarf ${n}`,
    category: 'accessories',
    description: 'A scarf',
    price: 40,
    image: '',
    color: 'red',
    rating: 4,
    author: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    // The first is sold out, the second running low, the third sold in sizes.
    stock: [0, 3, 5][n - 1] ?? 10,
    sizes:
      n === 3
        ? [
            { size: 'S', stock: 0 },
            { size: 'M', stock: 5 },
          ]
        : [],
  };
}

/** A catalog of 30 products served the way the API pages them. */
function listing({ page = 1, limit = 10 }: ProductQuery): ProductListResponse {
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, TOTAL_PRODUCTS);
  return {
    products: Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => makeProduct(first + i)),
    totalPages: Math.ceil(TOTAL_PRODUCTS / limit),
    totalProducts: TOTAL_PRODUCTS,
  };
}

const getProducts = vi.fn((query: ProductQuery) => ({ data: listing(query), isLoading: false, isError: false }));
vi.mock('../../features/products/api', () => ({
  useGetProductsQuery: (query: ProductQuery) => getProducts(query),
  useDeleteProductMutation: () => [vi.fn()],
  usePreviewImportMutation: () => [vi.fn(), { isLoading: false }],
}));

describe('manage products', () => {
  it('pages through the products twelve at a time', async () => {
    const user = userEvent.setup();
    renderAt(
      '/dashboard/manage-products',
      <Route path="/dashboard/manage-products" element={<ManageProductsPage />} />,
      makeUser({ role: 'admin' }),
    );

    expect(getProducts).toHaveBeenLastCalledWith({ page: 1, limit: 12 });
    expect(screen.getByText('Showing 1 to 12 of 30 products')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(13);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Silk scarf 1' })).toHaveAttribute('href', '/shop/product-1');
    expect(screen.getByRole('link', { name: 'Edit Silk scarf 1' })).toHaveAttribute(
      'href',
      '/dashboard/update-product/product-1',
    );
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/shop');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 13 to 24 of 30 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 25 to 30 of 30 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getAllByRole('row')).toHaveLength(7);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('25');
  });

  it('shows each product’s stock, flagging low stock at 3 or fewer and sold out at 0', () => {
    renderAt(
      '/dashboard/manage-products',
      <Route path="/dashboard/manage-products" element={<ManageProductsPage />} />,
      makeUser({ role: 'admin' }),
    );
    expect(screen.getByRole('columnheader', { name: 'Stock' })).toBeInTheDocument();
    const [, soldOut, low, sized, plenty] = screen.getAllByRole('row');
    expect(soldOut).toHaveTextContent('Sold out');
    expect(low).toHaveTextContent('Low stock');
    expect(sized).toHaveTextContent('S 0 · M 5');
    expect(plenty).not.toHaveTextContent(/Low stock|Sold out/);
  });

  it('offers the catalog as a CSV download and opens the import', async () => {
    const user = userEvent.setup();
    renderAt(
      '/dashboard/manage-products',
      <Route path="/dashboard/manage-products" element={<ManageProductsPage />} />,
      makeUser({ role: 'admin' }),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/products/export.csv');
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Import products' })).toBeInTheDocument();
  });
});
