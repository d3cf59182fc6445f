import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingOf, makeProduct } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import SearchPage from './SearchPage';

/**
 * Answers a search with one product named after the words searched for, and counts the searches (the page's results,
 * 8 a page); suggestions while typing (6 at most) answer two products named after the words and are counted apart.
 */
const suggested: (string | null)[] = [];

function searchApi() {
  const searches: (string | null)[] = [];
  suggested.length = 0;
  mockApi({
    'GET /api/products': (request) => {
      const params = new URL(request.url).searchParams;
      const q = params.get('q');
      if (params.get('limit') === '6') {
        suggested.push(q);
        return { body: listingOf([makeProduct({ name: `Suggested ${q}` }), makeProduct({ name: `Also ${q}` })]) };
      }
      searches.push(q);
      return { body: q === 'nothing' ? listingOf([]) : listingOf([makeProduct({ name: `Found ${q ?? 'everything'}` })]) };
    },
  });
  return searches;
}

describe('search', () => {
  it('does not search while typing, only when Search is pressed', async () => {
    const searches = searchApi();
    const { user } = renderWithProviders(<SearchPage />, { route: '/search' });
    await screen.findByText('Found everything');
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'silk');
    expect(searches).toEqual([null]);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Found silk')).toBeInTheDocument();
    expect(searches).toEqual([null, 'silk']);
  });

  it('searches when Enter is pressed', async () => {
    const searches = searchApi();
    const { user } = renderWithProviders(<SearchPage />, { route: '/search' });
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'gold{Enter}');
    expect(await screen.findByText('Found gold')).toBeInTheDocument();
    await waitFor(() => expect(searches.at(-1)).toBe('gold'));
  });

  it('loads the pictures of the first row at once and the others as they come near', async () => {
    mockApi({
      'GET /api/products': {
        body: listingOf(['Silk one', 'Silk two', 'Silk three'].map((name) => makeProduct({ name, image: '/images/silk.webp' }))),
      },
    });
    renderWithProviders(<SearchPage />, { route: '/search?q=silk' });
    const loading = async (name: string) => (await screen.findByRole('img', { name })).getAttribute('loading');
    expect([await loading('Silk one'), await loading('Silk two'), await loading('Silk three')]).toEqual([
      'eager',
      'eager',
      'lazy',
    ]);
  });

  it('offers the words it corrected, and searches them when chosen', async () => {
    const searches: (string | null)[] = [];
    mockApi({
      'GET /api/products': (request) => {
        const q = new URL(request.url).searchParams.get('q');
        searches.push(q);
        const found = listingOf([makeProduct({ name: 'Silk Square Scarf' })]);
        return { body: q === 'slik' ? { ...found, didYouMean: 'silk' } : found };
      },
    });
    const { user } = renderWithProviders(<SearchPage />, { route: '/search?q=slik' });
    expect((await screen.findByText(/Did you mean/)).textContent).toBe('Did you mean silk?');
    await user.click(screen.getByRole('link', { name: 'silk' }));
    await waitFor(() => expect(searches.at(-1)).toBe('silk'));
    // Gone once the answer to the corrected words arrives.
    await waitFor(() => expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument());
  });

  it('says so when nothing matches', async () => {
    searchApi();
    const { user } = renderWithProviders(<SearchPage />, { route: '/search' });
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'nothing{Enter}');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('suggests products while typing, chosen with the arrow keys and opened with Enter', async () => {
    const searches = searchApi();
    const { user, router } = renderWithProviders(<SearchPage />, {
      route: '/search',
      routes: [{ path: '/shop/:id', element: <p>Product page</p> }],
    });
    const field = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(field, 'silk');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('2 suggestions, use the arrow keys to choose')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Suggested silk'), expect.stringContaining('Also silk')]);
    expect(suggested.at(-1)).toBe('silk');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', second?.id);
    await user.keyboard('{Enter}');
    await screen.findByText('Product page');
    expect(router.state.location.pathname).toMatch(/^\/shop\//);
    // Choosing a suggestion is not a search.
    expect(searches).toEqual([null]);
  });

  it('closes the suggestions with Escape, and Enter then searches', async () => {
    const searches = searchApi();
    const { user } = renderWithProviders(<SearchPage />, { route: '/search' });
    const field = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(field, 'gold');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Found gold')).toBeInTheDocument();
    expect(searches.at(-1)).toBe('gold');
  });
});
