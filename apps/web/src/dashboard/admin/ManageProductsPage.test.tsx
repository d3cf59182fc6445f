import type { Product } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, makeUser } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderAt } from '../../test/render';
import ManageProductsPage from './ManageProductsPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

/** 30 products: the first sold out, the second running low, the third sold in sizes. */
function makeCatalog(): Product[] {
  return Array.from({ length: 30 }, (_, i) =>
    makeProduct({
      _id: `product-${i + 1}`,
      name: `Silk scarf ${i + 1}`,
      stock: [0, 3, 5][i] ?? 10,
      sizes:
        i === 2
          ? [
              { size: 'S', stock: 0 },
              { size: 'M', stock: 5 },
            ]
          : [],
    }),
  );
}

/** Serves the catalog as the API pages it, and deletes from it as the API does. */
function serveCatalog(catalog = makeCatalog()) {
  return mockApi({
    'GET /api/products': (request) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return {
        body: {
          products: catalog.slice((page - 1) * limit, page * limit),
          totalPages: Math.ceil(catalog.length / limit),
          totalProducts: catalog.length,
        },
      };
    },
    'DELETE /api/products/product-25': () => {
      catalog.splice(24, 1);
      return { body: { message: 'Product deleted successfully' } };
    },
  });
}

/** The query of every listing the page asked for, in order. */
const listQueries = (fetchSpy: ReturnType<typeof mockApi>) =>
  fetchSpy.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === '/api/products')
    .map((url) => Object.fromEntries(url.searchParams));

function renderManageProducts() {
  renderAt(
    '/dashboard/manage-products',
    <Route path="/dashboard/manage-products" element={<ManageProductsPage />} />,
    makeUser({ role: 'admin' }),
  );
  return userEvent.setup();
}

const rowsShown = () =>
  within(screen.getByRole('region', { name: 'Products' }))
    .getAllByRole('row')
    .slice(1);

// A page of 12 rows, each with its dialogs, takes jsdom seconds to render on a busy machine.
describe('manage products', { timeout: 20_000 }, () => {
  it('pages through the products twelve at a time', async () => {
    const fetchSpy = serveCatalog();
    const user = renderManageProducts();

    expect(await screen.findByText('Showing 1 to 12 of 30 products')).toBeInTheDocument();
    expect(listQueries(fetchSpy)).toEqual([{ page: '1', limit: '12' }]);
    expect(rowsShown()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Silk scarf 1' })).toHaveAttribute('href', '/shop/product-1');
    expect(screen.getByRole('link', { name: 'Edit Silk scarf 1' })).toHaveAttribute(
      'href',
      '/dashboard/update-product/product-1',
    );
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/shop');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 13 to 24 of 30 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Silk scarf 13' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 25 to 30 of 30 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(rowsShown()).toHaveLength(6);
    expect(rowsShown()[0]).toHaveTextContent('25');
    expect(listQueries(fetchSpy)).toEqual([
      { page: '1', limit: '12' },
      { page: '2', limit: '12' },
      { page: '3', limit: '12' },
    ]);
  });

  it('shows each product’s stock, flagging low stock at 3 or fewer and sold out at 0', async () => {
    serveCatalog();
    renderManageProducts();
    await screen.findByText('Showing 1 to 12 of 30 products');
    expect(screen.getByRole('columnheader', { name: 'Stock' })).toBeInTheDocument();
    const [soldOut, low, sized, plenty] = rowsShown();
    expect(soldOut).toHaveTextContent('Sold out');
    expect(low).toHaveTextContent('Low stock');
    expect(sized).toHaveTextContent('S 0 · M 5');
    expect(plenty).not.toHaveTextContent(/Low stock|Sold out/);
  });

  it('shows the server’s word once a product is deleted, and the list as it now stands', async () => {
    serveCatalog();
    const user = renderManageProducts();
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Silk scarf 25' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Showing 25 to 29 of 29 products')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Silk scarf 25' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Product deleted successfully');
  });

  it('offers the catalog as a CSV download and opens the import', async () => {
    serveCatalog();
    const user = renderManageProducts();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/products/export.csv');
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Import products' })).toBeInTheDocument();
  });
});

describe('what is left to translate', { timeout: 20_000 }, () => {
  it('counts the products without a French description, lists them from the first page, and lists all again', async () => {
    const catalog = makeCatalog();
    const fetchSpy = mockApi({
      'GET /api/products/untranslated': { body: { fr: 12 } },
      'GET /api/products': (request) => {
        const query = new URL(request.url).searchParams;
        const shown = query.get('untranslated') === 'fr' ? catalog.slice(0, 12) : catalog;
        const page = Number(query.get('page'));
        return {
          body: {
            products: shown.slice((page - 1) * 12, page * 12),
            totalPages: Math.ceil(shown.length / 12),
            totalProducts: shown.length,
          },
        };
      },
    });
    const user = renderManageProducts();
    expect(await screen.findByText('12 products without a French description')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 13 to 24 of 30 products')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'List the 12 products without a French description' }));
    expect(await screen.findByText('Showing 1 to 12 of 12 products')).toBeInTheDocument();
    expect(listQueries(fetchSpy).at(-1)).toEqual({ page: '1', limit: '12', untranslated: 'fr' });

    await user.click(screen.getByRole('link', { name: 'Show all products' }));
    expect(await screen.findByText('Showing 1 to 12 of 30 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List the 12 products without a French description' })).toBeInTheDocument();
  });
});
