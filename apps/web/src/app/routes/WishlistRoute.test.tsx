import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WISHLIST_STORAGE_KEY } from '../../features/wishlist/browserWishlist';
import { makeProduct, makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderAt } from '../../test/render';
import { ProductExtrasRoute } from '../productExtras';
import WishlistRoute from './WishlistRoute';

afterEach(() => localStorage.clear());

const scarf = makeProduct({ _id: 'p-scarf', name: 'Saved silk scarf' });
const dress = makeProduct({ _id: 'p-dress', name: 'Saved linen dress' });
const renderWishlist = (user: ReturnType<typeof makeUser> | null) =>
  renderAt(
    '/wishlist',
    <Route element={<ProductExtrasRoute />}>
      <Route path="/wishlist" element={<WishlistRoute />} />
    </Route>,
    user,
  );

describe('the Wishlist page', () => {
  it('shows a visitor the pieces kept on this device, without asking them to sign in first', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([dress._id, scarf._id]));
    const api = mockApi({ 'POST /api/wishlist/products': { body: { products: [dress, scarf] } } });
    renderWishlist(null);
    expect(await screen.findByRole('heading', { level: 3, name: 'Saved linen dress' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Saved silk scarf' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    // The cards' third-level names sit under a second-level heading: the outline skips no level.
    expect(screen.getByRole('heading', { level: 2, name: 'Saved pieces' })).toBeInTheDocument();
    expect(screen.getByText(/Kept on this device/)).toBeInTheDocument();
    expect(await sentBodies(api, 'POST /api/wishlist/products')).toEqual([{ productIds: [dress._id, scarf._id] }]);
  });

  it('tells a visitor with nothing saved how to save a piece, asking the shop nothing', async () => {
    const api = mockApi({});
    renderWishlist(null);
    expect(await screen.findByText('Nothing saved yet: tap the heart on a piece you like.')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("shows a signed-in shopper their account's wishlist", async () => {
    mockApi({ 'GET /api/wishlist': { body: { products: [scarf] } } });
    renderWishlist(makeUser());
    expect(await screen.findByRole('heading', { level: 3, name: 'Saved silk scarf' })).toBeInTheDocument();
    expect(screen.queryByText(/Kept on this device/)).not.toBeInTheDocument();
  });

  it("hands the focus to the next piece's heart when one is taken off, and to the title when the last goes", async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([dress._id, scarf._id]));
    mockApi({ 'POST /api/wishlist/products': { body: { products: [dress, scarf] } } });
    renderWishlist(null);
    await screen.findByRole('heading', { level: 3, name: 'Saved silk scarf' });
    const [first] = screen.getAllByRole('button', { name: 'Remove from wishlist' });
    first?.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('heading', { level: 3, name: 'Saved linen dress' })).not.toBeInTheDocument();
    const [next] = screen.getAllByRole('button', { name: 'Remove from wishlist' });
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Nothing saved yet: tap the heart on a piece you like.');
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toHaveFocus();
  });
});
