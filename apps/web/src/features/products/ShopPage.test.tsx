import { SHOP_PAGE_SIZE } from '@atelier/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProducts } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import ShopPage from './ShopPage';

const TOTAL_PRODUCTS = 20;

/** A catalog of 20 products, paged as the API pages them; remembers each query the shop sent. */
function shopApi() {
  const queries: URLSearchParams[] = [];
  const fetchSpy = mockApi({
    'GET /api/products': (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return {
        body: {
          products: makeProducts(Math.min(limit, TOTAL_PRODUCTS - (page - 1) * limit)),
          totalPages: Math.ceil(TOTAL_PRODUCTS / limit),
          totalProducts: TOTAL_PRODUCTS,
        },
      };
    },
  });
  const lastQuery = () => Object.fromEntries(queries.at(-1) ?? []);
  return { fetchSpy, lastQuery };
}

describe('shop', () => {
  it("says 'Loading...' over placeholder cards, with the count line already in place, until the products arrive", async () => {
    shopApi();
    renderWithProviders(<ShopPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    const countLine = screen.getAllByRole('status').find((status) => status.textContent === '');
    expect(countLine).toBeDefined();
    await screen.findByText(`Showing ${SHOP_PAGE_SIZE} of ${TOTAL_PRODUCTS} products`);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Products' })).toContainElement(countLine ?? null);
  });

  it('shows the first 8 products with numbered pages', async () => {
    const { lastQuery } = shopApi();
    renderWithProviders(<ShopPage />);
    expect(await screen.findByText(`Showing ${SHOP_PAGE_SIZE} of ${TOTAL_PRODUCTS} products`)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(SHOP_PAGE_SIZE);
    expect(lastQuery()).toEqual({ minPrice: '0', page: '1', limit: '8' });
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('asks for the chosen category, colour and price range', async () => {
    const { lastQuery } = shopApi();
    const { user } = renderWithProviders(<ShopPage />);
    await user.click(screen.getByRole('radio', { name: 'Jewellery' }));
    await user.click(screen.getByRole('radio', { name: 'Gold' }));
    await user.click(screen.getByRole('radio', { name: '$50 - $100' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        category: 'jewellery',
        color: 'gold',
        minPrice: '50',
        maxPrice: '100',
        page: '1',
        limit: '8',
      }),
    );
  });

  it('goes back to page 1 when a filter changes', async () => {
    const { lastQuery } = shopApi();
    const { user } = renderWithProviders(<ShopPage />);
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery().page).toBe('2'));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ color: 'red', page: '1' }));
    expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens at the filters and page a shared address names, and keeps them in the address', async () => {
    const { lastQuery } = shopApi();
    const { user, router } = renderWithProviders(<ShopPage />, { route: '/shop?category=dress&price=2&page=2' });
    await waitFor(() => expect(lastQuery()).toMatchObject({ category: 'dress', minPrice: '50', maxPrice: '100', page: '2' }));
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('radio', { name: 'Dress' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=dress&price=2&color=red'));
    await router.navigate(-1);
    // Back shows page 2 again, from the cache.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Red' })).not.toBeChecked());
  });

  it('clears every filter at once and starts again from page 1', async () => {
    const { lastQuery } = shopApi();
    const { user } = renderWithProviders(<ShopPage />);
    await user.click(screen.getByRole('radio', { name: 'Dress' }));
    await user.click(screen.getByRole('radio', { name: '$200 and above' }));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ category: 'dress', minPrice: '200', page: '2' }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The unfiltered first page was fetched before, so it comes from the cache.
    expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('radio', { checked: true }).map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'all',
      'all',
      '0',
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(SHOP_PAGE_SIZE);
  });

  it('sorts from its own menu, the sort kept in the address and starting again from page 1', async () => {
    const { lastQuery } = shopApi();
    const { user, router } = renderWithProviders(<ShopPage />, { route: '/shop?category=dress&page=2' });
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Newest');
    await user.selectOptions(sort, 'Price: low to high');
    await waitFor(() => expect(lastQuery()).toMatchObject({ category: 'dress', sort: 'price-asc', page: '1' }));
    expect(router.state.location.search).toBe('?category=dress&sort=price-asc');
  });

  it('sends a page number past the end to the last page, in place of the address', async () => {
    const { lastQuery } = shopApi();
    const { router } = renderWithProviders(<ShopPage />, { route: '/shop?color=red&page=9' });
    await waitFor(() => expect(router.state.location.search).toBe('?color=red&page=3'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(lastQuery()).toMatchObject({ color: 'red', page: '3' }));
    expect(await screen.findByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('says on the phone’s filter button how many filters are on', async () => {
    shopApi();
    const { user } = renderWithProviders(<ShopPage />, { route: '/shop?category=dress&price=2' });
    expect(screen.getByRole('button', { name: 'Show filters (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    expect(screen.getByRole('button', { name: 'Show filters (3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('button', { name: 'Show filters' })).toBeInTheDocument();
  });

  it('says so when the products cannot be loaded', async () => {
    mockApi({ 'GET /api/products': { status: 500, body: { message: 'Database down' } } });
    renderWithProviders(<ShopPage />);
    expect(await screen.findByText('Error loading products.')).toBeInTheDocument();
  });
});
