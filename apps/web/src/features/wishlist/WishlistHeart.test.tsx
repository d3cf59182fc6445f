import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProduct, makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { WISHLIST_STORAGE_KEY } from './browserWishlist';
import { WishlistHeart } from './WishlistHeart';
import { WishlistSync } from './WishlistSync';

afterEach(() => localStorage.clear());

describe('the wishlist heart', () => {
  it("keeps a visitor's saved product in the browser, pressed, and takes it off again", async () => {
    const { user } = renderWithProviders(<WishlistHeart productId="p-1" />);
    const heart = screen.getByRole('button', { name: 'Save to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    const saved = screen.getByRole('button', { name: 'Remove from wishlist' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual(['p-1']);
    await user.click(saved);
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it("saves to a signed-in shopper's account and shows it pressed from the answer", async () => {
    const product = makeProduct();
    const fetchSpy = mockApi({
      'GET /api/wishlist': { body: { products: [] } },
      [`PUT /api/wishlist/${product._id}`]: { body: { products: [product] } },
    });
    const { user } = renderWithProviders(<WishlistHeart productId={product._id} />, {
      preloadedState: { auth: { user: makeUser() } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save to wishlist' }));
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(fetchSpy.mock.calls.some(([request]) => request.method === 'PUT')).toBe(true);
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it("merges the browser's wishlist into the account once signed in, then forgets it", async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['p-2', 'p-1']));
    const fetchSpy = mockApi({ 'POST /api/wishlist/merge': { body: { products: [] } } });
    renderWithProviders(<WishlistSync />, { preloadedState: { auth: { user: makeUser() } } });
    await waitFor(() => expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull());
    expect(await sentBodies(fetchSpy, 'POST /api/wishlist/merge')).toEqual([{ productIds: ['p-2', 'p-1'] }]);
  });
});
