import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import CategoryPage from './CategoryPage';

/** Twenty dresses, 8 a page: each answer names its page and sort in its products' names. */
function categoryApi() {
  const asked: string[] = [];
  mockApi({
    'GET /api/products': (request) => {
      const params = new URL(request.url).searchParams;
      asked.push(params.toString());
      const page = params.get('page') ?? '1';
      const sort = params.get('sort') ?? 'newest';
      return {
        body: { products: [makeProduct({ name: `Dress on page ${page} by ${sort}` })], totalProducts: 20, totalPages: 3 },
      };
    },
  });
  return asked;
}

const renderCategory = (route: string) => renderWithProviders(<CategoryPage />, { route, path: '/categories/:categoryName' });

describe('category page', () => {
  it('opens at the page and sort its address names, with the count', async () => {
    const asked = categoryApi();
    renderCategory('/categories/dress?page=2&sort=price-asc');
    expect(await screen.findByText('Dress on page 2 by price-asc')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('20 products');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(asked).toEqual(['category=dress&page=2&limit=8&sort=price-asc']);
  });

  it('is headed as a person would name the category, with a line about it', async () => {
    categoryApi();
    renderCategory('/categories/Dress');
    expect(screen.getByRole('heading', { level: 1, name: 'Dresses' })).toBeInTheDocument();
    expect(screen.getByText('Dresses for every day and for the evenings that matter.')).toBeInTheDocument();
    expect(screen.queryByText(/Every piece in/)).not.toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Pages of dresses' })).toBeInTheDocument();
  });

  it('sends a page number past the end to the last page, in place of the address', async () => {
    categoryApi();
    const { router } = renderCategory('/categories/dress?page=9&sort=rating');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3&sort=rating'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Dress on page 3 by rating')).toBeInTheDocument();
  });

  it('starts at page 1, newest first, when the address names neither', async () => {
    categoryApi();
    renderCategory('/categories/dress');
    expect(await screen.findByText('Dress on page 1 by newest')).toBeInTheDocument();
  });

  it('writes the page and the sort into the address, a new sort going back to page 1, and Back returns', async () => {
    categoryApi();
    const { user, router } = renderCategory('/categories/dress');
    await screen.findByText('Dress on page 1 by newest');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Dress on page 2 by newest')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'rating');
    expect(await screen.findByText('Dress on page 1 by rating')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=rating');

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Dress on page 2 by newest')).toBeInTheDocument();
  });
});
