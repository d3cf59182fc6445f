import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingOf, makeProducts } from '../../../test/factories';
import { mockApi } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/render';
import { TrendingProducts } from './TrendingProducts';

function catalogOf(count: number) {
  return mockApi({ 'GET /api/products': { body: listingOf(makeProducts(count)) } });
}

describe('trending products', () => {
  it('shows 8 cards, 4 more per Load More, and no button once all are shown', async () => {
    catalogOf(14);
    const { user } = renderWithProviders(<TrendingProducts />);
    expect(await screen.findAllByRole('article')).toHaveLength(8);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('hides Load More when twelve cards exhaust the list', async () => {
    catalogOf(12);
    const { user } = renderWithProviders(<TrendingProducts />);
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('offers no Load More when every product already shows', async () => {
    catalogOf(5);
    renderWithProviders(<TrendingProducts />);
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('fetches as many products as its limit says', async () => {
    const fetchSpy = catalogOf(3);
    renderWithProviders(<TrendingProducts limit={16} />);
    await screen.findAllByRole('article');
    expect(new URL(fetchSpy.mock.calls[0]?.[0].url ?? '').searchParams.get('limit')).toBe('16');
  });
});
