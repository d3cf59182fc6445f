import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingOf, makeProduct } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import SearchPage from './SearchPage';

/** Answers a search with one product named after the words searched for, and counts the searches. */
function searchApi() {
  const searches: (string | null)[] = [];
  mockApi({
    'GET /api/products': (request) => {
      const q = new URL(request.url).searchParams.get('q');
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
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'silk');
    expect(searches).toEqual([null]);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Found silk')).toBeInTheDocument();
    expect(searches).toEqual([null, 'silk']);
  });

  it('searches when Enter is pressed', async () => {
    const searches = searchApi();
    const { user } = renderWithProviders(<SearchPage />, { route: '/search' });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'gold{Enter}');
    expect(await screen.findByText('Found gold')).toBeInTheDocument();
    await waitFor(() => expect(searches.at(-1)).toBe('gold'));
  });

  it('says so when nothing matches', async () => {
    searchApi();
    const { user } = renderWithProviders(<SearchPage />, { route: '/search' });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'nothing{Enter}');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });
});
